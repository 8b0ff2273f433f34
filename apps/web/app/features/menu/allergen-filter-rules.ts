/**
 * The allergen filter of the menu pages (`menu.allergen-filter`, `menu.allergen-filter-session`):
 * what is remembered for the session and how it is read back. Pure, so it is tested alone.
 */
import type { MenuCategory } from "./menu-rules.ts";

/** `menu.allergen-filter-session`: the sessionStorage key the three menu pages share. */
export const ALLERGEN_FILTER_KEY = "coop.allergen-filter";

/**
 * `menu.allergen-filter-session`: the avoided allergens as stored: a JSON list of names. Anything
 * else (missing, edited by hand, another shape) reads as no filter; names are kept once each.
 */
export function readAvoided(raw: string | null): ReadonlySet<string> {
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return new Set();
    return new Set(value.filter((v): v is string => typeof v === "string" && v.trim() !== ""));
  } catch {
    return new Set();
  }
}

/** The stored form of the avoided allergens (sorted, so the same choice is the same text). */
export function writeAvoided(avoid: ReadonlySet<string>): string {
  return JSON.stringify([...avoid].sort());
}

/** How many products the categories hold. */
export function productCount(categories: readonly MenuCategory[]): number {
  return categories.reduce((n, c) => n + c.products.length, 0);
}

/** The avoided allergens with one turned on or off. */
export function toggled(avoid: ReadonlySet<string>, allergen: string, on: boolean): Set<string> {
  const next = new Set(avoid);
  if (on) next.add(allergen);
  else next.delete(allergen);
  return next;
}
