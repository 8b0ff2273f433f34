/**
 * `botcheck.browser-token` (docs/decisions/024-bot-check-in-the-browser.md): the bot check in
 * the browser. A reCAPTCHA-v3-shaped script (`grecaptcha.ready`, `grecaptcha.execute(siteKey,
 * { action })`) is loaded on demand, once, and only when the server configured a site key;
 * each protected form asks it for a fresh token for its action (`login`, `signup`,
 * `forgot_password`) and sends it in the `verify` header. Not configured: no script and no
 * header. A script that does not load is reported, so the form can say so; the next try
 * loads it again.
 */
import { useEffect } from "react";

import type { AuthSettings } from "@coop/contract/load-context";

export type BotCheckSettings = NonNullable<AuthSettings["botCheck"]>;
export type BotCheckAction = "login" | "signup" | "forgot_password" | "contact";

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

/** What a form gets: a token (none when the check is off), or that the check failed to run. */
export type BotCheckToken = { ok: true; token: string | undefined } | { ok: false };

const LOAD_TIMEOUT_MS = 15_000;

let settings: BotCheckSettings | null = null;
let loading: Promise<Grecaptcha> | null = null;

/** Sets the site key and script (from the page's settings); null turns the check off here. */
export function configureBotCheck(next: BotCheckSettings | null): void {
  if (next?.siteKey === settings?.siteKey && next?.scriptUrl === settings?.scriptUrl) return;
  settings = next;
  loading = null;
}

function grecaptchaOf(): Grecaptcha | undefined {
  return (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
}

/** The script's URL with the site key as `render` (how reCAPTCHA v3 is told the key). */
export function scriptSrc(config: BotCheckSettings): string {
  const url = new URL(config.scriptUrl, window.location.href);
  url.searchParams.set("render", config.siteKey);
  return url.toString();
}

function load(config: BotCheckSettings): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    const ready = () => {
      const grecaptcha = grecaptchaOf();
      if (!grecaptcha) return reject(new Error("the bot-check script did not define grecaptcha"));
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    if (grecaptchaOf()) return ready();
    const script = document.createElement("script");
    script.src = scriptSrc(config);
    script.async = true;
    script.dataset.botCheck = "";
    const timer = setTimeout(() => {
      script.remove();
      reject(new Error("the bot-check script took too long to load"));
    }, LOAD_TIMEOUT_MS);
    script.addEventListener("load", () => {
      clearTimeout(timer);
      ready();
    });
    script.addEventListener("error", () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error("the bot-check script could not load"));
    });
    document.head.append(script);
  });
}

/** Starts loading the script when the check is on (a form's first render, the minimal layout). */
export function preloadBotCheck(): Promise<Grecaptcha | null> {
  const config = settings;
  if (!config) return Promise.resolve(null);
  if (!loading) {
    const attempt = load(config);
    loading = attempt;
    // A failed load is forgotten, so the next submit tries again.
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

/**
 * A fresh token for `action`, for the `verify` header. `{ ok: true, token: undefined }` when
 * the check is off (send no header); `{ ok: false }` when the script could not load or run.
 */
export async function getBotCheckToken(action: BotCheckAction): Promise<BotCheckToken> {
  const config = settings;
  if (!config) return { ok: true, token: undefined };
  try {
    const grecaptcha = await preloadBotCheck();
    if (!grecaptcha) return { ok: true, token: undefined };
    const token = await grecaptcha.execute(config.siteKey, { action });
    return typeof token === "string" && token !== "" ? { ok: true, token } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * Sets the bot check up from the page's settings and starts loading its script, so the first
 * submit does not wait for it. Forms that send a bot-check token call it; so does the
 * minimal layout (the in-app screens).
 */
export function useBotCheck(botCheck: BotCheckSettings | null): { enabled: boolean } {
  // Set during render too, so a submit right after hydration already knows the settings.
  if (typeof window !== "undefined") configureBotCheck(botCheck);
  useEffect(() => {
    configureBotCheck(botCheck);
    void preloadBotCheck().catch(() => undefined);
  }, [botCheck]);
  return { enabled: botCheck !== null };
}
