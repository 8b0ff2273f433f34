import { withoutPersonalData } from "./personal-data.ts";

/**
 * Tag-manager events (`tracking.data-layer`): each one is pushed to `window.dataLayer` as
 * `{ event, ...payload }`. Nothing else: the tag manager, when a chain installs one, reads
 * the layer. On the server (no window) a call does nothing. `tracking.no-personal-data`: the
 * payload loses any email address, password, card number or security code before it is pushed.
 */
type AnalyticsPayload = Record<string, unknown>;

type DataLayerWindow = { dataLayer?: unknown[] };

export function track(event: string, payload: AnalyticsPayload = {}): void {
  if (typeof window === "undefined") return;
  const target = window as unknown as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ ...withoutPersonalData(payload), event });
}
