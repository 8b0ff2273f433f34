import { useEngagementFeedLoader } from "./feed-store.ts";
import { InAppPresenter } from "./in-app-presenter.tsx";

/**
 * Mounted once by the default layout: keeps the shared engagement feed loaded (after
 * hydration, on sign-in and sign-out, on a language change, after a long absence) and shows
 * its in-app messages.
 */
export function EngagementWatcher() {
  useEngagementFeedLoader();
  return <InAppPresenter />;
}
