/**
 * The make-time model (`ops.make-time`) and the fire time (`ops.fire-time`).
 *
 * An order takes a base time plus minutes per item; a menu category may set its own minutes per
 * item (a whole bird takes longer than a biscuit). Catering has its own base. The kitchen needs
 * the order's make time before the promised time, so a scheduled order is sent to the board
 * ("fired") at promised − make time, never before it was placed.
 */
export type MakeTimeModel = {
  baseMinutes: number;
  perItemMinutes: number;
  /** Minutes per item by category id, overriding perItemMinutes for that category. */
  categoryMinutes: Readonly<Record<string, number>>;
};

/**
 * `ops.make-time` for a restaurant without settings (the column defaults of
 * restaurant_settings): 6 minutes an order plus 1 an item, catering 90 minutes.
 */
export const DEFAULT_MAKE_TIME = {
  baseMinutes: 6,
  perItemMinutes: 1,
  cateringBaseMinutes: 90,
} as const;

export type MakeLine = { categoryId: number | null; quantity: number };

/** Whole minutes the kitchen needs for these lines (rounded up; at least 1 for a non-empty order). */
export function makeMinutes(model: MakeTimeModel, lines: readonly MakeLine[]): number {
  let total = model.baseMinutes;
  for (const line of lines) {
    const perItem =
      line.categoryId !== null && model.categoryMinutes[String(line.categoryId)] !== undefined
        ? model.categoryMinutes[String(line.categoryId)]!
        : model.perItemMinutes;
    total += Math.max(0, line.quantity) * perItem;
  }
  const whole = Math.ceil(total - 1e-9);
  return lines.length > 0 ? Math.max(1, whole) : Math.max(0, whole);
}

/** When the order reaches the board: promised − make minutes, but never before `placedAt`. */
export function fireTime(promised: Date, minutes: number, placedAt: Date): Date {
  return new Date(Math.max(placedAt.getTime(), promised.getTime() - minutes * 60_000));
}
