/**
 * Wall-clock arithmetic in the restaurant's time zone, for the store controls (`store-controls.zone`):
 * every "until" is computed and shown on the restaurant's clock, never the device's. Zone-aware
 * with Intl only (no library), like the server's domain/local-time.ts.
 */
import { dateTimeFormat } from "../../../lib/date-format.ts";

/** A wall-clock moment in one time zone: "YYYY-MM-DD" and minutes since local midnight. */
export type LocalMoment = { date: string; minutes: number };

function parts(instant: Date, timeZone: string): Record<string, number> {
  const f = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(instant)) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The restaurant's date and time of day at `instant`. */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const p = parts(instant, timeZone);
  const hour = p.hour === 24 ? 0 : (p.hour ?? 0);
  return {
    date: `${p.year}-${pad(p.month ?? 1)}-${pad(p.day ?? 1)}`,
    minutes: hour * 60 + (p.minute ?? 0),
  };
}

/** The zone's offset from UTC at `instant`, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour === 24 ? 0 : (p.hour ?? 0),
    p.minute ?? 0,
    p.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the restaurant's clock shows `date` and `minutes` past midnight
 * (minutes may pass 1440: the next day). A time skipped by a clock change moves on by the
 * gap (02:30 → 03:30, as Temporal's "compatible"); a repeated time maps to its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  const second = wall - offsetMinutes(new Date(first), timeZone) * 60_000;
  const target = localMoment(new Date(wall), "UTC");
  const fits = [first, second].filter((t) => {
    const p = localMoment(new Date(t), timeZone);
    return p.date === target.date && p.minutes === target.minutes;
  });
  return new Date(fits.length > 0 ? Math.min(...fits) : Math.max(first, second));
}

/** "YYYY-MM-DD" plus `days`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** "HH:MM" → minutes since midnight; null when it is not a clock time. */
export function clockMinutes(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h <= 24 && m < 60 ? h * 60 + m : null;
}

export function formatClock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/**
 * `store-controls.zone`: a time as the restaurant's clock shows it ("9:00 PM"), with the day
 * ("Wed 9:00 AM") when it is not the restaurant's today.
 */
export function formatLocalTime(
  iso: string | Date,
  timeZone: string,
  locale: string,
  now: Date = new Date(),
): string {
  const instant = typeof iso === "string" ? new Date(iso) : iso;
  const sameDay = localMoment(instant, timeZone).date === localMoment(now, timeZone).date;
  return dateTimeFormat(locale, {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    ...(sameDay ? {} : { weekday: "short", month: "short", day: "numeric" }),
  }).format(instant);
}

/** A local "HH:MM" of the restaurant shown in the language's way ("21:00" → "9:00 PM"). */
export function formatClockText(hhmm: string, locale: string): string {
  const minutes = clockMinutes(hhmm) ?? 0;
  return dateTimeFormat(locale, { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(
    new Date(Date.UTC(2000, 0, 1, 0, minutes)),
  );
}

/** The device's time zone (the browser's), or null when it cannot tell. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/**
 * `store-controls.zone`: whether the page must say which time zone its times are in: when the
 * restaurant's zone shows other times than the device's now.
 */
export function zoneDiffers(timeZone: string, device: string | null, now: Date): boolean {
  if (!device || device === timeZone) return false;
  return offsetMinutes(now, timeZone) !== offsetMinutes(now, device);
}
