// The member's unread inbox count, as the engagement feed and the inbox last said: written by
// features/engagement, read by the header's inbox badge (features do not reach into each other).
import { useSyncExternalStore } from "react";

let unread = 0;
const listeners = new Set<() => void>();

/** Sets the count (features/engagement only). */
export function setUnreadInboxCount(count: number): void {
  if (count === unread) return;
  unread = count;
  for (const listener of listeners) listener();
}

/** The count now. */
export function readUnreadInboxCount(): number {
  return unread;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count, 0 on the server and during hydration. */
export function useUnreadInboxCount(): number {
  return useSyncExternalStore(subscribe, readUnreadInboxCount, () => 0);
}
