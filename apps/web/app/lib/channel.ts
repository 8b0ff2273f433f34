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

/** True when a host name is an IP address (v4 or a bracketed v6): it has no subdomain. */
function isIpHost(hostname: string): boolean {
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[");
}

/**
 * The other channel's origin: the catering site is the consumer host prefixed with
 * "catering." (example.com's catering site is on its catering subdomain, localhost:3000's
 * too), and back again.
 * `channel.catering-link-ip-host`: a host that is an IP address (http://127.0.0.1:3000) has no
 * catering subdomain (no such host can be made of an IP address), so there is none: null, and
 * the footer shows no catering link rather than a broken one.
 */
export function cateringOrigin(origin: string): string | null {
  const url = new URL(origin);
  if (url.hostname.startsWith("catering.")) return url.origin;
  if (isIpHost(url.hostname)) return null;
  url.hostname = `catering.${url.hostname.replace(/^www\./, "")}`;
  return url.origin;
}

export function consumerOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname.replace(/^catering\./, "");
  return url.origin;
}
