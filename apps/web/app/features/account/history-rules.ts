/**
 * The pure rules of the order history page (`order.history-list`, `order.reorder-check`,
 * `order.favorite-default-name`): how a past order's time and status read, which orders come
 * first, and what a reorder check leads to. No I/O; unit-tested in history-rules.test.ts.
 */

/** An order's wall-clock time in its restaurant ("YYYYMMDD HH:mm"), as numbers. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
};

/**
 * The order's `created` stamp ("YYYYMMDD HH:mm", the restaurant's local time) read as a wall
 * clock; null when it is not in that form.
 */
export function wallClockOf(stamp: string): WallClock | null {
  const match = /^(\d{4})(\d{2})(\d{2}) (\d{2}):(\d{2})$/.exec(stamp.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

/**
 * A wall clock as a Date whose UTC fields are that wall clock: formatted with
 * `timeZone: "UTC"` it shows the restaurant's own date and time, whatever the browser's zone.
 */
export function wallClockDate(clock: WallClock): Date {
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
}

/** `order.history-list`: newest first, by the restaurant's time stamp (ties keep the API's order). */
export function newestFirst<T extends { created: string }>(orders: readonly T[]): T[] {
  return orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => {
      if (a.order.created === b.order.created) return a.index - b.index;
      return a.order.created < b.order.created ? 1 : -1;
    })
    .map((entry) => entry.order);
}

const statusKeys = [
  "open",
  "scheduled",
  "in_progress",
  "ready",
  "completed",
  "out_for_delivery",
  "delivered",
  "canceled",
  "abandoned",
] as const;
export type StatusKey = (typeof statusKeys)[number] | "unknown";

/** `order.history-list`: the status in words — its translation key; a status the page does not know reads "unknown". */
export function statusKey(status: string): StatusKey {
  return (statusKeys as readonly string[]).includes(status) ? (status as StatusKey) : "unknown";
}

export type Meal = "breakfast" | "lunch" | "dinner";

/**
 * `order.favorite-default-name`: a favorite's suggested name is the weekday and the meal of
 * the order in its restaurant's time — before 11:00 breakfast, before 16:00 lunch, later
 * dinner ("Tuesday lunch").
 */
export function mealOf(clock: Pick<WallClock, "hour">): Meal {
  if (clock.hour < 11) return "breakfast";
  if (clock.hour < 16) return "lunch";
  return "dinner";
}

/** The longest favorite name the API takes (`order.favorites`). */
export const FAVORITE_NAME_MAX = 60;

/** `order.favorites`: a favorite's name is 1 to 60 characters once trimmed; the error key otherwise. */
export function favoriteNameError(name: string): "required" | "tooLong" | null {
  const trimmed = name.trim();
  if (trimmed === "") return "required";
  if (trimmed.length > FAVORITE_NAME_MAX) return "tooLong";
  return null;
}

/** What a reorder check leads to. */
export type ReorderStep =
  /** Nothing can be ordered again: say so, add nothing. */
  | "nothing-available"
  /** Ask first: something is unavailable, or the cart has items the new order will not carry. */
  | "ask"
  /** Everything is available and the cart is empty: reorder at once. */
  | "reorder";

/**
 * `order.reorder-check`: nothing is added before the customer knows what will not come
 * along. No available item → nothing is added; any unavailable item, or items already in
 * the cart (the reorder starts a new order without them), → a dialog asks first.
 */
export function reorderStep(
  check: { available: readonly unknown[]; unavailable: readonly unknown[] },
  itemsInCart: number,
): ReorderStep {
  if (check.available.length === 0) return "nothing-available";
  if (check.unavailable.length > 0 || itemsInCart > 0) return "ask";
  return "reorder";
}
