import type { ClockTime, Weekday } from "./catalog-types.ts";

/** A wall-clock moment in one time zone. */
export type LocalParts = {
  /** "YYYY-MM-DD" */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows this IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function fields(instant: Date, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) out[part.type] = part.value;
  return out;
}

/**
 * The local date, weekday and minute of `instant` in `timeZone` (`hours.local-time-zone`). Computed
 * from the zone's offset, which is looked up once per quarter hour of time (every real time-zone
 * change falls on a quarter hour): Intl is slow, and slot lists call this thousands of times.
 */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const shifted = new Date(instant.getTime() + cachedOffset(instant, timeZone) * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay() as Weekday,
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

const QUARTER_HOUR = 900_000;
const offsets = new Map<string, Map<number, number>>();

function cachedOffset(instant: Date, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const bucket = Math.floor(instant.getTime() / QUARTER_HOUR);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    offset = offsetMinutes(new Date(bucket * QUARTER_HOUR), timeZone);
    if (zone.size > 50_000) zone.clear();
    zone.set(bucket, offset);
  }
  return offset;
}

/** The zone's offset from UTC at `instant`, in minutes (New York in winter: -300). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const f = fields(instant, timeZone);
  const asUtc = Date.UTC(
    Number(f.year),
    Number(f.month) - 1,
    Number(f.day),
    Number(f.hour),
    Number(f.minute),
    Number(f.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` and `minutes` past
 * midnight. A time skipped by a spring-forward change maps to the first instant after
 * the gap; a time repeated by a fall-back change maps to its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(y, m - 1, d, 0, minutes);
  // Two passes settle the offset around a change; the earlier candidate wins for repeats.
  const first = wallAsUtc - cachedOffset(new Date(wallAsUtc), timeZone) * 60_000;
  const second = wallAsUtc - cachedOffset(new Date(first), timeZone) * 60_000;
  const candidates = [first, second].filter((t) => {
    const p = localParts(new Date(t), timeZone);
    return p.date === date && p.minutes === minutes % 1440;
  });
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In a spring-forward gap: the wall time does not exist; take the end of the gap.
  return new Date(Math.max(first, second));
}

/** "HH:mm" → minutes since midnight ("24:00" → 1440). */
export function clockMinutes(time: ClockTime): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a clock time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatClock(minutes: number): ClockTime {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** "YYYY-MM-DD" plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
