/**
 * The pure rules of the order history page (`order.history-list`, `order.reorder-ask-first`,
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

/**
 * The wall clock of an instant (ISO 8601) in a time zone; null when the instant or the zone
 * cannot be read.
 */
export function wallClockIn(iso: string, timeZone: string): WallClock | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(at);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

/** A past order's times as the API gives them: `placed` (ISO 8601, UTC) when it carries it. */
export type OrderTimes = { created: string; placed?: string | undefined };

/**
 * `order.history-list`: when the order was placed, on its restaurant's clock — the `placed`
 * instant in the restaurant's time zone when both are known; else the `placed` instant on the
 * browser's clock (`local: true`); else the order's own stamp, already in the restaurant's time.
 */
export function placedClock(
  order: OrderTimes,
  timeZone: string | null,
): { clock: WallClock; local: boolean } | null {
  if (order.placed) {
    const inRestaurant = timeZone ? wallClockIn(order.placed, timeZone) : null;
    if (inRestaurant) return { clock: inRestaurant, local: false };
    const at = new Date(order.placed);
    if (!Number.isNaN(at.getTime())) {
      return {
        clock: {
          year: at.getFullYear(),
          month: at.getMonth() + 1,
          day: at.getDate(),
          hour: at.getHours(),
          minute: at.getMinutes(),
        },
        local: true,
      };
    }
  }
  const stamp = wallClockOf(order.created);
  return stamp ? { clock: stamp, local: false } : null;
}

/**
 * `order.history-list`: newest first — by the time placed when the API gives it, else by the
 * restaurant's stamp (ties keep the API's order).
 */
export function newestFirst<T extends OrderTimes>(orders: readonly T[]): T[] {
  const key = (o: T) => {
    if (o.placed) {
      const at = Date.parse(o.placed);
      if (!Number.isNaN(at)) return at;
    }
    const c = wallClockOf(o.created);
    return c ? wallClockDate(c).getTime() : 0;
  };
  return orders
    .map((order, index) => ({ order, index, at: key(order) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : b.at - a.at))
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
 * `order.reorder-ask-first`: nothing is added before the customer knows what will not come
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
