import { formatClock, localParts } from "./local-time.ts";
import { DEFAULT_MAKE_TIME } from "./make-time.ts";

/**
 * Store controls (`ops.86`, `ops.pause`, `ops.busy-mode`, `ops.close-early`) as plain data, and
 * their effects. Every control carries its own end: an expired one simply no longer counts, so
 * nothing has to run to restore it.
 */
export type StoreControls = {
  pausedUntil: Date | null;
  pauseReason: string | null;
  busyMinutes: number | null;
  busyUntil: Date | null;
  /** Local date (YYYY-MM-DD) and minute of the day from which no order is taken that day. */
  closesEarlyDate: string | null;
  closesEarlyMinute: number | null;
};

/** One 86'd item or option; until null: until someone turns it back on. */
export type UnavailableEntry = { kind: "product" | "option"; id: number; until: Date | null };

export const NO_CONTROLS: StoreControls = {
  pausedUntil: null,
  pauseReason: null,
  busyMinutes: null,
  busyUntil: null,
  closesEarlyDate: null,
  closesEarlyMinute: null,
};

/** `ops.pause`: paused at `now` (until a later instant), with the reason customers see. */
export function activePause(c: StoreControls, now: Date): { until: Date; reason: string } | null {
  if (!c.pausedUntil || c.pausedUntil.getTime() <= now.getTime()) return null;
  return { until: c.pausedUntil, reason: c.pauseReason ?? "" };
}

/** `ops.pause`: the sentence customers read while online ordering is paused. */
export function pauseMessage(
  restaurantName: string,
  pause: { until: Date; reason: string },
  timeZone: string,
  now: Date,
): string {
  const local = localParts(pause.until, timeZone);
  const at = clock12(local.minutes);
  const today = localParts(now, timeZone).date === local.date;
  const when = today ? at : `${at} on ${local.date}`;
  const why = pause.reason.trim().replace(/[.!]+$/, "");
  return `${restaurantName} is not taking online orders until ${when}${why ? `: ${why}` : ""}.`;
}

function clock12(minutes: number): string {
  const [h, m] = formatClock(minutes).split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** `ops.busy-mode`: minutes added to every quoted time at `now`; 0 once busy mode has ended. */
export function busyMinutesAt(c: StoreControls, now: Date): number {
  if (!c.busyMinutes || !c.busyUntil || c.busyUntil.getTime() <= now.getTime()) return 0;
  return c.busyMinutes;
}

/** `ops.close-early`: the local minute the restaurant stops taking orders on `date`, or null. */
export function closesEarlyOn(c: StoreControls, date: string): number | null {
  return c.closesEarlyDate === date && c.closesEarlyMinute !== null ? c.closesEarlyMinute : null;
}

/** `ops.86`: whether an item or option is unavailable at `now` (an expired 86 no longer counts). */
export function isUnavailable(
  list: readonly UnavailableEntry[],
  kind: "product" | "option",
  id: number,
  now: Date,
): boolean {
  return list.some(
    (u) =>
      u.kind === kind && u.id === id && (u.until === null || u.until.getTime() > now.getTime()),
  );
}

/**
 * The next instant after `now` at which a control ends by itself (a pause, busy mode, an 86),
 * or null: a cache of what customers see is good until then.
 */
export function nextControlEnd(
  c: StoreControls,
  list: readonly UnavailableEntry[],
  now: Date,
): number | null {
  const ends = [c.pausedUntil, c.busyUntil, ...list.map((u) => u.until)]
    .filter((d): d is Date => d !== null && d.getTime() > now.getTime())
    .map((d) => d.getTime());
  return ends.length > 0 ? Math.min(...ends) : null;
}

/** The pacing pools (`ops.pacing`): each handoff of the regular menu, and catering on its own. */
export type PacingPool = "pickup" | "curbside" | "dispatch" | "catering";
export const PACING_POOLS: readonly PacingPool[] = ["pickup", "curbside", "dispatch", "catering"];

/** As kept per restaurant: null or missing keeps the default. */
export type StoredPacing = Partial<
  Record<PacingPool, { orders?: number | null; minutes?: number | null }>
>;

export type PacingLimit = { orders: number; minutes: number | null };

/**
 * `ops.pacing`: the limits of one pool: orders per 15-minute slot (default: the restaurant's
 * slot capacity, or its catering slot capacity) and make-minutes per slot (default: none).
 */
export function pacingLimit(
  stored: StoredPacing,
  pool: PacingPool,
  defaults: { slotCapacity: number; cateringSlotCapacity: number },
): PacingLimit {
  const own = stored[pool];
  const orders =
    own?.orders ?? (pool === "catering" ? defaults.cateringSlotCapacity : defaults.slotCapacity);
  return { orders, minutes: own?.minutes ?? null };
}

/** The pool an order counts in: catering orders share one, the others count per handoff. */
export function pacingPool(
  kind: "default" | "catering",
  handoff: "pickup" | "curbside" | "dispatch",
): PacingPool {
  return kind === "catering" ? "catering" : handoff;
}

/** What a restaurant's operations add to its catalog entry: controls, 86 list, pacing, make model. */
export type RestaurantOps = {
  controls: StoreControls;
  unavailable: UnavailableEntry[];
  pacing: StoredPacing;
  make: {
    baseMinutes: number;
    perItemMinutes: number;
    categoryMinutes: Record<string, number>;
    cateringBaseMinutes: number;
  };
};

/** A restaurant without settings: the column defaults of restaurant_settings. */
export const DEFAULT_OPS: RestaurantOps = {
  controls: NO_CONTROLS,
  unavailable: [],
  pacing: {},
  make: {
    baseMinutes: DEFAULT_MAKE_TIME.baseMinutes,
    perItemMinutes: DEFAULT_MAKE_TIME.perItemMinutes,
    categoryMinutes: {},
    cateringBaseMinutes: DEFAULT_MAKE_TIME.cateringBaseMinutes,
  },
};

/**
 * What the controls and pacing add to a slot query at `now` (domain/time-slots.ts): the pool's
 * limits (`ops.pacing`), busy mode's minutes (`ops.busy-mode`), today's early closing
 * (`ops.close-early`) and the pause (`ops.pause`).
 */
export function slotControls(
  ops: RestaurantOps,
  pool: PacingPool,
  defaults: { slotCapacity: number; cateringSlotCapacity: number },
  now: Date,
) {
  const limit = pacingLimit(ops.pacing, pool, defaults);
  const c = ops.controls;
  return {
    capacity: limit.orders,
    minuteLimit: limit.minutes,
    busyMinutes: busyMinutesAt(c, now),
    closesEarly:
      c.closesEarlyDate !== null && c.closesEarlyMinute !== null
        ? { date: c.closesEarlyDate, minute: c.closesEarlyMinute }
        : null,
    paused: activePause(c, now) !== null,
  };
}
