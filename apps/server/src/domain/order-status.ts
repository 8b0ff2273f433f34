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
  /** `ops.status-model`: the make-time clock moves it (absent: true, as before the board). */
  autoAdvance?: boolean;
  /** The status staff last set on the board, or null. */
  staffStatus?: string | null;
};

/** A ready pickup order counts as collected this long after it is ready (or once the curbside customer arrived). */
export const PICKUP_COLLECT_MINUTES = 30;

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

/** The statuses staff move a placed order through on the board, by handoff (`ops.status-model`). */
export function boardSequence(handoff: StatusInput["handoff"]): readonly OrderStatus[] {
  return handoff === "dispatch"
    ? ["scheduled", "in_progress", "out_for_delivery", "delivered"]
    : ["scheduled", "in_progress", "ready", "completed"];
}

/** The status after `status` on the board, or null at the end (or for a status off the sequence). */
export function nextBoardStatus(
  handoff: StatusInput["handoff"],
  status: string,
): OrderStatus | null {
  const sequence = boardSequence(handoff);
  const at = sequence.indexOf(status as OrderStatus);
  return at < 0 || at === sequence.length - 1 ? null : sequence[at + 1]!;
}

/** How far along its sequence a status is (scheduled 0 … completed/delivered 3). */
function progress(handoff: StatusInput["handoff"], status: string): number {
  return boardSequence(handoff).indexOf(status as OrderStatus);
}

/**
 * `ops.status-model`: the one status of an order, for the customer and the board. A placed order
 * with auto-advance moves by the make-time clock and by staff, whichever is further along;
 * without it, only staff move it (scheduled until they do).
 */
export function orderStatus(o: StatusInput, now: Date, speed = 1): OrderStatus {
  if (o.state !== "submitted") return o.state;
  const staff = o.staffStatus && progress(o.handoff, o.staffStatus) >= 0 ? o.staffStatus : null;
  if (o.autoAdvance === false) return (staff as OrderStatus | null) ?? "scheduled";
  const clock = clockStatus(o, now, speed);
  return staff && progress(o.handoff, staff) > progress(o.handoff, clock)
    ? (staff as OrderStatus)
    : clock;
}

/** `order.status-clock`: where the make-time clock alone puts a placed order. */
function clockStatus(o: StatusInput, now: Date, speed: number): OrderStatus {
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

/**
 * `order.cancel-before-kitchen`: the customer may cancel until the kitchen starts (the fire
 * time) and never once staff moved the order on the board (`ops.status-model`).
 */
export function canCancel(o: StatusInput, now: Date, speed = 1): boolean {
  return (
    o.state === "submitted" &&
    !o.staffStatus &&
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
  // Without auto-advance only staff move it; the fire time still ends the customer's cancel.
  if (o.autoAdvance === false) {
    const fire = o.kitchenAt.getTime();
    return !o.staffStatus && modelTime(o.submittedAt, now, speed).getTime() < fire
      ? wallTime(o, fire, speed)
      : null;
  }
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
  return wallTime(o, next, speed);
}

/** The wall-clock instant of a model-time instant (the inverse of `modelTime`). */
function wallTime(o: StatusInput, modelMs: number, speed: number): Date {
  if (speed === 1 || !o.submittedAt) return new Date(modelMs);
  const start = o.submittedAt.getTime();
  return new Date(start + Math.ceil((modelMs - start) / speed));
}
