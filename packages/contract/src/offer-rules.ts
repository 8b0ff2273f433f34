// The wallet-offer rules of screens-and-client.md §3 and §5 that the cart and the server
// share. No zod here: the browser imports this module (decision 016).
import type { Channel } from "./headers.ts";

/** screens §3: catering offers have a label starting 'Catering - '. */
export const CATERING_LABEL_PREFIX = "Catering - ";

type ShownOffer = { label: string; status: string; expires?: string | null | undefined };

/**
 * screens §5: wallet offers are shown only if their status is incomplete and they are not
 * expired (no expiry, or expiry on or after the start of today in UTC); the catering channel
 * shows only offers labelled 'Catering - ', the default channel hides those.
 */
export function visibleWalletOffers<T extends ShownOffer>(
  offers: readonly T[],
  channel: Channel,
  now: Date,
): T[] {
  const startOfTodayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return offers.filter((offer) => {
    if (offer.status !== "incomplete") return false;
    if (offer.expires) {
      const expires = Date.parse(offer.expires);
      if (Number.isNaN(expires) || expires < startOfTodayUtc) return false;
    }
    return offer.label.startsWith(CATERING_LABEL_PREFIX) === (channel === "catering");
  });
}

/** screens §3: the 'Catering - ' prefix is stripped for display. */
export function offerDisplayLabel(label: string): string {
  return label.startsWith(CATERING_LABEL_PREFIX)
    ? label.slice(CATERING_LABEL_PREFIX.length)
    : label;
}
