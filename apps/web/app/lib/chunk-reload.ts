/**
 * `frame.chunk-reload`: a failed asset-chunk load reloads the page, at most once per minute.
 * After a deploy, a tab still running the previous build asks for hashed chunks that no longer
 * exist; a reload fetches the new HTML and the new chunk names. The time of the last such
 * reload is kept in sessionStorage (per tab), so a chunk that is really broken does not
 * reload the page in a loop: the second failure within a minute is left to the error page.
 */

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const chunkReloadKey = "coop:chunk-reload-at";

/** True when the last chunk-error reload (epoch ms, or null for never) is a minute old or more. */
export function shouldReloadForChunkError(
  lastReloadAt: number | null,
  now: number,
  interval = CHUNK_RELOAD_INTERVAL_MS,
): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A time in the future (clock changed): treat as stale rather than blocking forever.
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= interval;
}

// The messages browsers give a failed dynamic import() or module script:
// Chromium, Firefox, Safari, and Vite's own preload helper.
const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load module script/i,
];

/** True when `reason` (an Error, an event's error, or a message) is a failed chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  let message: string;
  if (typeof reason === "string") message = reason;
  else if (reason instanceof Error) message = reason.message;
  else if (typeof reason === "object" && reason !== null && "message" in reason)
    message = String((reason as { message: unknown }).message);
  else return false;
  return chunkErrorPatterns.some((pattern) => pattern.test(message));
}

function readLastReload(storage: Storage | undefined): number | null {
  try {
    const raw = storage?.getItem(chunkReloadKey);
    const value = raw ? Number(raw) : Number.NaN;
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

type ReloadEnvironment = {
  storage: Storage | undefined;
  now: () => number;
  reload: () => void;
};

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined; // storage disabled: reload without a memory (the interval cannot hold)
  }
  return { storage, now: () => Date.now(), reload: () => window.location.reload() };
}

/**
 * Reloads the page for a failed chunk load unless it already did so within the last
 * minute. Returns whether it reloaded. Without sessionStorage it does not reload, since
 * it could not stop a loop.
 */
export function reloadForChunkError(env: ReloadEnvironment = browserEnvironment()): boolean {
  if (!env.storage) return false;
  const now = env.now();
  if (!shouldReloadForChunkError(readLastReload(env.storage), now)) return false;
  try {
    env.storage.setItem(chunkReloadKey, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/**
 * Listens, once per page, for Vite's `vite:preloadError` (a chunk or its CSS could not be
 * preloaded) and for unhandled module-import failures, and reloads as above. Returns a
 * function that stops listening.
 */
export function installChunkReload(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    // Handled here: Vite would otherwise rethrow the error.
    if (reloadForChunkError()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError();
  };
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadForChunkError();
  };
  target.addEventListener("vite:preloadError", onPreloadError);
  target.addEventListener("unhandledrejection", onRejection);
  target.addEventListener("error", onError);
  return () => {
    target.removeEventListener("vite:preloadError", onPreloadError);
    target.removeEventListener("unhandledrejection", onRejection);
    target.removeEventListener("error", onError);
  };
}
