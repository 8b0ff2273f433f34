// The wallet-offer rules that the cart and the server share (`wallet.visible`,
// `wallet.catering-label`). No zod here: the browser imports this module
// (`security.no-zod-in-browser`, docs/decisions/016-no-zod-in-the-browser.md).
import type { Channel } from "./headers.ts";

/** `wallet.catering-label`: catering offers have a label starting 'Catering - '. */
export const CATERING_LABEL_PREFIX = "Catering - ";

type ShownOffer = { label: string; status: string; expires?: string | null | undefined };

/**
 * `wallet.visible`: wallet offers are shown only if their status is incomplete and they are not
 * expired (no expiry, or expiry on or after the start of today in UTC); the catering channel
 * shows only offers labelled 'Catering - ', the default channel hides those
 * (`wallet.catering-label`).
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

/** `wallet.catering-label`: the 'Catering - ' prefix is stripped for display. */
export function offerDisplayLabel(label: string): string {
  return label.startsWith(CATERING_LABEL_PREFIX)
    ? label.slice(CATERING_LABEL_PREFIX.length)
    : label;
}
