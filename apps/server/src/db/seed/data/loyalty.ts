import type { RewardDiscount } from "@coop/contract/rewards";

/**
 * The demo chain's loyalty program and offers. Points: LOYALTY_POINTS_PER_DOLLAR (10 by
 * default) per dollar spent after discounts. Images are menu image files (served under
 * MENU_IMAGE_BASE_URL).
 */
export type RewardSeed = {
  id: string;
  name: string;
  description: string;
  points: number;
  channel: "default" | "catering";
  discount: RewardDiscount;
  image: string | null;
  validDays: number;
};

/** What points buy (GET members/loyalty lists them; POST members/redeem spends points). */
export const rewardCatalog: readonly RewardSeed[] = [
  {
    id: "free-biscuit",
    name: "Free Buttermilk Biscuit",
    description: "One warm buttermilk biscuit, on us.",
    points: 250,
    channel: "default",
    discount: {
      type: "free_item",
      sku: "BIS-BTR",
      item_name: "Buttermilk Biscuit",
      minimum_cents: 0,
    },
    image: "BIS-BTR-card.svg",
    validDays: 30,
  },
  {
    id: "free-mac",
    name: "Free Mac & Cheese",
    description: "A regular side of our baked mac & cheese.",
    points: 400,
    channel: "default",
    discount: { type: "free_item", sku: "SD-MAC", item_name: "Mac & Cheese", minimum_cents: 0 },
    image: "SD-MAC-card.svg",
    validDays: 30,
  },
  {
    id: "five-off",
    name: "$5 Off Your Order",
    description: "Five dollars off any order.",
    points: 600,
    channel: "default",
    discount: { type: "amount_off", amount_cents: 500, minimum_cents: 0 },
    image: null,
    validDays: 30,
  },
  {
    id: "eight-tenders",
    name: "Free 8 Tenders",
    description: "A box of eight tenders with four dipping sauces.",
    points: 1200,
    channel: "default",
    discount: { type: "free_item", sku: "TND-8", item_name: "8 Tenders", minimum_cents: 0 },
    image: "TND-8-card.svg",
    validDays: 30,
  },
  {
    id: "family-meal",
    name: "Free 8-Piece Family Meal",
    description: "Eight pieces, two large sides and four biscuits.",
    points: 2800,
    channel: "default",
    discount: {
      type: "free_item",
      sku: "FAM-8",
      item_name: "8-Piece Family Meal",
      minimum_cents: 0,
    },
    image: "FAM-8-card.svg",
    validDays: 60,
  },
  {
    id: "catering-25",
    name: "$25 Off a Catering Order",
    description: "Twenty-five dollars off a catering order of $150 or more.",
    points: 2500,
    channel: "catering",
    discount: { type: "amount_off", amount_cents: 2500, minimum_cents: 15000 },
    image: "CAT-8PC-card.svg",
    validDays: 60,
  },
];

export type OfferSeed = {
  id: string;
  /** One of db/seed/data/offer-codes.ts. */
  code: string;
  /** Without 'Catering - ': the API adds it for catering offers. */
  label: string;
  description: string;
  image: string | null;
  channel: "default" | "catering";
  isPublic: boolean;
  endsAt?: string;
};

/** Offers: public ones (GET offers/all) and ones members find in their wallet. */
export const offerCatalog: readonly OfferSeed[] = [
  {
    id: "welcome",
    code: "WELCOME5",
    label: "$5 Off: Welcome to Coop Rewards",
    description: "$5 off an order of $15 or more. Yours for joining.",
    image: null,
    channel: "default",
    isPublic: false,
  },
  {
    id: "free-biscuit",
    code: "FREEBISCUIT",
    label: "Free Buttermilk Biscuit",
    description: "A free buttermilk biscuit with any purchase.",
    image: "BIS-BTR-card.svg",
    channel: "default",
    isPublic: false,
  },
  {
    id: "sidekick",
    code: "SIDEKICK",
    label: "Free Seasoned Fries",
    description: "Free regular Seasoned Fries with any order of $10 or more.",
    image: "SD-FRY-card.svg",
    channel: "default",
    isPublic: false,
  },
  {
    id: "summer-3",
    code: "SUMMER3",
    label: "$3 Off Summer Special",
    description: "$3 off any order, while it lasts.",
    image: null,
    channel: "default",
    isPublic: false,
  },
  {
    id: "family-10",
    code: "FAMILY10",
    label: "$10 Off Family Orders",
    description: "$10 off a family-sized order of $40 or more.",
    image: "FAM-8-card.svg",
    channel: "default",
    isPublic: true,
  },
  {
    id: "catering-20",
    code: "CATER20",
    label: "$20 Off Orders of $200+",
    description: "$20 off a catering order of $200 or more.",
    image: "CAT-16PC-card.svg",
    channel: "catering",
    isPublic: true,
  },
  {
    id: "catering-tea",
    code: "CATERTEA",
    label: "Free Gallon of Sweet Tea",
    description: "A free gallon of sweet tea with a catering order of $150 or more.",
    image: "CAT-GAL-TEA-card.svg",
    channel: "catering",
    isPublic: false,
  },
];

/** The offer every new member finds in the wallet, and for how long. */
export const WELCOME_OFFER = { offerId: "welcome", validDays: 30 } as const;
