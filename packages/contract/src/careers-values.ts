// The careers values both sides read (docs/decisions/031-forms-eclub-careers.md): zod-free, so
// the browser loads them directly; careers.ts builds its schemas from them.

export const EMPLOYMENT_TYPES = ["full_time", "part_time", "seasonal"] as const;
export const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export const DAY_PARTS = ["morning", "afternoon", "evening", "overnight"] as const;
/** Radii a search offers, in miles; the default is 25 (`careers.search-radius`). */
export const SEARCH_RADII = [5, 10, 25, 50, 100] as const;
/** A resume: PDF or Word, at most 5 MB (`careers.resume-limits`). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
