// The rules of leaving the catering site (`catering-exit.*` in docs/rules.md), as pure functions:
// which clicked links the exit dialog stops, which open in a new tab, and what the cart holds.
import type { Channel } from "@coop/contract/headers";

/** What a click on a link asks for, as the document's click listener reads it. */
export type LinkClick = {
  /** The link's resolved address (`HTMLAnchorElement.href`). */
  href: string;
  /** Its `target` attribute ("" when none). */
  target: string;
  /** The link has a `download` attribute. */
  download: boolean;
  /** Ctrl, Meta, Shift or Alt held, or not the main button: the browser opens a new tab or window. */
  modified: boolean;
};

export type ExitPage = {
  /** This page's origin (`location.origin`). */
  origin: string;
  channel: Channel;
  /** Items in the catering cart (`useCateringCartCount`). */
  cartCount: number;
};

/**
 * - `follow`: nothing to do, the browser follows the link as usual;
 * - `new-tab`: the link opens in a new tab (`catering-exit.locations-new-tab`), never warned;
 * - `warn`: the click is stopped and the exit dialog asks first (`catering-exit.warn`).
 */
export type ExitLinkAction = "follow" | "new-tab" | "warn";

/** An http(s) address of another origin than the page's; null for anything else. */
function externalUrl(href: string, origin: string): URL | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin === new URL(origin).origin ? null : url;
}

/** `catering-exit.locations-new-tab`: an external address that contains "locations". */
export function isLocationsLink(url: URL): boolean {
  return url.href.toLowerCase().includes("locations");
}

/** A link the browser opens in another tab or window: the catering tab stays where it is. */
function opensElsewhere(click: LinkClick): boolean {
  const target = click.target.trim().toLowerCase();
  return click.modified || click.download || (target !== "" && target !== "_self");
}

/**
 * What a click on a link does on this page (`catering-exit.warn`,
 * `catering-exit.locations-new-tab`). Only the catering channel and only links to another
 * origin over http(s) are concerned. An external link containing "locations" opens in a new
 * tab, cart or not. Any other external link that would take this tab away (not a new tab, a
 * new window or a download) is stopped for the dialog while the cart has items; with an empty
 * cart it just works.
 */
export function exitLinkAction(click: LinkClick, page: ExitPage): ExitLinkAction {
  if (page.channel !== "catering") return "follow";
  const url = externalUrl(click.href, page.origin);
  if (!url) return "follow";
  if (isLocationsLink(url)) return "new-tab";
  if (opensElsewhere(click) || page.cartCount <= 0) return "follow";
  return "warn";
}

/** The attributes a `new-tab` link gets before the browser follows it. */
export const newTabAttributes = { target: "_blank", rel: "noopener" } as const;
