/**
 * `botcheck.browser-token` (docs/decisions/024-bot-check-in-the-browser.md): the bot check in
 * the browser. A reCAPTCHA-v3-shaped script (`grecaptcha.ready`, `grecaptcha.execute(siteKey,
 * { action })`) is loaded on demand, once, and only when the server configured a site key;
 * each protected form asks it for a fresh token for its action (`login`, `signup`,
 * `forgot_password`, `contact`) and sends it in the `verify` header. Not configured: no
 * script and no header. A script that does not load is reported, so the form can say so; the
 * next try loads it again. The script may be a vendor's or the server's own
 * (`botcheck.builtin`: a same-origin path such as `/bot-check/api.js`).
 */
import { useCallback, useEffect } from "react";

import type { AuthSettings } from "@coop/contract/load-context";

import { useTranslation } from "./i18n-react.tsx";

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

/** The `auth` namespace's words for a bot-check problem. */
export type BotCheckProblemKey =
  "errors.botCheckFailed" | "errors.botCheckUnavailable" | "errors.botCheckLoad";

// The server's refusals by the bot check name it (lib/bot-check.ts on the server).
const BOT_CHECK_REFUSAL = /bot check|verify header|comes from a person/i;

/**
 * `botcheck.words`: what a protected form says when the bot check stops it, as a key of the
 * `auth` namespace: `"load"` (getBotCheckToken gave `{ ok: false }`: the script did not load
 * or gave no token) → could not load; 403 → did not pass; 503 → not available right now.
 * With the server's message, a 403 or 503 that does not come from the bot check is not its
 * problem (null), nor is any other status: the form says those its own way.
 */
export function botCheckProblem(
  status: number | "load",
  message?: string,
): BotCheckProblemKey | null {
  if (status === "load") return "errors.botCheckLoad";
  if (status !== 403 && status !== 503) return null;
  if (message !== undefined && !BOT_CHECK_REFUSAL.test(message)) return null;
  return status === 403 ? "errors.botCheckFailed" : "errors.botCheckUnavailable";
}

/**
 * `botcheck.words` for a component: `(status, message?) => words | null`, in the page's
 * language (it loads the `auth` namespace, where the words are).
 */
export function useBotCheckProblem(): (status: number | "load", message?: string) => string | null {
  const { t } = useTranslation("auth");
  return useCallback(
    (status: number | "load", message?: string) => {
      const key = botCheckProblem(status, message);
      return key === null ? null : t(key);
    },
    [t],
  );
}
