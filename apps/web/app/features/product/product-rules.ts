/**
 * The product screen's choices (`product.choices-belong`, `product.choice-quantity`,
 * `product.group-min-max`) as pure functions: what is chosen,
 * which groups are reachable (nested groups count only under a chosen option), the group
 * rules (min_select…max_select over the sum of chosen quantities, the server's rule in
 * domain/pricing.ts), and the live price and calories.
 */
import type { ProductOption, ProductOptionGroup } from "@coop/contract/menus";

/** Chosen option id → quantity (absent: not chosen). */
export type Selections = Readonly<Record<number, number>>;

type Tree = { option_groups: readonly ProductOptionGroup[] };

/** The defaults of every group reachable through defaults (a new line). */
export function defaultSelections(product: Tree): Selections {
  const out: Record<number, number> = {};
  const walk = (groups: readonly ProductOptionGroup[]) => {
    for (const g of groups)
      for (const o of g.options)
        if (o.is_default) {
          out[o.id] = 1;
          walk(o.option_groups);
        }
  };
  walk(product.option_groups);
  return out;
}

/** `product.edit-line`: the choices of a cart line being edited (choices of id and quantity). */
export function selectionsFromChoices(
  choices: readonly { option_id?: number | string; quantity?: number }[],
): Selections {
  const out: Record<number, number> = {};
  for (const c of choices) {
    const id = Number(c.option_id);
    if (Number.isSafeInteger(id) && id > 0) out[id] = c.quantity ?? 1;
  }
  return out;
}

/** How many are chosen in a group (the sum of its chosen quantities). */
export function groupCount(group: ProductOptionGroup, selections: Selections): number {
  return group.options.reduce((n, o) => n + (selections[o.id] ?? 0), 0);
}

/** A group shown as radio buttons: pick exactly one of single-quantity options. */
export function isSingleChoice(group: ProductOptionGroup): boolean {
  return group.max_select === 1 && group.options.every((o) => o.max_quantity <= 1);
}

/** Every group reachable with these selections, depth first, with the option it hangs under. */
function reachableGroups(
  product: Tree,
  selections: Selections,
): { group: ProductOptionGroup; parent: ProductOption | null }[] {
  const out: { group: ProductOptionGroup; parent: ProductOption | null }[] = [];
  const walk = (groups: readonly ProductOptionGroup[], parent: ProductOption | null) => {
    for (const group of groups) {
      out.push({ group, parent });
      for (const o of group.options) if (selections[o.id]) walk(o.option_groups, o);
    }
  };
  walk(product.option_groups, null);
  return out;
}

function descendantIds(option: ProductOption): number[] {
  return option.option_groups.flatMap((g) => g.options.flatMap((o) => [o.id, ...descendantIds(o)]));
}

function withoutOption(selections: Selections, option: ProductOption): Record<number, number> {
  const next: Record<number, number> = { ...selections };
  delete next[option.id];
  for (const id of descendantIds(option)) delete next[id];
  return next;
}

/** Sets an option's quantity (0 unchooses it and everything under it); a radio group keeps one. */
export function setOptionQuantity(
  group: ProductOptionGroup,
  option: ProductOption,
  quantity: number,
  selections: Selections,
): Selections {
  if (quantity <= 0) return withoutOption(selections, option);
  let next: Record<number, number> = { ...selections };
  if (isSingleChoice(group)) {
    for (const other of group.options)
      if (other.id !== option.id) next = withoutOption(next, other);
  }
  const wasChosen = Boolean(selections[option.id]);
  next[option.id] = Math.min(quantity, Math.max(1, option.max_quantity));
  // A newly chosen option brings its nested defaults.
  if (!wasChosen) Object.assign(next, defaultSelections(option), { [option.id]: next[option.id] });
  return next;
}

export type GroupProblem = { groupId: number; kind: "min" | "max"; limit: number; name: string };

/** The groups whose chosen quantities fall outside min…max (reachable groups only). */
export function groupProblems(product: Tree, selections: Selections): GroupProblem[] {
  const problems: GroupProblem[] = [];
  for (const { group } of reachableGroups(product, selections)) {
    const count = groupCount(group, selections);
    if (count < group.min_select)
      problems.push({ groupId: group.id, kind: "min", limit: group.min_select, name: group.name });
    else if (count > group.max_select)
      problems.push({ groupId: group.id, kind: "max", limit: group.max_select, name: group.name });
  }
  return problems;
}

/** The choices to send: every chosen option of a reachable group, with its quantity. */
export function choicesPayload(
  product: Tree,
  selections: Selections,
): { option_id: number; quantity: number }[] {
  const out: { option_id: number; quantity: number }[] = [];
  for (const { group } of reachableGroups(product, selections))
    for (const o of group.options) {
      const quantity = selections[o.id];
      if (quantity) out.push({ option_id: o.id, quantity });
    }
  return out;
}

/** Unit price and calories of one item with these choices (cents inside, dollars out). */
export function unitPriceAndCalories(
  product: Tree & { cost: number; basecalories: number },
  selections: Selections,
): { unit: number; calories: number } {
  let cents = Math.round(product.cost * 100);
  let calories = product.basecalories;
  for (const { group } of reachableGroups(product, selections))
    for (const o of group.options) {
      const q = selections[o.id] ?? 0;
      cents += Math.round(o.cost * 100) * q;
      calories += o.calories * q;
    }
  return { unit: cents / 100, calories };
}

export const INSTRUCTIONS_MAX = 128;
export const RECIPIENT_MAX = 32;
