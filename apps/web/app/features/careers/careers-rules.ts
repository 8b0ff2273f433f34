/**
 * The careers pages' own rules, pure and zod-free (the browser loads them): the job search's
 * address query, distances and pay as shown, the availability grid and the resume checks.
 * The contract's values (radii, days, resume limits) come from its zod-free careers-values module.
 * See docs/decisions/031-forms-eclub-careers.md.
 */
import {
  DAY_PARTS,
  DAYS,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  SEARCH_RADII,
} from "@coop/contract/careers-values";
import { maskZip } from "@coop/contract/form-definitions";

import { formatMoney } from "../../lib/money.ts";
import type { JobSearchQuery } from "./careers-types.ts";

export const DEFAULT_RADIUS = 25;
export const JOBS_PER_PAGE = 10;
/** The experience textarea's limit, as the application body allows. */
export const EXPERIENCE_MAX = 4000;

export { DAY_PARTS, DAYS, RESUME_MAX_BYTES, RESUME_TYPES, SEARCH_RADII };

export type Day = (typeof DAYS)[number];
export type DayPart = (typeof DAY_PARTS)[number];
export type Language = "en-US" | "es";

// ── The search in the address (`careers-web.search-url`) ────────────────────────────────────

/** A job search as the page's address holds it. */
export type JobSearch = {
  /** A ZIP code (5 digits) or a city; "" when the search has no typed place. */
  place: string;
  /** The browser's position, when the search is "near me". */
  point: { lat: number; lng: number } | null;
  radius: number;
  /** A position slug, or "". */
  position: string;
  /** One restaurant's id (the address's `restaurant`), or null for all restaurants. */
  restaurant: number | null;
  /** Words over the job titles, or "". */
  q: string;
  page: number;
};

const text = (params: URLSearchParams, name: string, max: number): string =>
  (params.get(name) ?? "").trim().slice(0, max);

function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || !/^-?\d{1,3}(\.\d{1,8})?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Math.abs(value) <= limit ? value : null;
}

/** A restaurant id of the address: a whole number from 1 (at most 10 digits), else null. */
function restaurantId(raw: string | null): number | null {
  const value = (raw ?? "").trim();
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The search of a page address. `zip`, `city` or the form's own `place` give the place, `lat`
 * and `lng` the browser's position; the radius is one the page offers (else 25); `restaurant`
 * one restaurant's id (`location_id` is read too, as the API names it); the page is a whole
 * number from 1.
 */
export function searchOfParams(params: URLSearchParams): JobSearch {
  const lat = coordinate(params.get("lat"), 90);
  const lng = coordinate(params.get("lng"), 180);
  const point = lat !== null && lng !== null ? { lat, lng } : null;
  const place = point
    ? ""
    : text(params, "zip", 5) || text(params, "city", 80) || text(params, "place", 80);
  const radius = Number(params.get("radius"));
  const page = Number(params.get("page"));
  return {
    place,
    point,
    radius: (SEARCH_RADII as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS,
    position: text(params, "position", 40),
    restaurant: restaurantId(params.get("restaurant") || params.get("location_id")),
    q: text(params, "q", 80),
    page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1,
  };
}

/** Whether a typed place reads as a ZIP code (it starts with a digit). */
export function isZipLike(place: string): boolean {
  return /^\d/.test(place.trim());
}

/** The place field's mask: a place starting with a digit is a ZIP (`maskZip`), else city text. */
export function maskPlace(typed: string): string {
  return isZipLike(typed) ? maskZip(typed) : typed.slice(0, 80);
}

/** The page address of a search (only what it sets; the defaults are left out). */
export function paramsOfSearch(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.point) {
    params.set("lat", search.point.lat.toFixed(3));
    params.set("lng", search.point.lng.toFixed(3));
  } else if (search.place) {
    params.set(isZipLike(search.place) ? "zip" : "city", search.place);
  }
  if (search.radius !== DEFAULT_RADIUS) params.set("radius", String(search.radius));
  if (search.position) params.set("position", search.position);
  if (search.restaurant !== null) params.set("restaurant", String(search.restaurant));
  if (search.q) params.set("q", search.q);
  if (search.page > 1) params.set("page", String(search.page));
  return params;
}

/** The query of GET /api/jobsearch for a search (the radius only with a place). */
export function apiQueryOf(search: JobSearch, language: Language): JobSearchQuery {
  const query: JobSearchQuery = {
    page: search.page,
    per_page: JOBS_PER_PAGE,
    language: language === "es" ? "es" : "en",
  };
  if (search.point) {
    query.lat = search.point.lat;
    query.lng = search.point.lng;
  } else if (search.place) {
    if (isZipLike(search.place)) query.zip = search.place;
    else query.city = search.place;
  }
  if (search.point || search.place) query.radius = search.radius;
  if (search.position) query.position = search.position;
  if (search.restaurant !== null) query.location_id = search.restaurant;
  if (search.q) query.q = search.q;
  return query;
}

/** A restaurant as the search's select offers it. */
export type RestaurantChoice = { id: number; name: string; city: string; state: string };

/** The restaurant select's groups: one per state (in order), each restaurant by city then name. */
export function restaurantGroups(
  restaurants: readonly RestaurantChoice[],
): { state: string; restaurants: RestaurantChoice[] }[] {
  const sorted = [...restaurants].sort(
    (a, b) =>
      a.state.localeCompare(b.state) ||
      a.city.localeCompare(b.city) ||
      a.name.localeCompare(b.name),
  );
  const groups: { state: string; restaurants: RestaurantChoice[] }[] = [];
  for (const restaurant of sorted) {
    const last = groups.at(-1);
    if (last?.state === restaurant.state) last.restaurants.push(restaurant);
    else groups.push({ state: restaurant.state, restaurants: [restaurant] });
  }
  return groups;
}

/** Pages of a result list (at least 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

// ── Distances and pay as shown (`careers-web.distance-format`) ──────────────────────────────

/**
 * "2.3 mi": one decimal, the same in both languages like money on the site (`money.usd-format`);
 * "" when the search had no point.
 */
export function formatDistance(miles: number | null): string {
  if (miles === null || !Number.isFinite(miles)) return "";
  return `${Math.max(0, miles).toFixed(1)} mi`;
}

/** Hourly pay in cents as dollars ("$12.50"); null stays null. */
function dollars(cents: number | null): string | null {
  return cents === null ? null : formatMoney(cents / 100);
}

/** The pay range's amounts: both, one of them, or none ("$12.00–$15.00", "$12.00"). */
export function payRange(
  min: number | null,
  max: number | null,
): { kind: "range" | "from" | "upTo" | "none"; amount: string } {
  const low = dollars(min);
  const high = dollars(max);
  if (low && high) return { kind: "range", amount: low === high ? low : `${low}–${high}` };
  if (low) return { kind: "from", amount: low };
  if (high) return { kind: "upTo", amount: high };
  return { kind: "none", amount: "" };
}

// ── The availability grid (`careers-web.availability-grid`) ─────────────────────────────────

/** The ticked cells: day → its parts. */
export type Availability = Partial<Record<Day, DayPart[]>>;

export function isAvailable(grid: Availability, day: Day, part: DayPart): boolean {
  return grid[day]?.includes(part) ?? false;
}

/** The grid with one cell flipped; a day's parts stay in the grid's order. */
export function toggleAvailability(grid: Availability, day: Day, part: DayPart): Availability {
  const on = !isAvailable(grid, day, part);
  const current = grid[day] ?? [];
  const parts = DAY_PARTS.filter((p) => (p === part ? on : current.includes(p)));
  const next: Availability = { ...grid };
  if (parts.length > 0) next[day] = parts;
  else delete next[day];
  return next;
}

/** Ticked cells in all. */
export function availabilityCount(grid: Availability): number {
  return DAYS.reduce((sum, day) => sum + (grid[day]?.length ?? 0), 0);
}

/** The cell an arrow key (or Home/End) moves to from a cell, staying inside the 7×4 grid. */
export function moveInGrid(
  at: { day: number; part: number },
  key: string,
): { day: number; part: number } | null {
  const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max);
  switch (key) {
    case "ArrowUp":
      return { day: clamp(at.day - 1, DAYS.length - 1), part: at.part };
    case "ArrowDown":
      return { day: clamp(at.day + 1, DAYS.length - 1), part: at.part };
    case "ArrowLeft":
      return { day: at.day, part: clamp(at.part - 1, DAY_PARTS.length - 1) };
    case "ArrowRight":
      return { day: at.day, part: clamp(at.part + 1, DAY_PARTS.length - 1) };
    case "Home":
      return { day: at.day, part: 0 };
    case "End":
      return { day: at.day, part: DAY_PARTS.length - 1 };
    default:
      return null;
  }
}

// ── The resume (`careers-web.resume-checks`) ───────────────────────────────────────────────

const typeOfExtension: Record<string, (typeof RESUME_TYPES)[number]> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * The content type a resume is sent with: the file's own when it is PDF or Word; when the
 * browser gives none, the one of its extension (.pdf, .doc, .docx); otherwise null.
 */
export function resumeContentType(file: { name: string; type: string }): string | null {
  if ((RESUME_TYPES as readonly string[]).includes(file.type)) return file.type;
  if (file.type !== "" && file.type !== "application/octet-stream") return null;
  const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  return typeOfExtension[extension] ?? null;
}

export type ResumeProblem = "type" | "size" | "empty" | null;

/** What is wrong with a file to send as a resume, or null: PDF or Word, not empty, at most 5 MB. */
export function resumeProblem(file: { name: string; type: string; size: number }): ResumeProblem {
  if (resumeContentType(file) === null) return "type";
  if (file.size === 0) return "empty";
  if (file.size > RESUME_MAX_BYTES) return "size";
  return null;
}

// ── The application's checks and the server's field errors (`careers-web.application-checks`) ─

export type ApplicationDraft = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  availability: Availability;
  experience: string;
  over_16: boolean;
};

export type ApplicationField =
  | "first_name"
  | "last_name"
  | "email"
  | "phone"
  | "availability"
  | "experience"
  | "over_16"
  | "resume";

/** Why a field cannot be sent yet: its message key in the `careers` namespace. */
export type ProblemKey = `errors.${
  "firstName" | "lastName" | "email" | "phone" | "availability" | "experience" | "over16"}`;
export type ApplicationProblems = Partial<Record<ApplicationField, ProblemKey>>;

/** The checks the browser makes before sending (the server checks them again). */
export function applicationProblems(draft: ApplicationDraft): ApplicationProblems {
  const problems: ApplicationProblems = {};
  if (draft.first_name.trim() === "") problems.first_name = "errors.firstName";
  if (draft.last_name.trim() === "") problems.last_name = "errors.lastName";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) problems.email = "errors.email";
  if (draft.phone.replace(/\D/g, "").length !== 10) problems.phone = "errors.phone";
  if (availabilityCount(draft.availability) === 0) problems.availability = "errors.availability";
  if (draft.experience.length > EXPERIENCE_MAX) problems.experience = "errors.experience";
  if (!draft.over_16) problems.over_16 = "errors.over16";
  return problems;
}

const fieldNames: readonly ApplicationField[] = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "availability",
  "experience",
  "over_16",
  "resume",
];

/**
 * The server's error body split by field: each `errors[].path` whose first part names a field
 * of the form (`availability.mon` is availability, `resume_id` the resume) goes to that field;
 * the rest, and the body's `message` when no field took one, are the form's own.
 */
export function serverErrorsByField(
  body: unknown,
  fallback: readonly string[],
): { fields: Partial<Record<ApplicationField, string>>; form: string[] } {
  const fields: Partial<Record<ApplicationField, string>> = {};
  const form: string[] = [];
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const list = Array.isArray(record.errors) ? (record.errors as unknown[]) : [];
  for (const entry of list) {
    const e = typeof entry === "object" && entry !== null ? (entry as Record<string, unknown>) : {};
    const message = typeof e.message === "string" ? e.message.trim() : "";
    if (message === "") continue;
    const path = typeof e.path === "string" ? e.path : "";
    const head = path.split(".")[0] ?? "";
    const field = (head === "resume_id" ? "resume" : head) as ApplicationField;
    if (fieldNames.includes(field) && fields[field] === undefined) fields[field] = message;
    else form.push(message);
  }
  if (Object.keys(fields).length === 0 && form.length === 0) form.push(...fallback);
  return { fields, form };
}
