import { describe, expect, it } from "vitest";

import type { ProductOptionGroup } from "@coop/contract/menus";

import {
  choicesPayload,
  defaultSelections,
  groupProblems,
  INSTRUCTIONS_MAX,
  RECIPIENT_MAX,
  selectionsFromChoices,
  setOptionQuantity,
  unitPriceAndCalories,
} from "./product-rules.ts";

const opt = (id: number, extra: Partial<ProductOptionGroup["options"][number]> = {}) => ({
  id,
  name: `o${id}`,
  cost: 0,
  calories: 10,
  is_default: false,
  max_quantity: 1,
  option_groups: [],
  ...extra,
});

const size: ProductOptionGroup = {
  id: 3,
  name: "Size",
  min_select: 1,
  max_select: 1,
  options: [opt(31, { is_default: true }), opt(32, { cost: 1 })],
};
const product = {
  cost: 10,
  basecalories: 500,
  option_groups: [
    {
      id: 1,
      name: "Side",
      min_select: 1,
      max_select: 1,
      options: [opt(11, { option_groups: [size] }), opt(12)],
    },
    {
      id: 2,
      name: "Pick 2 sides",
      min_select: 2,
      max_select: 2,
      options: [opt(21, { max_quantity: 2, cost: 0.5 }), opt(22, { max_quantity: 2 })],
    },
  ] as ProductOptionGroup[],
};

describe("product choices", () => {
  it("product.group-min-max: a required group without a choice is reported by name", () => {
    const problems = groupProblems(product, defaultSelections(product));
    expect(problems.map((p) => [p.name, p.kind, p.limit])).toEqual([
      ["Side", "min", 1],
      ["Pick 2 sides", "min", 2],
    ]);
  });

  it("product.choices-belong: nested groups count only when their parent option is chosen, with its defaults", () => {
    let s = setOptionQuantity(
      product.option_groups[0]!,
      product.option_groups[0]!.options[0]!,
      1,
      {},
    );
    expect(s).toEqual({ 11: 1, 31: 1 });
    s = setOptionQuantity(product.option_groups[0]!, product.option_groups[0]!.options[1]!, 1, s);
    // A radio group keeps one; the nested choices of the old option go with it.
    expect(s).toEqual({ 12: 1 });
  });

  it("product.choice-quantity, product.group-min-max: quantities sum toward the group's min and max; payload and price follow", () => {
    const side = product.option_groups[0]!;
    const pick = product.option_groups[1]!;
    let s = setOptionQuantity(side, side.options[0]!, 1, {});
    s = setOptionQuantity(pick, pick.options[0]!, 2, s);
    expect(groupProblems(product, s)).toEqual([]);
    expect(choicesPayload(product, s)).toEqual([
      { option_id: 11, quantity: 1 },
      { option_id: 31, quantity: 1 },
      { option_id: 21, quantity: 2 },
    ]);
    expect(unitPriceAndCalories(product, s)).toEqual({ unit: 11, calories: 540 });
  });

  it("product.edit-line: an edited line starts from its choices", () => {
    expect(selectionsFromChoices([{ option_id: 21, quantity: 2 }, { option_id: "11" }])).toEqual({
      21: 2,
      11: 1,
    });
  });
});

describe("product.text-limits", () => {
  it("special instructions take at most 128 characters, the recipient name at most 32", () => {
    expect(INSTRUCTIONS_MAX).toBe(128);
    expect(RECIPIENT_MAX).toBe(32);
  });
});
