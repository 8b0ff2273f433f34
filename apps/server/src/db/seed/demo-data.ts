import { readFileSync } from "node:fs";
import { join } from "node:path";

import { z } from "zod";

import { rewardDiscountSchema } from "@coop/contract/rewards";

import type { MenuSeed } from "../../domain/catalog-types.ts";
import { readCatalogDir } from "./catalog-files.ts";

/**
 * The demo chain, read from the data files in data/ (data/README.md): its catalog (the same
 * format a chain imports with `npm run catalog:import`) and what only the demo has, the
 * loyalty program and the demo members. Read and checked once, when first imported.
 */
export const DEMO_DATA_DIR = join(import.meta.dirname, "data");

export const demoCatalog = readCatalogDir(DEMO_DATA_DIR);

const menuById = (id: string): MenuSeed => {
  const menu = demoCatalog.menus.find((m) => m.id === id);
  if (!menu) throw new Error(`The demo data has no menus/${id}.json`);
  return menu;
};

/** The base menu every demo restaurant's `m<id>` menu starts from. */
export const defaultMenu = menuById("default");
/** The catering menu every demo restaurant's `c<id>` menu starts from. */
export const cateringMenu = menuById("catering");
export const restaurants = demoCatalog.restaurants;
export const upsellGroups = demoCatalog.upsells;
/** Promo codes and the wallet offers' codes (`walletOnly`). */
export const demoCoupons = demoCatalog.coupons;

// ── loyalty.json ──────────────────────────────────────────────────────────────────────────

const channel = z.enum(["default", "catering"]);

const rewardSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  points: z.number().int().positive(),
  channel,
  discount: rewardDiscountSchema,
  /** A menu image file name (served under MENU_IMAGE_BASE_URL), or null. */
  image: z.string().nullable(),
  /** How long a redeemed reward stays usable. */
  validDays: z.number().int().positive(),
});
export type RewardSeed = z.infer<typeof rewardSchema>;

const offerSchema = z.strictObject({
  id: z.string().min(1),
  /** A coupon code of coupons.json. */
  code: z.string().min(1),
  /** Without 'Catering - ': the API adds it for catering offers. */
  label: z.string().min(1),
  description: z.string(),
  image: z.string().nullable(),
  channel,
  isPublic: z.boolean(),
  endsAt: z.iso.datetime().optional(),
  /** The welcome offer: new members find it in the wallet for this many days. */
  welcomeValidDays: z.number().int().positive().optional(),
});
export type OfferSeed = z.infer<typeof offerSchema>;

const loyaltyFileSchema = z.strictObject({
  rewards: z.array(rewardSchema),
  offers: z.array(offerSchema),
});

// ── members.json ──────────────────────────────────────────────────────────────────────────

const demoMemberSchema = z.strictObject({
  id: z.string().min(1),
  email: z.email(),
  /** Public on purpose: this is demo data (README "Demo members"). */
  password: z.string().min(1),
  /** The scrypt hash of `password`, computed once so that seeding costs no hashing. */
  passwordHash: z.string().startsWith("$scrypt$"),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  /** Ten digits. */
  phone: z
    .string()
    .regex(/^\d{10}$/)
    .nullable(),
  optin: z.boolean(),
  optinSms: z.boolean(),
  /** Point history; the balance is their sum. */
  points: z.array(
    z.strictObject({
      kind: z.enum(["bonus", "adjust"]),
      points: z.number().int(),
      note: z.string(),
    }),
  ),
  addresses: z.array(
    z.strictObject({
      address: z.string(),
      building: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      isDefault: z.boolean(),
    }),
  ),
  /** Restaurant ids. */
  favorites: z.array(z.number().int()),
  /** Offers in the wallet: `expiresInDays` from the seeding (negative: expired) or none. */
  wallet: z.array(
    z.strictObject({
      offerId: z.string(),
      expiresInDays: z.number().int().nullable(),
      status: z.enum(["incomplete", "complete"]),
    }),
  ),
  /** Loyalty rewards already redeemed and not yet used. */
  rewards: z.array(z.strictObject({ rewardId: z.string() })),
  /** A saved card (at most one: its processor reference is the member's): the built-in test
   * processor's card plus the member's summary of it. */
  savedCards: z
    .array(
      z.strictObject({
        brand: z.string().min(1),
        last4: z.string().regex(/^\d{4}$/),
        expMonth: z.number().int().min(1).max(12),
        expYear: z.number().int().min(2000),
      }),
    )
    .max(1),
  /** Past orders ("recent orders", "reorder"): picked up `daysAgo`, default-menu items. */
  pastOrders: z.array(
    z.strictObject({
      restaurantId: z.number().int(),
      daysAgo: z.number().int().positive(),
      items: z
        .array(z.strictObject({ sku: z.string().min(1), quantity: z.number().int().positive() }))
        .min(1),
    }),
  ),
});
export type DemoMember = z.infer<typeof demoMemberSchema>;

// ── staff.json ────────────────────────────────────────────────────────────────────────────

/**
 * Demo restaurant staff (README "Demo staff"; docs/decisions/025-staff-accounts-and-roles.md):
 * one of each role, their restaurants following the role's rule (`staff.role-restaurants`).
 */
const demoStaffSchema = z
  .strictObject({
    id: z.string().min(1),
    email: z.email().refine((e) => e === e.toLowerCase(), "must be lower case"),
    /** Public on purpose: this is demo data. */
    password: z.string().min(8),
    /** The scrypt hash of `password`, computed once so that seeding costs no hashing. */
    passwordHash: z.string().startsWith("$scrypt$"),
    name: z.string().min(1),
    role: z.enum(["crew", "manager", "marketing", "admin"]),
    restaurants: z.array(z.number().int().positive()),
  })
  .refine(
    (s) =>
      s.role === "crew"
        ? s.restaurants.length === 1
        : s.role === "manager"
          ? s.restaurants.length > 0
          : s.restaurants.length === 0,
    {
      path: ["restaurants"],
      message: "crew need exactly one restaurant, a manager at least one, others none",
    },
  );
export type DemoStaff = z.infer<typeof demoStaffSchema>;

function readDemoFile<S extends z.ZodType>(name: string, schema: S): z.infer<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(join(DEMO_DATA_DIR, name), "utf8")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  - ${name}, field ${i.path.join(".")}: ${i.message}`,
    );
    throw new Error(`The demo data has problems:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

const loyalty = readDemoFile("loyalty.json", loyaltyFileSchema);
/** What points buy (GET members/loyalty lists them; POST members/redeem spends points). */
export const rewardList: readonly RewardSeed[] = loyalty.rewards;
/** Offers: public ones (GET offers/all) and ones members find in their wallet. */
export const offerList: readonly OfferSeed[] = loyalty.offers;
export const demoMembers: readonly DemoMember[] = readDemoFile(
  "members.json",
  z.array(demoMemberSchema),
);

export const demoStaff: readonly DemoStaff[] = readDemoFile("staff.json", z.array(demoStaffSchema));
