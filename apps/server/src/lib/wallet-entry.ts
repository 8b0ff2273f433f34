import { CATERING_LABEL_PREFIX } from "@coop/contract/offer-rules";

/**
 * What the wallet's two kinds of entry share (GET members/offers/all): offers given to the
 * member (modules/offers) and loyalty rewards the member redeemed (modules/rewards).
 */

/** `wallet.catering-label`: the label the wallet shows; catering entries carry the prefix. */
export const walletLabel = (name: string, channel: string): string =>
  channel === "catering" ? `${CATERING_LABEL_PREFIX}${name}` : name;

export const walletChannel = (channel: string): "default" | "catering" =>
  channel === "catering" ? "catering" : "default";

/** An image path of the data as a URL: absolute URLs and root paths are kept as they are. */
export const imageUrl = (image: string | null, base: string): string | null =>
  image === null ? null : /^https?:\/\/|^\//.test(image) ? image : `${base}${image}`;

/** How long used or expired entries stay in the wallet answer (`wallet.visible`: 90 days). */
export const WALLET_KEEP_MS = 90 * 86_400_000;

/**
 * `wallet.visible`: whether an entry is still in the wallet answer at `now`: a used entry
 * for 90 days after its use, an expired one for 90 days after it expired.
 */
export function keptInWallet(
  entry: { done: boolean; doneAt: Date | null; expires: Date | null },
  now: Date,
): boolean {
  const since = new Date(now.getTime() - WALLET_KEEP_MS);
  if (entry.done && (entry.doneAt ?? now) < since) return false;
  return !(entry.expires && entry.expires < since);
}
