import type { MenuResponse } from "@coop/contract/menus";

type MenuCategory = MenuResponse["categories"][number];
type MenuProduct = MenuCategory["products"][number];

/** A product of the catering home's pack list. Money in integer cents. */
export type Pack = {
  sku: string;
  name: string;
  description: string;
  image: string | null;
  costCents: number;
  /** How many guests one feeds; null when the menu does not say (no feeds line is shown). */
  serves: number | null;
  /** The price per guest (`catering-home.per-person`); null without `serves`. */
  perPersonCents: number | null;
  soldOut: boolean;
  maxQuantity: number;
};

export type PackGroup = {
  id: number;
  name: string;
  /** Whether the headcount helper plans with these (the meal: not the desserts). */
  meal: boolean;
  packs: Pack[];
};

/** The image group of menu cards (the menu's own card image). */
const CARD_IMAGE_GROUP = "mobile-webapp-menu";

function imageOf(product: MenuProduct): string | null {
  const image = product.images.find((i) => i.groupname === CARD_IMAGE_GROUP) ?? product.images[0];
  if (!image) return null;
  return image.url || `/images/menu/${image.filename}`;
}

export function centsOf(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * `catering-home.per-person`: the price per guest of a pack is its price divided by the
 * guests it feeds, rounded to the cent; a product whose menu entry does not say how many it
 * feeds has none (never a guessed number).
 */
export function perPersonCents(
  costCents: number,
  serves: number | null | undefined,
): number | null {
  if (!serves || serves <= 0) return null;
  return Math.round(costCents / serves);
}

const PACK_CATEGORY = /\b(packs?|trays?)\b/i;
const DESSERT_CATEGORY = /\bdesserts?\b/i;

/**
 * `catering-home.packs`: the catering home lists the products of the catering menu's pack and
 * tray categories (a category named "… Packs" or "… Trays"), in menu order. The headcount
 * helper plans the meal with the pack and tray categories that are not desserts.
 */
export function packGroupsOf(menu: Pick<MenuResponse, "categories">): PackGroup[] {
  return menu.categories
    .filter((c) => PACK_CATEGORY.test(c.name) && c.products.length > 0)
    .map((c) => ({
      id: c.id,
      name: c.name,
      meal: !DESSERT_CATEGORY.test(c.name),
      packs: c.products.map((p) => {
        const costCents = centsOf(p.cost);
        const serves = p.serves ?? null;
        return {
          sku: p.sku,
          name: p.name,
          description: p.description,
          image: imageOf(p),
          costCents,
          serves,
          perPersonCents: perPersonCents(costCents, serves),
          soldOut: p.availability.sold_out,
          maxQuantity: p.max_quantity,
        };
      }),
    }));
}

/** Lead times in minutes of the restaurants that state one. */
export type LeadTimeSummary = { minutes: number; someNeedMore: boolean };

/**
 * `catering-home.lead-time`: how far ahead to order is the smallest catering lead time across
 * the restaurants; "some need more" when they do not all have the same. Restaurants that do
 * not state one are left out; none stating one gives null (the page then names no number).
 */
export function leadTimeSummary(
  leadTimes: readonly (number | null | undefined)[],
): LeadTimeSummary | null {
  const known = leadTimes.filter((m): m is number => typeof m === "number" && m >= 0);
  if (known.length === 0) return null;
  const minutes = Math.min(...known);
  return { minutes, someNeedMore: known.some((m) => m > minutes) };
}

/** A duration in whole hours and the minutes left ("2 hours", "1 hour 30 minutes"). */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The headcount helper's bounds (`catering-home.headcount`). */
export const guestLimits = { min: 1, max: 500 } as const;

export type GuestCheck =
  { ok: true; guests: number } | { ok: false; reason: "empty" | "whole" | "range" };

/** `catering-home.headcount`: a whole number of guests from 1 to 500. */
export function checkGuests(input: string): GuestCheck {
  const text = input.trim();
  if (text === "") return { ok: false, reason: "empty" };
  if (!/^\d+$/.test(text)) return { ok: false, reason: "whole" };
  const guests = Number(text);
  if (guests < guestLimits.min || guests > guestLimits.max) return { ok: false, reason: "range" };
  return { ok: true, guests };
}

export type PlanLine = { pack: Pack; quantity: number };
export type Plan = {
  guests: number;
  lines: PlanLine[];
  /** Guests the plan feeds (at least `guests`). */
  feeds: number;
  totalCents: number;
  /** Estimated total per guest asked for, rounded to the cent. */
  perGuestCents: number;
  items: number;
};

type Best = { cost: number; items: number; feeds: number; quantities: number[] };

/** Lower price first, then fewer items, then more guests fed. */
function better(a: Best, b: Best | undefined): boolean {
  if (!b) return true;
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.items !== b.items) return a.items < b.items;
  return a.feeds > b.feeds;
}

/**
 * `catering-home.headcount`: the quantities of packs that feed at least `guests` at the lowest
 * price; between plans of the same price the one with fewer items, then the one that feeds
 * more. Only packs that say how many they feed and are not sold out count, each at most its
 * menu's maximum quantity. Null when no such plan exists (no pack says how many it feeds, or
 * not enough of them).
 */
export function planForGuests(packs: readonly Pack[], guests: number): Plan | null {
  const usable = packs.filter(
    (p) => p.serves !== null && p.serves > 0 && !p.soldOut && p.maxQuantity > 0,
  );
  if (usable.length === 0 || guests < 1) return null;
  // best[g]: the best choice so far that feeds min(guests, fed) = g.
  let best: (Best | undefined)[] = Array.from({ length: guests + 1 }, () => undefined);
  best[0] = { cost: 0, items: 0, feeds: 0, quantities: [] };
  for (const pack of usable) {
    const next = best.map((b) => (b ? { ...b, quantities: [...b.quantities, 0] } : undefined));
    for (let g = 0; g <= guests; g += 1) {
      const from = best[g];
      if (!from) continue;
      for (let q = 1; q <= pack.maxQuantity; q += 1) {
        const feeds = from.feeds + q * pack.serves!;
        const candidate: Best = {
          cost: from.cost + q * pack.costCents,
          items: from.items + q,
          feeds,
          quantities: [...from.quantities, q],
        };
        const at = Math.min(guests, feeds);
        if (better(candidate, next[at])) next[at] = candidate;
        if (feeds >= guests) break;
      }
    }
    best = next;
  }
  const found = best[guests];
  if (!found) return null;
  const lines = usable
    .map((pack, i) => ({ pack, quantity: found.quantities[i] ?? 0 }))
    .filter((l) => l.quantity > 0);
  return {
    guests,
    lines,
    feeds: found.feeds,
    totalCents: found.cost,
    perGuestCents: Math.round(found.cost / guests),
    items: found.items,
  };
}

/**
 * `catering-home.add-link`: the plan's lines as the catering menu's `add` parameter,
 * `SKU*QTY,SKU*QTY` (the menu adds them to the order), on `/menu` before a restaurant is
 * chosen and on `/order` after.
 */
export function addToOrderPath(lines: readonly PlanLine[], hasLocation: boolean): string {
  const add = lines.map((l) => `${encodeURIComponent(l.pack.sku)}*${l.quantity}`).join(",");
  return `${hasLocation ? "/order" : "/menu"}?add=${add}`;
}
