import type { CouponRule } from "../../../domain/coupons.ts";

/**
 * The coupon codes behind the demo chain's offers (screens §3: a wallet offer's `cred` is
 * its coupon code, applied with PUT orders/{id}/coupon). They are coupon rules of the
 * orders engine, seeded into its coupon table beside the typed promo codes (coupons.ts),
 * so every offer the wallet or GET offers/all shows is a code checkout accepts.
 *
 * Codes in WALLET_ONLY_CODES are accepted only from a member whose wallet holds the offer,
 * unused and unexpired (modules/offers/wallet-codes.ts `memberHoldsOffer`); the others
 * anyone may type.
 */
const rule = (
  r: Pick<CouponRule, "code" | "kind" | "minSubtotalCents" | "channels" | "description"> &
    Partial<CouponRule>,
): CouponRule => ({
  startsAt: null,
  endsAt: null,
  handoffs: null,
  perCustomerLimit: null,
  globalLimit: null,
  active: true,
  ...r,
});

export const offerCouponRules: readonly CouponRule[] = [
  rule({
    code: "WELCOME5",
    kind: "amount",
    amountCents: 500,
    minSubtotalCents: 1500,
    channels: ["default"],
    perCustomerLimit: 1,
    description: "$5 off an order of $15 or more: a welcome for new members",
  }),
  rule({
    code: "FREEBISCUIT",
    kind: "free_item",
    freeSku: "BIS-BTR",
    freeItemName: "Buttermilk Biscuit",
    minSubtotalCents: 0,
    channels: ["default"],
    description: "A free Buttermilk Biscuit with any purchase",
  }),
  rule({
    code: "SIDEKICK",
    kind: "free_item",
    freeSku: "SD-FRY",
    freeItemName: "Seasoned Fries",
    minSubtotalCents: 1000,
    channels: ["default"],
    description: "Free regular Seasoned Fries with any order of $10 or more",
  }),
  rule({
    code: "SUMMER3",
    kind: "amount",
    amountCents: 300,
    minSubtotalCents: 0,
    channels: ["default"],
    description: "$3 off any order (a wallet offer; the demo members' copies have expired)",
  }),
  rule({
    code: "FAMILY10",
    kind: "amount",
    amountCents: 1000,
    minSubtotalCents: 4000,
    channels: ["default"],
    description: "$10 off a family-sized order of $40 or more",
  }),
  rule({
    code: "CATER20",
    kind: "amount",
    amountCents: 2000,
    minSubtotalCents: 20000,
    channels: ["catering"],
    description: "$20 off a catering order of $200 or more",
  }),
  rule({
    code: "CATERTEA",
    kind: "free_item",
    freeSku: "CAT-GAL-TEA",
    freeItemName: "Sweet Tea by the Gallon",
    minSubtotalCents: 15000,
    channels: ["catering"],
    description: "A free gallon of sweet tea with a catering order of $150 or more",
  }),
];

/** Codes a member must hold in the wallet to use. */
export const WALLET_ONLY_CODES: ReadonlySet<string> = new Set([
  "WELCOME5",
  "FREEBISCUIT",
  "SIDEKICK",
  "SUMMER3",
  "CATERTEA",
]);

/** Every offer code, upper case (screens §5: codes are sent in upper case). */
export const OFFER_CODES: readonly string[] = offerCouponRules.map((r) => r.code);
