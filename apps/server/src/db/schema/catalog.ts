import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/* The chain: restaurants, menus, upsells and kitchen capacity. */

export const restaurants = pgTable("restaurants", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  zip: text("zip").notNull(),
  phone: text("phone").notNull(),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  timeZone: text("time_zone").notNull(),
  handoffModes: text("handoff_modes").array().notNull(),
  /** { business, pickup, curbside, delivery }: WeeklyCalendar each (domain/catalog-types.ts). */
  calendars: jsonb("calendars").notNull(),
  taxRateBps: integer("tax_rate_bps").notNull(),
  deliveryRadiusMiles: doublePrecision("delivery_radius_miles").notNull(),
  deliveryFeeTiers: jsonb("delivery_fee_tiers").notNull(),
  deliveryMinimumCents: integer("delivery_minimum_cents").notNull(),
  leadTimeMinutes: integer("lead_time_minutes").notNull(),
  slotCapacity: integer("slot_capacity").notNull(),
  cateringLeadTimeMinutes: integer("catering_lead_time_minutes").notNull(),
  cateringSlotCapacity: integer("catering_slot_capacity").notNull(),
  menuId: text("menu_id").notNull().unique(),
  cateringMenuId: text("catering_menu_id").notNull().unique(),
  message: text("message"),
  closedDates: text("closed_dates").array().notNull(),
  active: boolean("active").notNull().default(true),
});

/** Base menus: "default" and "catering". A restaurant's menu id resolves to one of them. */
export const menus = pgTable("menus", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  name: text("name").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const menuCategories = pgTable("menu_categories", {
  id: integer("id").primaryKey(),
  menuId: text("menu_id")
    .notNull()
    .references(() => menus.id),
  name: text("name").notNull(),
  description: text("description").notNull(),
  sort: integer("sort").notNull(),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    menuId: text("menu_id")
      .notNull()
      .references(() => menus.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => menuCategories.id),
    sku: text("sku").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    priceCents: integer("price_cents").notNull(),
    baseCalories: integer("base_calories").notNull(),
    maxCalories: integer("max_calories").notNull(),
    allergens: text("allergens").array().notNull(),
    /** MenuImage[] */
    images: jsonb("images").notNull(),
    /** AvailabilityWindow[] */
    availability: jsonb("availability").notNull(),
    maxQuantity: integer("max_quantity").notNull(),
    /** How many guests one of it feeds (catering packs, trays, pans; family meals); null when not said. */
    serves: integer("serves"),
    sort: integer("sort").notNull(),
  },
  (t) => [index("products_menu_idx").on(t.menuId)],
);

/** Option groups hang under a product, or under an option (nested modifiers). */
export const optionGroups = pgTable(
  "option_groups",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    parentOptionId: integer("parent_option_id"),
    name: text("name").notNull(),
    minSelect: integer("min_select").notNull(),
    maxSelect: integer("max_select").notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [index("option_groups_product_idx").on(t.productId)],
);

export const productOptions = pgTable(
  "product_options",
  {
    id: integer("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => optionGroups.id),
    name: text("name").notNull(),
    priceDeltaCents: integer("price_delta_cents").notNull(),
    calories: integer("calories").notNull(),
    isDefault: boolean("is_default").notNull(),
    maxQuantity: integer("max_quantity").notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [index("product_options_group_idx").on(t.groupId)],
);

/** Items 86'd (sold out) at one restaurant. */
export const restaurantUnavailableProducts = pgTable(
  "restaurant_unavailable_products",
  {
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.productId] })],
);

export const upsellGroups = pgTable("upsell_groups", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  triggerSkus: text("trigger_skus").array().notNull(),
  triggerCategoryIds: integer("trigger_category_ids").array().notNull(),
  suggestSkus: text("suggest_skus").array().notNull(),
});

/**
 * Kitchen capacity used per 15-minute slot. Orders take a place when they are submitted
 * (orders engine); the time-slot endpoint leaves out slots with no place left.
 */
export const slotReservations = pgTable(
  "slot_reservations",
  {
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    /** "default" or "catering": each has its own capacity. */
    kind: text("kind").notNull(),
    /** pickup | curbside | dispatch: pacing is per handoff (`ops.pacing`). */
    handoff: text("handoff").notNull().default("pickup"),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
    /** Make-minutes taken in the slot (sum of its orders' make minutes). */
    minutes: integer("minutes").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.kind, t.handoff, t.slotStart] })],
);
