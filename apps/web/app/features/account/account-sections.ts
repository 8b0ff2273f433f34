// `member.account-sections`: what /account/{slug} answers for each slug.
import { routePaths } from "../../lib/route-names.ts";

export type AccountSectionTarget =
  { kind: "page"; section: "favorites" } | { kind: "redirect"; to: string } | { kind: "not-found" };

/** The names a member might type for a section that lives at another address. */
const aliases: Record<string, string> = {
  profile: routePaths["account-settings"],
  rewards: routePaths["account-offers"],
  addresses: `${routePaths["account-payments"]}#addresses`,
  cards: routePaths["account-payments"],
  wallet: routePaths["account-payments"],
  orders: routePaths["account-order-history"],
};

/**
 * `member.account-sections`: `favorites` is a page of its own; profile, rewards, addresses,
 * cards, wallet and orders send the member to the section they name; anything else is not
 * a page (404). Slugs are matched as typed, in any letter case.
 */
export function accountSectionTarget(slug: string | undefined): AccountSectionTarget {
  const name = (slug ?? "").toLowerCase();
  if (name === "favorites") return { kind: "page", section: "favorites" };
  const to = Object.hasOwn(aliases, name) ? aliases[name] : undefined;
  return to ? { kind: "redirect", to } : { kind: "not-found" };
}
