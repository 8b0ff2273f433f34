import { z } from "zod";

/**
 * The shapes of a catalog's data files (restaurants.json, hours.json, menus/*.json,
 * coupons.json, upsells.json), checked when they are read. These are seed-only shapes: the
 * contract's schemas describe the API's JSON, not these files. data/README.md explains the
 * format; catalog-files.ts turns the files into the records the seeders write.
 */

const clock = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time "HH:mm" from 00:00 to 24:00');
const weekday = z.literal([0, 1, 2, 3, 4, 5, 6], { error: "must be a weekday 0 (Sunday) to 6" });
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD");
const cents = z.number().int().min(0);
const positiveInt = z.number().int().positive();

export const dailyRangeSchema = z.strictObject({ day: weekday, open: clock, close: clock });
const calendarRef = z.union([z.string().min(1), z.array(dailyRangeSchema)]);

export const hoursFileSchema = z.strictObject({
  /** Days every restaurant is closed (holidays), local dates. */
  closedDates: z.array(localDate),
  /** Named weekly calendars. */
  weeks: z.record(z.string(), z.array(dailyRangeSchema)),
  /** Named hour profiles: each of the four calendars is a week's name or a list of ranges. */
  profiles: z.record(
    z.string(),
    z.strictObject({
      business: calendarRef,
      pickup: calendarRef,
      curbside: calendarRef,
      delivery: calendarRef,
    }),
  ),
});
export type HoursFile = z.infer<typeof hoursFileSchema>;

const handoffMode = z.enum(["pickup", "curbside", "dispatch"]);

export const restaurantFileSchema = z.strictObject({
  id: positiveInt,
  slug: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes"),
  name: z.string().min(1),
  address: z.string().min(1),
  city: z.string().min(1),
  state: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter state code"),
  zip: z.string().regex(/^\d{5}$/, "must be a 5-digit zip"),
  phone: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timeZone: z.string().min(1),
  handoffModes: z.array(handoffMode).min(1),
  /** A profile name of hours.json. */
  hours: z.string().min(1),
  taxRateBps: z.number().int().min(0).max(10_000),
  deliveryRadiusMiles: z.number().min(0),
  deliveryFeeTiers: z.array(z.strictObject({ upToMiles: z.number().positive(), feeCents: cents })),
  deliveryMinimumCents: cents,
  leadTimeMinutes: z.number().int().min(0),
  slotCapacity: positiveInt,
  cateringLeadTimeMinutes: z.number().int().min(0),
  cateringSlotCapacity: positiveInt,
  menuId: z.string().min(1),
  cateringMenuId: z.string().min(1),
  message: z.string().nullable(),
  unavailableSkus: z.array(z.string().min(1)),
  /** Closed days of this restaurant only, after the chain's (hours.json). */
  closedDates: z.array(localDate).optional(),
});
export type RestaurantFile = z.infer<typeof restaurantFileSchema>;

const allergen = z.enum([
  "milk",
  "egg",
  "wheat",
  "soy",
  "peanut",
  "tree-nut",
  "fish",
  "shellfish",
  "sesame",
]);

export type OptionFile = {
  name: string;
  priceDeltaCents: number;
  calories: number;
  isDefault?: boolean;
  maxQuantity?: number;
  groups?: GroupFile[];
};
export type InlineGroupFile = {
  name: string;
  minSelect: number;
  maxSelect: number;
  options: OptionFile[];
};
/** A group written out, or `{ "shared": name }`: one of the menu's `sharedGroups`. */
export type GroupFile = InlineGroupFile | { shared: string };

const optionSchema: z.ZodType<OptionFile> = z.lazy(() =>
  z.strictObject({
    name: z.string().min(1),
    priceDeltaCents: z.number().int(),
    /** Added when chosen; negative when the choice is lighter (grilled instead of fried). */
    calories: z.number().int(),
    isDefault: z.boolean().optional(),
    maxQuantity: positiveInt.optional(),
    groups: z.array(groupSchema).optional(),
  }),
);
const inlineGroupSchema: z.ZodType<InlineGroupFile> = z.lazy(() =>
  z.strictObject({
    name: z.string().min(1),
    minSelect: z.number().int().min(0),
    maxSelect: positiveInt,
    options: z.array(optionSchema).min(1),
  }),
);
const groupSchema: z.ZodType<GroupFile> = z.lazy(() =>
  z.union([z.strictObject({ shared: z.string().min(1) }), inlineGroupSchema]),
);

const productSchema = z.strictObject({
  sku: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  priceCents: cents,
  baseCalories: z.number().int().min(0),
  maxCalories: z.number().int().min(0),
  allergens: z.array(allergen),
  /** Default: `<sku>-card.svg` (mobile-webapp-menu) and `<sku>-hero.svg` (desktop-menu). */
  images: z
    .array(z.strictObject({ filename: z.string().min(1), groupname: z.string() }))
    .optional(),
  /** Default: none (sold whenever the restaurant is open). */
  availability: z
    .array(
      z.strictObject({
        days: z.array(weekday).optional(),
        start: clock.optional(),
        end: clock.optional(),
      }),
    )
    .optional(),
  optionGroups: z.array(groupSchema).optional(),
  maxQuantity: positiveInt,
  /**
   * How many guests one of it feeds, as the chain prints it (the upper number of "serves
   * eight to ten", the default size of a pan). Left out when the product does not feed a group.
   */
  serves: positiveInt.optional(),
});

export const menuFileSchema = z.strictObject({
  id: z.string().min(1),
  kind: z.enum(["default", "catering"]),
  name: z.string().min(1),
  /**
   * Where ids start. Categories count from `firstCategory` in file order; the n-th product
   * (from 1) of the c-th category (from 1) is `productBase + 100·c + n`; option groups and
   * options count from `firstGroup` and `firstOption` through the menu in file order, depth
   * first, shared groups expanded where they are used.
   */
  ids: z.strictObject({
    firstCategory: positiveInt,
    productBase: z.number().int().min(0),
    firstGroup: positiveInt,
    firstOption: positiveInt,
  }),
  sharedGroups: z.record(z.string(), inlineGroupSchema).optional(),
  categories: z.array(
    z.strictObject({
      name: z.string().min(1),
      description: z.string(),
      products: z.array(productSchema).max(99, "holds at most 99 products"),
    }),
  ),
});
export type MenuFile = z.infer<typeof menuFileSchema>;

export const couponFileSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9]+$/, "must be upper-case letters and digits"),
  kind: z.enum(["percent", "amount", "free_delivery", "free_item"]),
  percentBps: z.number().int().min(1).max(10_000).optional(),
  amountCents: positiveInt.optional(),
  freeSku: z.string().min(1).optional(),
  freeItemName: z.string().min(1).optional(),
  minSubtotalCents: cents,
  startsAt: z.iso.datetime().optional(),
  endsAt: z.iso.datetime().optional(),
  handoffs: z.array(z.enum(["pickup", "curbside", "dispatch"])).optional(),
  channels: z.array(z.enum(["default", "catering"])).optional(),
  perCustomerLimit: positiveInt.optional(),
  globalLimit: positiveInt.optional(),
  /** Default true. */
  active: z.boolean().optional(),
  description: z.string().min(1),
  /** A wallet offer's code: only a member holding the offer may use it. Default false. */
  walletOnly: z.boolean().optional(),
});
export type CouponFile = z.infer<typeof couponFileSchema>;

export const upsellFileSchema = z.strictObject({
  id: positiveInt,
  name: z.string().min(1),
  triggerSkus: z.array(z.string().min(1)),
  triggerCategoryIds: z.array(positiveInt),
  suggestSkus: z.array(z.string().min(1)).min(1),
});
