/**
 * Pricing one cart line: the customer's choices checked against the product's option tree,
 * then the line priced in integer cents (`cart.server-prices`).
 *
 * The input types are the minimal shape of a menu product as the menus repository loads it
 * (a `MenuProduct` fits them structurally); domain/ imports nothing outside domain/.
 *
 * Rules:
 * - `product.choices-belong`: a choice's option must sit in a top-level group of the
 *   product, or in a nested group under an option that is itself chosen (explicitly or by
 *   default).
 * - `product.choice-quantity`: each choice's quantity is a whole number from 1 to the
 *   option's maxQuantity.
 * - The same option twice is refused (send it once with a quantity): merging would hide a
 *   client bug and make the error paths point at the wrong entry.
 * - `product.defaults-for-upsells`: every reachable group (top-level groups, and groups
 *   under a chosen option) with no chosen option takes its default options, quantity 1
 *   each; this is how an upsell added with `choices: []` becomes a valid line.
 *   `product.group-min-max`: then the sum of the group's chosen quantities must be from
 *   minSelect to maxSelect. Groups under an option that is not chosen are not checked.
 * - `product.line-quantity`: the line quantity is a whole number from 1 to the product's
 *   maxQuantity.
 * - unitCents = product price + Σ (option delta × choice quantity) over every chosen option,
 *   nested ones included; totalCents = unitCents × quantity. calories is for one unit,
 *   computed the same way (base + Σ option calories × choice quantity).
 * - The priced choices come in a fixed order: the customer's choices as given, then the
 *   defaults in menu order (depth first).
 */

export type ChoiceInput = { optionId: number; quantity: number };
export type PricingOption = {
  id: number;
  name: string;
  priceDeltaCents: number;
  calories: number;
  isDefault: boolean;
  maxQuantity: number;
  groups: PricingGroup[];
};
export type PricingGroup = {
  id: number;
  name: string;
  minSelect: number;
  maxSelect: number;
  options: PricingOption[];
};
export type PricingProduct = {
  id: number;
  name: string;
  priceCents: number;
  baseCalories: number;
  maxQuantity: number;
  groups: PricingGroup[];
};
export type PricedChoice = {
  optionId: number;
  name: string;
  quantity: number;
  unitDeltaCents: number;
  groupId: number;
  groupName: string;
  parentOptionId: number | null;
};
export type FieldError = { path: string; message: string };
export type PricedLine = {
  unitCents: number;
  totalCents: number;
  /** Calories of one unit of the line. */
  calories: number;
  choices: PricedChoice[];
};

/** Where an option sits in a product's tree. */
type Placement = {
  option: PricingOption;
  group: PricingGroup;
  /** The option the group hangs under, or null for a top-level group. */
  parent: PricingOption | null;
};

function placements(product: PricingProduct): Map<number, Placement> {
  const found = new Map<number, Placement>();
  const walk = (groups: readonly PricingGroup[], parent: PricingOption | null): void => {
    for (const group of groups) {
      for (const option of group.options) {
        if (!found.has(option.id)) found.set(option.id, { option, group, parent });
        walk(option.groups, option);
      }
    }
  };
  walk(product.groups, null);
  return found;
}

const isWhole = (n: number, min: number, max: number): boolean =>
  Number.isSafeInteger(n) && n >= min && n <= max;

/** The message for a line quantity outside 1…max. */
export function lineQuantityMessage(max: number): string {
  return `Quantity must be a whole number from 1 to ${max}.`;
}

/** The messages for a group whose chosen quantities fall outside min…max. */
export function atLeastMessage(min: number, groupName: string): string {
  return `Choose at least ${min} for "${groupName}".`;
}
export function atMostMessage(max: number, groupName: string): string {
  return `Choose at most ${max} for "${groupName}".`;
}

/** Checks the choices against the product and prices one line. */
export function priceLine(
  product: PricingProduct,
  choices: ChoiceInput[],
  quantity: number,
): { ok: true; line: PricedLine } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!isWhole(quantity, 1, product.maxQuantity)) {
    errors.push({ path: "quantity", message: lineQuantityMessage(product.maxQuantity) });
  }

  // 1. Each choice on its own: a known option, a quantity in range, not repeated.
  const tree = placements(product);
  const chosen = new Map<number, { index: number; quantity: number }>();
  choices.forEach((choice, index) => {
    const placement = tree.get(choice.optionId);
    if (!placement) {
      errors.push({
        path: `choices.${index}.option_id`,
        message: `Option ${choice.optionId} is not a choice of "${product.name}".`,
      });
      return;
    }
    const { option } = placement;
    if (chosen.has(option.id)) {
      errors.push({
        path: `choices.${index}.option_id`,
        message: `Option ${option.id} ("${option.name}") is chosen more than once; send it once with a quantity.`,
      });
      return;
    }
    if (!isWhole(choice.quantity, 1, option.maxQuantity)) {
      errors.push({
        path: `choices.${index}.quantity`,
        message: `Quantity of "${option.name}" must be a whole number from 1 to ${option.maxQuantity}.`,
      });
      return;
    }
    chosen.set(option.id, { index, quantity: choice.quantity });
  });
  // Group counts mean nothing while a choice itself is wrong: report those first.
  if (errors.some((e) => e.path.startsWith("choices."))) return { ok: false, errors };

  // 2. Walk the reachable groups: apply defaults, check min/max, descend into chosen options.
  const explicit = new Array<PricedChoice | undefined>(choices.length);
  const defaults: PricedChoice[] = [];
  const groupErrors: FieldError[] = [];
  const visit = (groups: readonly PricingGroup[], parent: PricingOption | null): void => {
    for (const group of groups) {
      const picked = group.options.filter((o) => chosen.has(o.id));
      const byDefault = picked.length === 0;
      const picks = byDefault ? group.options.filter((o) => o.isDefault) : picked;
      let count = 0;
      for (const option of picks) {
        const entry = chosen.get(option.id);
        const priced: PricedChoice = {
          optionId: option.id,
          name: option.name,
          quantity: entry ? entry.quantity : 1,
          unitDeltaCents: option.priceDeltaCents,
          groupId: group.id,
          groupName: group.name,
          parentOptionId: parent ? parent.id : null,
        };
        if (entry) explicit[entry.index] = priced;
        else defaults.push(priced);
        count += priced.quantity;
      }
      if (count < group.minSelect) {
        groupErrors.push({ path: "choices", message: atLeastMessage(group.minSelect, group.name) });
      } else if (count > group.maxSelect) {
        groupErrors.push({ path: "choices", message: atMostMessage(group.maxSelect, group.name) });
      }
      for (const option of picks) visit(option.groups, option);
    }
  };
  visit(product.groups, null);

  // 3. A choice the walk never reached hangs under an option that is not chosen.
  choices.forEach((choice, index) => {
    if (explicit[index]) return;
    const placement = tree.get(choice.optionId);
    const parent = placement?.parent;
    errors.push({
      path: `choices.${index}.option_id`,
      message: parent
        ? `Option ${choice.optionId} ("${placement.option.name}") is not a choice of "${product.name}" unless "${parent.name}" is chosen.`
        : `Option ${choice.optionId} is not a choice of "${product.name}".`,
    });
  });
  errors.push(...groupErrors);
  if (errors.length > 0) return { ok: false, errors };

  const priced = [...explicit.filter((c): c is PricedChoice => c !== undefined), ...defaults];
  let unitCents = product.priceCents;
  let calories = product.baseCalories;
  for (const c of priced) {
    unitCents += c.unitDeltaCents * c.quantity;
    calories += (tree.get(c.optionId)?.option.calories ?? 0) * c.quantity;
  }
  return {
    ok: true,
    line: { unitCents, totalCents: unitCents * quantity, calories, choices: priced },
  };
}
