// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { configureBotCheck, getBotCheckToken, scriptSrc } from "./bot-check.ts";

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
});
