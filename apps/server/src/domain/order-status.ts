/**
 * The make-time model (`order.status-clock`): a submitted order moves through its states by the
 * clock alone, so the demo advances on its own and every process agrees without a background job.
 *
 *   pickup / curbside:  scheduled → in_progress (kitchen starts) → ready → completed
 *   delivery:           scheduled → in_progress → out_for_delivery (ready) → delivered
 *   any, before the kitchen starts: canceled
 */
export type OrderStatus =
  | "open"
  | "scheduled"
  | "in_progress"
  | "ready"
  | "completed"
  | "out_for_delivery"
  | "delivered"
  | "canceled"
  | "abandoned";

export type StatusInput = {
  state: "open" | "submitted" | "canceled" | "abandoned";
  handoff: "pickup" | "curbside" | "dispatch";
  kitchenAt: Date | null;
  readyAt: Date | null;
  deliveredAt: Date | null;
  arrivedAt: Date | null;
  /** When it was placed: the clock speed (below) is measured from this instant. */
  submittedAt: Date | null;
};

/** A ready pickup order counts as collected this long after it is ready (or once the curbside customer arrived). */
export const PICKUP_COLLECT_MINUTES = 30;
/** Make time: the kitchen starts this long before the promised ready time. */
export const MAKE_MINUTES = 10;

/**
 * The order's own clock (`order.clock-speed`; ORDER_CLOCK_SPEED, for demos and browser tests): a
 * submitted order moves `speed` times faster than the wall clock, measured from the moment it was
 * placed: model time = submittedAt + (instant − submittedAt) × speed. Speed 1 is the wall clock.
 */
export function modelTime(submittedAt: Date | null, instant: Date, speed: number): Date {
  if (speed === 1 || !submittedAt) return instant;
  const start = submittedAt.getTime();
  return new Date(start + (instant.getTime() - start) * speed);
}

export function orderStatus(o: StatusInput, now: Date, speed = 1): OrderStatus {
  if (o.state === "open" || o.state === "canceled" || o.state === "abandoned") return o.state;
  const t = modelTime(o.submittedAt, now, speed).getTime();
  // The arrival was recorded on the wall clock; it is read on the order's clock too.
  const arrivedAt = o.arrivedAt ? modelTime(o.submittedAt, o.arrivedAt, speed) : null;
  if (!o.readyAt || !o.kitchenAt) return "scheduled";
  if (t < o.kitchenAt.getTime()) return "scheduled";
  if (t < o.readyAt.getTime()) return "in_progress";
  if (o.handoff === "dispatch") {
    return o.deliveredAt && t >= o.deliveredAt.getTime() ? "delivered" : "out_for_delivery";
  }
  const collected = o.readyAt.getTime() + PICKUP_COLLECT_MINUTES * 60_000;
  if (
    o.handoff === "curbside" &&
    arrivedAt &&
    t >= Math.max(arrivedAt.getTime(), o.readyAt.getTime()) + 5 * 60_000
  ) {
    return "completed";
  }
  return t >= collected ? "completed" : "ready";
}

/** `order.cancel-before-kitchen`: canceling is allowed until the kitchen starts. */
export function canCancel(o: StatusInput, now: Date, speed = 1): boolean {
  return (
    o.state === "submitted" &&
    o.kitchenAt !== null &&
    modelTime(o.submittedAt, now, speed).getTime() < o.kitchenAt.getTime()
  );
}

/** Minutes a delivery driver needs for a distance (a simple, stated model). */
export function driveMinutes(miles: number): number {
  return Math.max(8, Math.round(6 + miles * 3));
}

/** A status that never changes again: the live stream and the watcher stop there. */
export function isFinalOrderStatus(status: OrderStatus | string): boolean {
  return (
    status === "completed" ||
    status === "delivered" ||
    status === "canceled" ||
    status === "abandoned"
  );
}

/**
 * `order.live-events`: the wall-clock instant of the order's next status change by the clock
 * alone (the kitchen starts, it is ready, collected or delivered), or null when no change is
 * due (a final state, an open cart, an order without times). The inverse of `modelTime`.
 */
export function nextStatusChange(o: StatusInput, now: Date, speed = 1): Date | null {
  if (o.state !== "submitted" || !o.kitchenAt || !o.readyAt) return null;
  if (isFinalOrderStatus(orderStatus(o, now, speed))) return null;
  const t = modelTime(o.submittedAt, now, speed).getTime();
  const candidates = [o.kitchenAt.getTime(), o.readyAt.getTime()];
  if (o.handoff === "dispatch") {
    if (o.deliveredAt) candidates.push(o.deliveredAt.getTime());
  } else {
    candidates.push(o.readyAt.getTime() + PICKUP_COLLECT_MINUTES * 60_000);
    if (o.handoff === "curbside" && o.arrivedAt) {
      const arrived = modelTime(o.submittedAt, o.arrivedAt, speed).getTime();
      candidates.push(Math.max(arrived, o.readyAt.getTime()) + 5 * 60_000);
    }
  }
  const next = Math.min(...candidates.filter((c) => c > t));
  if (!Number.isFinite(next)) return null;
  if (speed === 1 || !o.submittedAt) return new Date(next);
  const start = o.submittedAt.getTime();
  return new Date(start + Math.ceil((next - start) / speed));
}
