import { useEngagementFeedLoader } from "./feed-store.ts";

/**
 * Mounted once by the default layout: keeps the shared engagement feed loaded (after
 * hydration, on sign-in and sign-out, on a language change, after a long absence).
 */
export function EngagementWatcher() {
  useEngagementFeedLoader();
  return null;
}
