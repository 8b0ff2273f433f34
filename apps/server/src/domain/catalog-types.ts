/**
 * The shapes of the demo chain's data (restaurants, menus, upsells) as the seed files
 * write them and the domain functions read them. Times are local to the restaurant:
 * "HH:mm" on a 24-hour clock; days are 0 = Sunday … 6 = Saturday.
 */

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** "HH:mm", 00:00–24:00. */
export type ClockTime = string;

/** One opening range on one weekday. `close` may be "24:00"; a range never crosses midnight
 * (a late-night day has a second range on the next day starting at 00:00). */
export type DailyRange = { day: Weekday; open: ClockTime; close: ClockTime };

/** A weekly calendar: any number of ranges per day; a day without a range is closed. */
export type WeeklyCalendar = DailyRange[];

/**
 * Handoff modes a restaurant can support;
 * `handoff.dispatch-is-delivery`: dispatch is delivery.
 */
export type HandoffMode = "pickup" | "curbside" | "dispatch";

export type DeliveryFeeTier = { upToMiles: number; feeCents: number };

export type RestaurantSeed = {
  id: number;
  slug: string;
  name: string;
  address: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  zip: string;
  /** "(919) 555-0142". */
  phone: string;
  lat: number;
  lng: number;
  /** IANA time zone, e.g. "America/New_York". */
  timeZone: string;
  handoffModes: HandoffMode[];
  calendars: {
    business: WeeklyCalendar;
    pickup: WeeklyCalendar;
    curbside: WeeklyCalendar;
    delivery: WeeklyCalendar;
  };
  /** Sales tax in basis points: 725 = 7.25 %. */
  taxRateBps: number;
  deliveryRadiusMiles: number;
  /** Ascending by upToMiles; the last tier's upToMiles ≥ deliveryRadiusMiles. */
  deliveryFeeTiers: DeliveryFeeTier[];
  deliveryMinimumCents: number;
  /** Minutes from an order until its earliest ready time. */
  leadTimeMinutes: number;
  /** Orders the kitchen takes per 15-minute slot. */
  slotCapacity: number;
  cateringLeadTimeMinutes: number;
  cateringSlotCapacity: number;
  /** This restaurant's menu id (its prices and 86'd items over the base menu). */
  menuId: string;
  cateringMenuId: string;
  /** A customer-facing message (e.g. "Drive-thru only after 10 pm"), or null. */
  message: string | null;
  /** SKUs that are 86'd (sold out) at this restaurant. */
  unavailableSkus: string[];
  /** Local dates (YYYY-MM-DD) the restaurant is closed all day (holidays). */
  closedDates: string[];
};

export type Allergen =
  "milk" | "egg" | "wheat" | "soy" | "peanut" | "tree-nut" | "fish" | "shellfish" | "sesame";

/** When a product is sold, in the restaurant's local time. No windows = whenever open. */
export type AvailabilityWindow = { days?: Weekday[]; start?: ClockTime; end?: ClockTime };

export type MenuImage = { filename: string; groupname: string };

export type OptionSeed = {
  id: number;
  name: string;
  priceDeltaCents: number;
  calories: number;
  isDefault?: boolean;
  /** Largest quantity of this one choice (choice quantities, e.g. 2× honey mustard); default 1. */
  maxQuantity?: number;
  /** Nested modifiers under this choice (combo → side → size). */
  groups?: OptionGroupSeed[];
};

export type OptionGroupSeed = {
  id: number;
  name: string;
  /** Fewest and most choices (counting quantities) the customer must/may pick. */
  minSelect: number;
  maxSelect: number;
  options: OptionSeed[];
};

export type ProductSeed = {
  id: number;
  sku: string;
  name: string;
  description: string;
  priceCents: number;
  baseCalories: number;
  maxCalories: number;
  allergens: Allergen[];
  images: MenuImage[];
  availability: AvailabilityWindow[];
  optionGroups: OptionGroupSeed[];
  /** Largest quantity of this product on one cart line. */
  maxQuantity: number;
  /** How many guests one of it feeds; null when the menu does not say. */
  serves: number | null;
};

export type CategorySeed = {
  id: number;
  name: string;
  description: string;
  products: ProductSeed[];
};

export type MenuSeed = {
  /** Base menu id: "default" or "catering". */
  id: string;
  kind: "default" | "catering";
  name: string;
  categories: CategorySeed[];
};

/** What goes with what: when the cart holds a trigger, suggest these. */
export type UpsellGroupSeed = {
  id: number;
  name: string;
  /** Product SKUs or category ids that trigger the group. */
  triggerSkus: string[];
  triggerCategoryIds: number[];
  suggestSkus: string[];
};
