import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { lowPriorityModulePreloads } from "./script-priority.ts";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("module preloads at low fetch priority (issue 8: the first paint is not queued behind scripts)", () => {
  it("marks every module preload, and nothing else", async () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
      '<link rel="modulepreload" href="/b.js"/><script type="module">import "/a.js"</script>';
    expect(await through([html])).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/><script type="module">import "/a.js"</script>',
    );
  });

  it("finds a preload split across chunks at any point, and keeps multi-byte text intact", async () => {
    const html = 'Menú <link rel="modulepreload" href="/a.js"/> ¡Pollo! 🍗';
    const expected = 'Menú <link rel="modulepreload" fetchpriority="low" href="/a.js"/> ¡Pollo! 🍗';
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it("passes a document ending in a partial match through unchanged", async () => {
    expect(await through(["<p>x</p><link rel=", '"module'])).toBe('<p>x</p><link rel="module');
  });
});
