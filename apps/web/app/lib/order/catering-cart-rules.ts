/**
 * The catering cart before a restaurant is chosen (`catering-order.pending-cart`), as pure rules:
 * its lines, their estimated prices, and how each line is carried onto a restaurant's catering
 * menu once one is chosen (`catering-order.carry-over`). No I/O here: catering-cart.ts does the
 * calls and keeps the client store in step.
 */
import type { ProductDetailResponse, ProductOptionGroup } from "@coop/contract/menus";
import { array, number, object, optional, string } from "@coop/contract/shape";

/** One chosen option of a pending line, by names (ids differ from one menu to another). */
export type PendingChoice = {
  group: string;
  option: string;
  /** The option's price per unit of the product, in dollars, on the menu it was chosen from. */
  cost: number;
};

/** A line of the catering cart kept in the browser before a restaurant is chosen. */
export type PendingLine = {
  /** The line's own id (lines with the same product and choices merge). */
  id: string;
  sku: string;
  name: string;
  quantity: number;
  /** The product's price in dollars on the fixed catering menu (an estimate). */
  cost: number;
  choices: PendingChoice[];
  /** The product's card image, for the cart panel. */
  image?: string;
};

export type PendingCart = { lines: PendingLine[] };

/** What the store keeps under `cateringCart` (checked when read back from storage). */
export const pendingCartShape = object({
  lines: array(
    object({
      id: string(),
      sku: string(),
      name: string(),
      quantity: number({ int: true, positive: true }),
      cost: number(),
      choices: array(object({ group: string(), option: string(), cost: number() })),
      image: optional(string()),
    }),
  ),
});

/** At most this many of one product, whatever the menu says (the order's own cap). */
export const PENDING_MAX_QUANTITY = 99;

const cents = (dollars: number) => Math.round(dollars * 100);

/** The price of one unit of the line (product and options), in cents. */
export function unitCents(line: Pick<PendingLine, "cost" | "choices">): number {
  return cents(line.cost) + line.choices.reduce((sum, c) => sum + cents(c.cost), 0);
}

/** `catering-order.pending-cart`: the estimated subtotal in dollars (sum of quantity × unit price). */
export function pendingSubtotal(cart: PendingCart | null): number {
  if (!cart) return 0;
  return cart.lines.reduce((sum, line) => sum + line.quantity * unitCents(line), 0) / 100;
}

export function pendingCount(cart: PendingCart | null): number {
  return cart?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}

/** The key that makes two lines the same: the product and its choices, in any order. */
function sameLineKey(line: Pick<PendingLine, "sku" | "choices">): string {
  const choices = line.choices.map((c) => `${c.group}\u0000${c.option}`).sort();
  return [line.sku, ...choices].join("\u0001");
}

/**
 * `catering-order.pending-cart`: adds a line; the same product with the same choices adds to the
 * quantity of the line already there (capped at `max`).
 */
export function addPendingLine(
  cart: PendingCart | null,
  line: Omit<PendingLine, "id">,
  newId: () => string,
  max = PENDING_MAX_QUANTITY,
): PendingCart {
  const lines = cart?.lines ?? [];
  const key = sameLineKey(line);
  const existing = lines.find((l) => sameLineKey(l) === key);
  if (existing) {
    return {
      lines: lines.map((l) =>
        l === existing ? { ...l, quantity: Math.min(max, l.quantity + line.quantity) } : l,
      ),
    };
  }
  return { lines: [...lines, { ...line, id: newId(), quantity: Math.min(max, line.quantity) }] };
}

/** A line's new quantity (1 to the cap); 0 or less removes it. An empty cart is null. */
export function setPendingQuantity(
  cart: PendingCart | null,
  lineId: string,
  quantity: number,
): PendingCart | null {
  if (!cart) return null;
  const lines =
    quantity <= 0
      ? cart.lines.filter((l) => l.id !== lineId)
      : cart.lines.map((l) =>
          l.id === lineId ? { ...l, quantity: Math.min(PENDING_MAX_QUANTITY, quantity) } : l,
        );
  return lines.length === 0 ? null : { lines };
}

// ── Choosing options (the add control of the public product page) ────────────────────────

/** The chosen option ids per group id. */
export type Selection = Record<number, number[]>;

/** Defaults preselected: each group's options marked default (at most max_select of them). */
export function defaultSelection(groups: readonly ProductOptionGroup[]): Selection {
  const selection: Selection = {};
  for (const group of groups) {
    const defaults = group.options.filter((o) => o.is_default).map((o) => o.id);
    selection[group.id] = defaults.slice(0, Math.max(1, group.max_select));
  }
  return selection;
}

/**
 * Selects or unselects an option: a single-choice group swaps (and an optional one can be
 * emptied again); others toggle up to their maximum.
 */
export function toggleOption(
  selection: Selection,
  group: Pick<ProductOptionGroup, "id" | "max_select" | "min_select">,
  optionId: number,
): Selection {
  const current = selection[group.id] ?? [];
  if (group.max_select === 1) {
    const emptied = current.includes(optionId) && group.min_select === 0;
    return { ...selection, [group.id]: emptied ? [] : [optionId] };
  }
  if (current.includes(optionId))
    return { ...selection, [group.id]: current.filter((id) => id !== optionId) };
  if (group.max_select > 0 && current.length >= group.max_select) return selection;
  return { ...selection, [group.id]: [...current, optionId] };
}

/** The groups whose choices are short of their minimum (required groups not chosen). */
export function missingGroups(
  groups: readonly ProductOptionGroup[],
  selection: Selection,
): ProductOptionGroup[] {
  return groups.filter((g) => (selection[g.id]?.length ?? 0) < g.min_select);
}

/** The selection as the pending line's choices (by names, with their price). */
export function choicesOf(
  groups: readonly ProductOptionGroup[],
  selection: Selection,
): PendingChoice[] {
  const choices: PendingChoice[] = [];
  for (const group of groups) {
    for (const id of selection[group.id] ?? []) {
      const option = group.options.find((o) => o.id === id);
      if (option) choices.push({ group: group.name, option: option.name, cost: option.cost });
    }
  }
  return choices;
}

// ── Carrying over (`catering-order.carry-over`) ────────────────────────────────────────────────

/** Why a line could not come along to the chosen restaurant. */
export type CarryReason = "not-on-menu" | "unavailable" | "option-gone" | "too-many";

/** A line as POST orders/{id}/products takes it. */
export type CarriedLine = {
  id: string;
  quantity: number;
  choices: { option_id: number; quantity: number }[];
};

export type CarryResult = { ok: true; line: CarriedLine } | { ok: false; reason: CarryReason };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * `catering-order.carry-over`: a pending line on the restaurant's catering menu, found by SKU
 * (`product` is that menu's product, null when it has none). Options are matched by group and
 * option name; a required group the line has no choice for takes that menu's defaults. The
 * line stays out, with its reason, when the product is not on the menu or sold out there, a
 * chosen option is gone, a group's choices fall outside its limits, or the quantity is over
 * the product's maximum.
 */
export function carryLine(
  line: PendingLine,
  product: Pick<
    ProductDetailResponse,
    "sku" | "availability" | "max_quantity" | "option_groups"
  > | null,
): CarryResult {
  if (!product) return { ok: false, reason: "not-on-menu" };
  if (product.availability.sold_out) return { ok: false, reason: "unavailable" };
  if (product.max_quantity > 0 && line.quantity > product.max_quantity)
    return { ok: false, reason: "too-many" };
  const chosen: number[] = [];
  const perGroup = new Map<number, number>();
  for (const choice of line.choices) {
    const group = product.option_groups.find((g) => sameName(g.name, choice.group));
    const option = group?.options.find((o) => sameName(o.name, choice.option));
    if (!group || !option) return { ok: false, reason: "option-gone" };
    chosen.push(option.id);
    perGroup.set(group.id, (perGroup.get(group.id) ?? 0) + 1);
  }
  for (const group of product.option_groups) {
    let count = perGroup.get(group.id) ?? 0;
    if (count < group.min_select) {
      const defaults = group.options.filter((o) => o.is_default && !chosen.includes(o.id));
      for (const option of defaults.slice(0, group.min_select - count)) chosen.push(option.id);
      count += Math.min(defaults.length, group.min_select - count);
    }
    if (count < group.min_select) return { ok: false, reason: "option-gone" };
    if (group.max_select > 0 && count > group.max_select)
      return { ok: false, reason: "option-gone" };
  }
  return {
    ok: true,
    line: {
      id: line.sku,
      quantity: line.quantity,
      choices: chosen.map((option_id) => ({ option_id, quantity: 1 })),
    },
  };
}

// ── ?add=SKU*QTY,SKU*QTY (`catering-order.add-param`) ──────────────────────────────────────────

export type AddRequest = { sku: string; quantity: number };

/**
 * `catering-order.add-param`: the lines asked for by `?add=` (comma-separated `SKU*QTY`, the
 * quantity 1 when left out). Repeated SKUs add up; entries that are not a SKU and a whole
 * number from 1 are listed as invalid, as written.
 */
export function parseAddParam(value: string | null): { lines: AddRequest[]; invalid: string[] } {
  const lines: AddRequest[] = [];
  const invalid: string[] = [];
  if (!value) return { lines, invalid };
  for (const raw of value.split(",")) {
    const entry = raw.trim();
    if (entry === "") continue;
    const match = /^([A-Za-z0-9_-]{1,40})(?:\*(\d{1,3}))?$/.exec(entry);
    const quantity = match ? Number(match[2] ?? "1") : 0;
    if (!match || quantity < 1) {
      invalid.push(entry);
      continue;
    }
    const sku = match[1]!;
    const same = lines.find((l) => l.sku.toUpperCase() === sku.toUpperCase());
    if (same) same.quantity = Math.min(PENDING_MAX_QUANTITY, same.quantity + quantity);
    else lines.push({ sku, quantity: Math.min(PENDING_MAX_QUANTITY, quantity) });
  }
  return { lines, invalid };
}
