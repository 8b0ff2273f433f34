import type { Channel } from "@coop/contract/headers";

/**
 * `channel.from-host`: the catering channel is chosen when the host name contains the word
 * "catering", or when the address contains 2001. "Address" is read as the host with its
 * port (a catering server on :2001), not the path or query: a product id 2001 in
 * /order/product?id=2001 must not switch channels
 * (docs/decisions/005-client-store-and-channel.md).
 * Checked again on every route change.
 */
export function channelFor(url: { host: string }): Channel {
  const host = url.host.toLowerCase();
  return host.includes("catering") || host.includes("2001") ? "catering" : "default";
}

/** `channel.in-app-catering`: the cookie source=app on the catering channel, and only there. */
export function isInAppCatering(channel: Channel, sourceCookie: string | undefined): boolean {
  return channel === "catering" && sourceCookie === "app";
}

/**
 * The other channel's origin: the catering site is the consumer host prefixed with
 * "catering." (example.com's catering site is on its catering subdomain, localhost:3000's
 * too), and back again.
 */
export function cateringOrigin(origin: string): string {
  const url = new URL(origin);
  if (!url.hostname.startsWith("catering."))
    url.hostname = `catering.${url.hostname.replace(/^www\./, "")}`;
  return url.origin;
}

export function consumerOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname.replace(/^catering\./, "");
  return url.origin;
}
