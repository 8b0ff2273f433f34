// Offers: the member's wallet (`wallet.entry-fields`) and the offers open to everyone
// (`wallet.public-offers`).
import { z } from "zod";

export const offerChannelSchema = z.enum(["default", "catering"]);

/**
 * A wallet offer (`wallet.entry-fields`: label, cred, image, expires, status). `kind`
 * "offer" is a coupon the member was given: `cred` is its coupon code, applied with
 * PUT orders/{id}/coupon. `kind` "reward" is a loyalty reward the member redeemed points
 * for: `cred` is its reference, applied with PUT orders/{id}/rewards.
 */
export const walletOfferEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(["offer", "reward"]),
    label: z.string().meta({ description: "Catering offers start with 'Catering - '" }),
    cred: z.string().meta({ description: "The coupon code (offer) or reward reference (reward)" }),
    image: z.string().nullable(),
    expires: z.string().nullable().meta({ description: "ISO 8601; null: does not expire" }),
    status: z.enum(["incomplete", "complete"]).meta({
      description: "incomplete: can still be used; complete: used",
    }),
    description: z.string(),
    channel: offerChannelSchema,
  })
  .meta({ id: "WalletOffer" });
export type WalletOfferEntry = z.infer<typeof walletOfferEntrySchema>;

/** GET members/offers/all: the member's wallet, as `rewards[]`. */
export const walletResponseSchema = z.object({ rewards: z.array(walletOfferEntrySchema) });
export type WalletResponse = z.infer<typeof walletResponseSchema>;

/** An offer open to everyone (GET offers/all, the server-start call: `wallet.public-offers`). */
export const publicOfferSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    cred: z.string().meta({ description: "The coupon code" }),
    description: z.string(),
    image: z.string().nullable(),
    expires: z.string().nullable(),
    channel: offerChannelSchema,
  })
  .meta({ id: "Offer" });
export type PublicOffer = z.infer<typeof publicOfferSchema>;

export const publicOffersResponseSchema = z.object({ offers: z.array(publicOfferSchema) });
export type PublicOffersResponse = z.infer<typeof publicOffersResponseSchema>;
