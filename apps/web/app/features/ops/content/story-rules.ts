/**
 * The small rules of the authoring screens: a slug made from a name
 * (`content-authoring.slug-from-name`), the folder a new story starts in, the state line of a
 * story (`content-authoring.state-line`) and a scheduled time typed in the browser's zone
 * (`content-authoring.schedule-local-time`).
 */

/** A path segment like the server's rule: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/** "Fryers for Food Banks — 2026!" → "fryers-for-food-banks-2026" (accents dropped). */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);
}

/** The folder a new story is made in: news articles default to the news folder. */
export const NEWS_FOLDER = "news-and-community";
export function defaultFolder(kind: "page" | "news_article"): string {
  return kind === "news_article" ? NEWS_FOLDER : "";
}

export type StateLine =
  | { kind: "scheduled"; at: string }
  | { kind: "draft" }
  | { kind: "changed" }
  | { kind: "published"; minutes: number };

/** What the editor's state line says about a story. A schedule wins over the rest. */
export function stateLine(
  story: {
    state: "draft" | "published" | "changed";
    published_at: string | null;
    publish_at: string | null;
  },
  now: number,
): StateLine {
  if (story.publish_at) return { kind: "scheduled", at: story.publish_at };
  if (story.state === "draft") return { kind: "draft" };
  if (story.state === "changed") return { kind: "changed" };
  const since = story.published_at ? now - Date.parse(story.published_at) : 0;
  return { kind: "published", minutes: Math.max(0, Math.floor(since / 60_000)) };
}

/**
 * A `datetime-local` value ("2026-12-01T09:30"), read in the browser's time zone, as an ISO
 * instant with that zone's offset ("2026-12-01T09:30:00-05:00"); null when it is not a time.
 */
export function localToIsoWithOffset(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  if (Number.isNaN(date.getTime()) || date.getDate() !== d) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${value}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A fresh id for a new blok. */
export function newUid(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `uid-${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}
