/**
 * The rules of the offers pages (`/offers`, `/account/offers`) as pure functions: which
 * wallet entries show and how (`offers.wallet-cards`), where "Apply to my order" goes
 * (`offers.apply-to-order`), what the loyalty catalog lets the member redeem
 * (`offers.redeem`). The wallet filter itself is the shared `wallet.visible` rule.
 */
import type { Channel } from "@coop/contract/headers";
import { offerDisplayLabel, visibleWalletOffers } from "@coop/contract/offer-rules";

import { dateTimeFormat } from "../../lib/date-format.ts";
import { routePaths } from "../../lib/route-names.ts";

type Entry = {
  kind?: "offer" | "reward";
  label: string;
  cred: string;
  image?: string | null;
  expires?: string | null;
  status: string;
  description?: string;
};

export type WalletCard = {
  kind: "offer" | "reward";
  cred: string;
  /** The label as shown: 'Catering - ' stripped (`wallet.catering-label`). */
  label: string;
  description: string;
  image: string | null;
  expires: string | null;
};

/**
 * `offers.wallet-cards`: the wallet as cards — only the entries `wallet.visible` keeps
 * (incomplete, not expired, of this channel), labels without 'Catering - ', soonest expiry
 * first (no expiry last), an entry without a kind being a coupon offer.
 */
export function walletCards(entries: readonly Entry[], channel: Channel, now: Date): WalletCard[] {
  const cards = visibleWalletOffers(entries, channel, now).map((e) => ({
    kind: e.kind === "reward" ? ("reward" as const) : ("offer" as const),
    cred: e.cred,
    label: offerDisplayLabel(e.label),
    description: e.description ?? "",
    image: e.image ?? null,
    expires: e.expires ?? null,
  }));
  const at = (c: WalletCard) => (c.expires ? Date.parse(c.expires) : Number.POSITIVE_INFINITY);
  return cards.sort((a, b) => at(a) - at(b));
}

/** "Use by" date of a card, in the page's language, as the UTC calendar day it expires. */
export function expiryDate(expires: string, language: string): string {
  const at = new Date(expires);
  if (Number.isNaN(at.getTime())) return "";
  return dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(at);
}

/** A number of points as the page's language writes it (1,340 in English, 1340 in Spanish). */
export function formatPoints(points: number, language: string): string {
  return new Intl.NumberFormat(language).format(points);
}

export type ApplyPlan =
  { kind: "apply-now"; orderId: string } | { kind: "start-order"; path: string };

/**
 * `offers.apply-to-order`: with a current order the entry is applied to it at once; without
 * one it is kept as the pending offer (`wallet.pending-offer`) and the customer is sent to
 * start an order — the menu when a restaurant is chosen, otherwise the restaurant finder.
 */
export function applyPlan(orderId: string | null, hasLocation: boolean): ApplyPlan {
  if (orderId) return { kind: "apply-now", orderId };
  return {
    kind: "start-order",
    path: hasLocation ? routePaths["order-items"] : routePaths.locations,
  };
}

type CatalogReward = { id: string; label: string; points: number; channel: Channel };

export type CatalogEntry<R> = R & {
  displayLabel: string;
  affordable: boolean;
  /** Points still missing (0 when affordable). */
  short: number;
};

/**
 * `offers.redeem`: the loyalty catalog of this channel (catering rewards only on the catering
 * channel, their 'Catering - ' stripped), cheapest first; a reward can be redeemed only when
 * the balance covers its points, otherwise it says how many points are missing.
 */
export function catalogEntries<R extends CatalogReward>(
  rewards: readonly R[],
  channel: Channel,
  points: number,
): CatalogEntry<R>[] {
  return rewards
    .filter((r) => r.channel === channel)
    .map((r) => ({
      ...r,
      displayLabel: offerDisplayLabel(r.label),
      affordable: points >= r.points,
      short: Math.max(0, r.points - points),
    }))
    .sort((a, b) => a.points - b.points);
}

export type RedeemFailure =
  | { kind: "not-enough-points"; message: string }
  | { kind: "unverified"; message: string }
  | { kind: "other"; message: string };

/**
 * `offers.redeem`: a refused redeem in words — 409 (not enough points) and 403 (email not
 * verified: the page links to the account page to resend the verification) carry the
 * server's own message; anything else names the first error, or says the service could not
 * be reached.
 */
export function redeemFailure(
  status: number,
  errors: readonly string[],
  fallback: string,
): RedeemFailure {
  const message = errors[0]?.trim() || fallback;
  if (status === 409) return { kind: "not-enough-points", message };
  if (status === 403) return { kind: "unverified", message };
  return { kind: "other", message: status === 0 ? fallback : message };
}

type PublicEntry = { label: string; channel: Channel; expires: string | null };

/**
 * `offers.public`: the public offers of this channel (the catering channel shows only its
 * own, the default channel hides them), soonest expiry first.
 */
export function publicOfferCards<O extends PublicEntry>(
  offers: readonly O[],
  channel: Channel,
): O[] {
  const at = (o: O) => (o.expires ? Date.parse(o.expires) : Number.POSITIVE_INFINITY);
  return offers.filter((o) => o.channel === channel).sort((a, b) => at(a) - at(b));
}
