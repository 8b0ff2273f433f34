/**
 * The "until" choices of the store controls and their arithmetic on the restaurant's clock
 * (docs/rules.md, "Store controls (web)"). Pure functions: the components only ask them.
 */
import { addDays, clockMinutes, formatClock, localMoment, zonedInstant } from "./zone-time.ts";

export type Hours = readonly { opens: string; closes: string }[];
export type CloseEarly = { date: string; closes_at: string } | null;

/** What a manager picks for how long something lasts. */
export type UntilChoice =
  | { kind: "minutes"; minutes: number }
  | { kind: "end-of-day" }
  | { kind: "tomorrow" }
  /** A local date and time of the restaurant, "YYYY-MM-DDTHH:MM" (an input type=datetime-local). */
  | { kind: "custom"; local: string }
  /** Until turned back on (86 only). */
  | { kind: "indefinite" };

export type UntilContext = {
  now: Date;
  timeZone: string;
  hoursToday: Hours;
  closesEarly: CloseEarly;
};

export type UntilProblem = "invalid" | "past" | "too-far";

export type UntilResult = { ok: true; until: Date | null } | { ok: false; problem: UntilProblem };

/** An 86 may last at most this many days (the contract's UNAVAILABLE_MAX_DAYS). */
export const MAX_UNTIL_DAYS = 90;

/**
 * Minutes past the restaurant's midnight at which a range closes: a close at or before its
 * opening ("02:00" after "11:00", or "00:00") is after midnight, so it counts from the next day.
 */
function closeOf(range: { opens: string; closes: string }): number | null {
  const opens = clockMinutes(range.opens);
  const closes = clockMinutes(range.closes);
  if (opens === null || closes === null) return null;
  return closes <= opens ? closes + 1440 : closes;
}

/**
 * `store-controls.end-of-day`: "end of today" is today's closing time on the restaurant's clock: the
 * close-early time when one is set for today, otherwise the latest closing of today's regular
 * hours. With no hours today, or when that closing has passed, it is the restaurant's next
 * midnight.
 */
export function endOfDay(ctx: UntilContext): Date {
  const today = localMoment(ctx.now, ctx.timeZone).date;
  const midnight = zonedInstant(addDays(today, 1), 0, ctx.timeZone);
  let closing: number | null = null;
  if (ctx.closesEarly && ctx.closesEarly.date === today) {
    closing = clockMinutes(ctx.closesEarly.closes_at);
  } else {
    for (const range of ctx.hoursToday) {
      const close = closeOf(range);
      if (close !== null && (closing === null || close > closing)) closing = close;
    }
  }
  if (closing === null) return midnight;
  const at = zonedInstant(today, closing, ctx.timeZone);
  return at.getTime() > ctx.now.getTime() ? at : midnight;
}

/**
 * `store-controls.until-choice`: the instant a choice means: N minutes from now; end of today
 * (`store-controls.end-of-day`); tomorrow = the restaurant's next midnight (it comes back before the
 * next opening); a chosen local date and time, read on the restaurant's clock, which must be
 * in the future and at most 90 days ahead; "until turned back on" = null.
 */
export function untilOf(choice: UntilChoice, ctx: UntilContext): UntilResult {
  switch (choice.kind) {
    case "minutes":
      if (!Number.isInteger(choice.minutes) || choice.minutes <= 0)
        return { ok: false, problem: "invalid" };
      return { ok: true, until: new Date(ctx.now.getTime() + choice.minutes * 60_000) };
    case "end-of-day":
      return { ok: true, until: endOfDay(ctx) };
    case "tomorrow": {
      const today = localMoment(ctx.now, ctx.timeZone).date;
      return { ok: true, until: zonedInstant(addDays(today, 1), 0, ctx.timeZone) };
    }
    case "indefinite":
      return { ok: true, until: null };
    case "custom": {
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(choice.local);
      const minutes = match ? clockMinutes(match[2]!) : null;
      if (!match || minutes === null || minutes >= 1440) return { ok: false, problem: "invalid" };
      const until = zonedInstant(match[1]!, minutes, ctx.timeZone);
      if (Number.isNaN(until.getTime())) return { ok: false, problem: "invalid" };
      if (until.getTime() <= ctx.now.getTime()) return { ok: false, problem: "past" };
      if (until.getTime() - ctx.now.getTime() > MAX_UNTIL_DAYS * 86_400_000)
        return { ok: false, problem: "too-far" };
      return { ok: true, until };
    }
  }
}

/** The value of a datetime-local input for an instant, on the restaurant's clock. */
export function localInputValue(instant: Date, timeZone: string): string {
  const m = localMoment(instant, timeZone);
  return `${m.date}T${formatClock(m.minutes)}`;
}

/** Whole minutes left until `until` (rounded up; 0 once it has passed). */
export function minutesLeft(until: string, now: Date): number {
  const ms = Date.parse(until) - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 60_000);
}

/** `store-controls.busy-minutes`: busy mode adds 5 to 120 minutes, in steps of 5. */
export function busyMinutesProblem(minutes: number): "step" | "range" | null {
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 120) return "range";
  return minutes % 5 === 0 ? null : "step";
}

/** The segmented choices of busy mode (custom takes any other step of 5). */
export const BUSY_PRESETS = [10, 15, 20, 30, 45, 60] as const;

/**
 * `store-controls.close-early`: the times a manager may close at today: every quarter hour inside
 * today's regular hours that is still ahead (after now) and before that range's regular
 * closing, as local "HH:MM". None when the restaurant has no hours left today.
 */
export function closeEarlyOptions(hoursToday: Hours, now: Date, timeZone: string): string[] {
  const nowMinutes = localMoment(now, timeZone).minutes;
  const options = new Set<number>();
  for (const range of hoursToday) {
    const opens = clockMinutes(range.opens);
    const close = closeOf(range);
    if (opens === null || close === null) continue;
    // Times after midnight cannot be written as today's HH:MM override.
    const last = Math.min(close, 1440) - 15;
    const first = Math.max(opens + 15, Math.floor(nowMinutes / 15) * 15 + 15);
    for (let m = Math.ceil(first / 15) * 15; m <= last; m += 15) options.add(m);
  }
  return [...options].sort((a, b) => a - b).map(formatClock);
}
