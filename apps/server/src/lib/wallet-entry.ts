/**
 * What the wallet's two kinds of entry share (GET members/offers/all): offers given to the
 * member (modules/offers) and loyalty rewards the member redeemed (modules/rewards).
 */

/** `wallet.catering-label`: the label the wallet shows; catering entries carry the prefix. */
export const walletLabel = (name: string, channel: string, cateringPrefix: string): string =>
  channel === "catering" ? `${cateringPrefix}${name}` : name;

export const walletChannel = (channel: string): "default" | "catering" =>
  channel === "catering" ? "catering" : "default";

/** An image path of the data as a URL: absolute URLs and root paths are kept as they are. */
export const imageUrl = (image: string | null, base: string): string | null =>
  image === null ? null : /^https?:\/\/|^\//.test(image) ? image : `${base}${image}`;

/** How long used or expired entries stay in the wallet answer (`wallet.visible`: 90 days). */
export const WALLET_KEEP_MS = 90 * 86_400_000;
