/**
 * `i18n.switch-wait`: switching the language shows a loading state until the
 * translation reports the new language or 5 seconds pass, checked every 100 ms.
 */
export const LANGUAGE_WAIT_MS = 5000;
export const LANGUAGE_POLL_MS = 100;

type LanguageWaitResult = "switched" | "timeout" | "cancelled";

type LanguageWait = {
  done: Promise<LanguageWaitResult>;
  cancel(): void;
};

/**
 * Polls `currentLanguage()` every 100 ms until it equals `target` ("switched") or 5 s have
 * passed ("timeout"); `cancel()` ends it early ("cancelled"). It checks once at the start,
 * so a language that is already there ends the wait at once.
 */
export function waitForLanguage(
  currentLanguage: () => string | undefined,
  target: string,
  { timeout = LANGUAGE_WAIT_MS, interval = LANGUAGE_POLL_MS } = {},
): LanguageWait {
  const timer: { id?: ReturnType<typeof setInterval> } = {};
  let finish: (result: LanguageWaitResult) => void = () => {};
  const done = new Promise<LanguageWaitResult>((resolve) => {
    let settled = false;
    finish = (result) => {
      if (settled) return;
      settled = true;
      if (timer.id !== undefined) clearInterval(timer.id);
      resolve(result);
    };
  });
  if (currentLanguage() === target) {
    finish("switched");
    return { done, cancel: () => {} };
  }
  const started = Date.now();
  timer.id = setInterval(() => {
    if (currentLanguage() === target) finish("switched");
    else if (Date.now() - started >= timeout) finish("timeout");
  }, interval);
  return { done, cancel: () => finish("cancelled") };
}
