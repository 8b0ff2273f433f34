import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import {
  DEFERRED_MODULE_TYPE,
  deferScriptsUntilPainted,
  hydrationLoader,
} from "./defer-scripts.ts";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferScriptsUntilPainted()));
}

const head =
  '<html><head><link rel="stylesheet" href="/assets/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n0"/></head><body><p>Menú ¡Pollo! 🍗</p>';
const moduleScript = '<script nonce="n0" type="module" async="">import "/assets/root.js";</script>';
const tail = "<script>window.__stream=1</script></body></html>";

const expected =
  '<html><head><link rel="stylesheet" href="/assets/a.css"/></head><body><p>Menú ¡Pollo! 🍗</p>' +
  `<script nonce="n0" type="${DEFERRED_MODULE_TYPE}" async="">import "/assets/root.js";</script>` +
  `<script nonce="n0">${hydrationLoader(["/assets/entry.js", "/assets/framework.js"])}</script>` +
  tail;

describe("security.scripts-after-paint: scripts wait for the first paint (it does not race ~150 KB of scripts)", () => {
  it("takes the module preloads out, makes the module script inert, and adds the loader after it with its nonce", async () => {
    expect(await through([head + moduleScript + tail])).toBe(expected);
  });

  it("gives the same document whatever the chunk boundaries, multi-byte text included", async () => {
    const bytes = Buffer.from(head + moduleScript + tail);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it("adds a loader without a nonce to a page rendered without one (the page cache hashes it)", async () => {
    const out = await through(['<body><script type="module" async="">import "/x.js";</script>']);
    expect(out).toBe(
      `<body><script type="${DEFERRED_MODULE_TYPE}" async="">import "/x.js";</script>` +
        `<script>${hydrationLoader([])}</script>`,
    );
  });

  it("leaves a document without a module script as it was", async () => {
    const html = '<html><body><p>Server error</p><img src="/a.png"/></body></html><';
    expect(await through([html.slice(0, 20), html.slice(20)])).toBe(html);
  });

  it("the loader restores the preloads and the module script (same text and nonce) after a painted frame", () => {
    const loader = hydrationLoader(["/assets/entry.js"]);
    const appended: { rel: string; href: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    let replacement: { type: string; nonce: string; textContent: string } | null = null;
    const deferred = {
      nonce: "n0",
      textContent: 'import "/assets/root.js";',
      replaceWith(node: typeof replacement) {
        replacement = node;
      },
    };
    const document = {
      visibilityState: "visible",
      head: { append: (node: { rel: string; href: string }) => appended.push(node) },
      createElement: () => ({}) as never,
      querySelector: (selector: string) =>
        selector === `script[type="${DEFERRED_MODULE_TYPE}"]` ? deferred : null,
    };
    new Function("document", "requestAnimationFrame", "setTimeout", loader)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(appended).toEqual([]);
    frames.forEach((f) => f());
    expect(appended).toEqual([]);
    timers.forEach((f) => f());
    expect(appended).toEqual([{ rel: "modulepreload", href: "/assets/entry.js" }]);
    expect(replacement).toEqual({
      type: "module",
      nonce: "n0",
      textContent: 'import "/assets/root.js";',
    });
  });
});
