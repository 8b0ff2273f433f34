// `timing.idle-prefetch`: once a page has loaded and the browser is idle, the code and data
// of the pages a visitor most likely opens next are fetched ahead, so that the click that
// follows does not wait for them. Never on a slow or metered connection, nor offline.

import { routePaths } from "./route-names.ts";

/** How long the browser may stay busy before the prefetch runs anyway. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** What the browser says of its connection (`navigator.onLine`, `navigator.connection`). */
export type ConnectionInfo = {
  onLine: boolean;
  /** The visitor asked for reduced data use. */
  saveData?: boolean;
  /** The Network Information API's estimate: "slow-2g", "2g", "3g" or "4g". */
  effectiveType?: string;
};

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g"]);

/** Whether prefetching is worth it: online, no data saver, not a 2G-class connection. */
export function canPrefetch(connection: ConnectionInfo): boolean {
  if (!connection.onLine) return false;
  if (connection.saveData === true) return false;
  if (connection.effectiveType !== undefined && SLOW_CONNECTIONS.has(connection.effectiveType)) {
    return false;
  }
  return true;
}

/** The connection as this browser reports it (unknown parts left out). */
export function browserConnection(nav: Navigator): ConnectionInfo {
  const connection = (
    nav as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return {
    onLine: nav.onLine,
    saveData: connection?.saveData,
    effectiveType: connection?.effectiveType,
  };
}

/**
 * The pages a visitor most likely opens next from `pathname`: from the home the menu and the
 * restaurant finder; from the menu and the finder the order page; from the order page its
 * checkout; from checkout the confirmation. Pages with no likely next step get none.
 */
export function likelyNextPages(pathname: string): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === routePaths.home) return [routePaths.menu, routePaths.locations];
  if (path === routePaths.menu || /^\/menu\/[^/]+$/.test(path)) {
    if (path === routePaths["menu-nutrition"] || path === routePaths["menu-product"]) {
      return [routePaths.menu];
    }
    return [routePaths["order-items"]];
  }
  if (path === routePaths.locations) return [routePaths["order-items"]];
  if (path === routePaths["order-items"]) return [routePaths["order-checkout"]];
  if (path === routePaths["order-product"]) return [routePaths["order-items"]];
  if (path === routePaths["order-checkout"]) return [routePaths["order-confirm"]];
  if (path === routePaths["account-login"] || path === routePaths["account-signup"]) {
    return [routePaths.account];
  }
  return [];
}

type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
};

/**
 * Runs `callback` when the browser is idle, and at the latest after `timeout` ms
 * (requestIdleCallback; a plain timer of `timeout` where the browser lacks it). Returns a
 * function that cancels it.
 */
export function whenIdle(
  callback: () => void,
  timeout: number = PREFETCH_IDLE_TIMEOUT_MS,
  win: IdleWindow = window as unknown as IdleWindow,
): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const cancel = win.cancelIdleCallback.bind(win);
    const handle = win.requestIdleCallback.call(win, callback, { timeout });
    return () => cancel(handle);
  }
  const handle = win.setTimeout.call(win, callback, timeout);
  return () => win.clearTimeout.call(win, handle);
}
