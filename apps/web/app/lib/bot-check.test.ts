// @vitest-environment happy-dom
import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  botCheckProblem,
  configureBotCheck,
  getBotCheckToken,
  scriptSrc,
  useBotCheckProblem,
} from "./bot-check.ts";
import { createI18n, ensureLanguage } from "./i18n.ts";
import { I18nProvider } from "./i18n-react.tsx";

type Fake = { ready: (cb: () => void) => void; execute: ReturnType<typeof vi.fn> };
const win = window as unknown as { grecaptcha?: Fake };

function fakeGrecaptcha(token = "token-1"): Fake {
  return {
    ready: (cb) => cb(),
    execute: vi.fn(async (_key: string, _opts: { action: string }) => token),
  };
}

// The document's edge: scripts the bot check adds are caught here instead of loaded (the
// test plays the browser: it fires their load or error event).
let appended: HTMLScriptElement[] = [];
let appendSpy: { mockRestore(): void } | undefined;
const scripts = () => appended;

beforeEach(() => {
  appended = [];
  appendSpy = vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLScriptElement[]));
  });
});

afterEach(() => {
  configureBotCheck(null);
  delete win.grecaptcha;
  appendSpy?.mockRestore();
});

describe("the bot check in the browser", () => {
  it("botcheck.browser-token: not configured, no script is loaded and no token is sent", async () => {
    configureBotCheck(null);
    expect(await getBotCheckToken("login")).toEqual({ ok: true, token: undefined });
    expect(scripts()).toHaveLength(0);
  });

  it("botcheck.browser-token: configured, the script loads once (site key as render) and each call gets a token for its action", async () => {
    const settings = { siteKey: "site-key", scriptUrl: "https://captcha.test/api.js" };
    configureBotCheck(settings);
    const first = getBotCheckToken("login");
    await Promise.resolve();
    const [script] = scripts();
    expect(script?.src).toBe("https://captcha.test/api.js?render=site-key");
    const fake = fakeGrecaptcha();
    win.grecaptcha = fake;
    script!.dispatchEvent(new Event("load"));
    expect(await first).toEqual({ ok: true, token: "token-1" });
    expect(await getBotCheckToken("signup")).toEqual({ ok: true, token: "token-1" });
    expect(fake.execute.mock.calls).toEqual([
      ["site-key", { action: "login" }],
      ["site-key", { action: "signup" }],
    ]);
    expect(scripts()).toHaveLength(1);
  });

  it("botcheck.browser-token: a script that fails to load is reported, and the next try loads it again", async () => {
    configureBotCheck({ siteKey: "k", scriptUrl: "https://captcha.test/api.js" });
    const first = getBotCheckToken("login");
    await Promise.resolve();
    scripts()[0]!.dispatchEvent(new Event("error"));
    expect(await first).toEqual({ ok: false });

    const second = getBotCheckToken("login");
    await Promise.resolve();
    expect(scripts()).toHaveLength(2);
    win.grecaptcha = fakeGrecaptcha("token-2");
    scripts()[1]!.dispatchEvent(new Event("load"));
    expect(await second).toEqual({ ok: true, token: "token-2" });
  });

  it("botcheck.browser-token: a check that gives no token counts as failed", async () => {
    configureBotCheck({ siteKey: "k", scriptUrl: "https://captcha.test/api.js" });
    win.grecaptcha = fakeGrecaptcha("");
    expect(await getBotCheckToken("forgot_password")).toEqual({ ok: false });
  });

  it("puts the site key on the script URL as render, keeping its own query", () => {
    expect(scriptSrc({ siteKey: "a b", scriptUrl: "https://x.test/api.js?hl=es" })).toBe(
      "https://x.test/api.js?hl=es&render=a+b",
    );
  });

  it("botcheck.builtin: a same-origin script path loads from this origin with the site key as render", async () => {
    configureBotCheck({ siteKey: "builtin", scriptUrl: "/bot-check/api.js" });
    const token = getBotCheckToken("contact");
    await Promise.resolve();
    const [script] = scripts();
    expect(script?.src).toBe(`${window.location.origin}/bot-check/api.js?render=builtin`);
    const fake = fakeGrecaptcha("built-in-token");
    win.grecaptcha = fake;
    script!.dispatchEvent(new Event("load"));
    expect(await token).toEqual({ ok: true, token: "built-in-token" });
    expect(fake.execute.mock.calls).toEqual([["builtin", { action: "contact" }]]);
  });

  it("botcheck.builtin: a check whose token request fails (execute rejects) is reported as not run", async () => {
    configureBotCheck({ siteKey: "builtin", scriptUrl: "/bot-check/api.js" });
    win.grecaptcha = {
      ready: (cb) => cb(),
      execute: vi.fn(async () => {
        throw new Error("the bot check answered HTTP 429");
      }),
    };
    expect(await getBotCheckToken("contact")).toEqual({ ok: false });
  });
});

describe("botcheck.words: a bot-check problem in words", () => {
  it("botcheck.words: a script that did not run, a refusal (403) and an unavailable check (503) each have their words", () => {
    expect(botCheckProblem("load")).toBe("errors.botCheckLoad");
    expect(botCheckProblem(403)).toBe("errors.botCheckFailed");
    expect(botCheckProblem(503)).toBe("errors.botCheckUnavailable");
    // The server's own messages (apps/server/src/lib/bot-check.ts).
    expect(
      botCheckProblem(
        403,
        "This form needs the bot check: the verify header is missing. Reload the page and try again.",
      ),
    ).toBe("errors.botCheckFailed");
    expect(
      botCheckProblem(
        503,
        "We could not check that this request comes from a person. Please try again in a minute.",
      ),
    ).toBe("errors.botCheckUnavailable");
  });

  it("botcheck.words: other answers, and a 403 or 503 for another reason, are not the bot check's", () => {
    expect(botCheckProblem(400)).toBeNull();
    expect(botCheckProblem(429)).toBeNull();
    expect(botCheckProblem(0)).toBeNull();
    expect(botCheckProblem(403, "This account is locked.")).toBeNull();
    expect(botCheckProblem(503, "Email is not available right now.")).toBeNull();
  });

  it("botcheck.words: the hook says them in the page's language", async () => {
    await ensureLanguage("es");
    const said: Record<string, (string | null)[]> = {};
    function Probe({ language }: { language: string }) {
      const say = useBotCheckProblem();
      said[language] = [say(403), say(503), say("load"), say(400)];
      return null;
    }
    for (const language of ["en-US", "es"] as const) {
      const { prelude } = await prerenderToNodeStream(
        createElement(
          I18nProvider,
          { i18n: createI18n(language) },
          createElement(Probe, { language }),
        ),
      );
      for await (const _chunk of prelude);
    }
    const { "en-US": en = [], es = [] } = said;
    expect(en).toEqual([
      "The security check did not pass. Reload the page and try again.",
      "The security check is not available right now. Please try again in a minute.",
      "The security check could not load. Check your connection and try again.",
      null,
    ]);
    expect(es.slice(0, 3).every((text) => typeof text === "string" && text.length > 0)).toBe(true);
    expect(es.slice(0, 3)).not.toEqual(en.slice(0, 3));
    expect(es[3]).toBeNull();
  });
});
