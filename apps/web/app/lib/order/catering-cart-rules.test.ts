import { describe, expect, it } from "vitest";

import type { ProductOptionGroup } from "@coop/contract/menus";

import {
  addPendingLine,
  carryLine,
  choicesOf,
  defaultSelection,
  missingGroups,
  parseAddParam,
  type PendingLine,
  pendingSubtotal,
  setPendingQuantity,
  toggleOption,
} from "./catering-cart-rules.ts";
import { orderMenuIdOf } from "./order-model.ts";

const spice: ProductOptionGroup = {
  id: 10,
  name: "Spice level",
  min_select: 1,
  max_select: 1,
  options: [
    {
      id: 11,
      name: "Classic",
      cost: 0,
      calories: 0,
      is_default: true,
      max_quantity: 1,
      option_groups: [],
    },
    {
      id: 12,
      name: "Spicy",
      cost: 0,
      calories: 0,
      is_default: false,
      max_quantity: 1,
      option_groups: [],
    },
  ],
};
const sauces: ProductOptionGroup = {
  id: 20,
  name: "Dipping sauces",
  min_select: 0,
  max_select: 2,
  options: [
    {
      id: 21,
      name: "Ranch",
      cost: 2.99,
      calories: 0,
      is_default: false,
      max_quantity: 1,
      option_groups: [],
    },
    {
      id: 22,
      name: "Honey Mustard",
      cost: 2.99,
      calories: 0,
      is_default: false,
      max_quantity: 1,
      option_groups: [],
    },
    {
      id: 23,
      name: "Comeback",
      cost: 2.99,
      calories: 0,
      is_default: false,
      max_quantity: 1,
      option_groups: [],
    },
  ],
};

const tray: PendingLine = {
  id: "l1",
  sku: "CAT-TT24",
  name: "Small Tender Tray",
  quantity: 2,
  cost: 54.99,
  choices: [
    { group: "Spice level", option: "Spicy", cost: 0 },
    { group: "Dipping sauces", option: "Ranch", cost: 2.99 },
  ],
};

const onMenu = (overrides: Partial<Parameters<typeof carryLine>[1] & object> = {}) => ({
  sku: "CAT-TT24",
  availability: { now: true, sold_out: false, windows: [] },
  max_quantity: 10,
  option_groups: [
    { ...spice, id: 110, options: spice.options.map((o) => ({ ...o, id: o.id + 100 })) },
    { ...sauces, id: 120, options: sauces.options.map((o) => ({ ...o, id: o.id + 100 })) },
  ],
  ...overrides,
});

describe("catering-order.pending-cart: the catering cart before a restaurant", () => {
  it("catering-order.pending-cart: the same product with the same choices adds to its line", () => {
    let n = 0;
    const id = () => `l${++n}`;
    const { id: _ignored, ...line } = tray;
    let cart = addPendingLine(null, line, id);
    cart = addPendingLine(cart, { ...line, choices: [...line.choices].reverse(), quantity: 3 }, id);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(5);
    cart = addPendingLine(cart, { ...line, choices: [] }, id);
    expect(cart.lines.map((l) => l.id)).toEqual(["l1", "l2"]);
  });

  it("catering-order.pending-cart: the estimated subtotal counts options per unit, in cents", () => {
    // 2 × (54.99 + 2.99) = 115.96, without floating-point drift
    expect(pendingSubtotal({ lines: [tray] })).toBe(115.96);
    expect(pendingSubtotal(null)).toBe(0);
  });

  it("catering-order.pending-cart: a quantity of 0 removes the line, and an empty cart is null", () => {
    const cart = { lines: [tray] };
    expect(setPendingQuantity(cart, "l1", 4)?.lines[0]!.quantity).toBe(4);
    expect(setPendingQuantity(cart, "l1", 0)).toBeNull();
  });

  it("catering-order.pending-cart: defaults are preselected and a required group must be chosen", () => {
    const selection = defaultSelection([spice, sauces]);
    expect(selection).toEqual({ 10: [11], 20: [] });
    expect(missingGroups([spice, sauces], selection)).toEqual([]);
    expect(missingGroups([spice], { 10: [] }).map((g) => g.name)).toEqual(["Spice level"]);
  });

  it("catering-order.pending-cart: a single-choice group swaps, a multi-choice one stops at its maximum", () => {
    let selection = toggleOption({ 10: [11] }, spice, 12);
    expect(selection[10]).toEqual([12]);
    expect(toggleOption(selection, spice, 12)[10]).toEqual([12]);
    const paper = { id: 30, min_select: 0, max_select: 1 };
    expect(toggleOption({ 30: [31] }, paper, 31)[30]).toEqual([]);
    selection = toggleOption(toggleOption(toggleOption({}, sauces, 21), sauces, 22), sauces, 23);
    expect(selection[20]).toEqual([21, 22]);
    expect(choicesOf([sauces], selection).map((c) => c.option)).toEqual(["Ranch", "Honey Mustard"]);
  });
});

describe("catering-order.carry-over: a pending line on the chosen restaurant's catering menu", () => {
  it("catering-order.carry-over: maps options by name onto that menu's option ids", () => {
    expect(carryLine(tray, onMenu())).toEqual({
      ok: true,
      line: {
        id: "CAT-TT24",
        quantity: 2,
        choices: [
          { option_id: 112, quantity: 1 },
          { option_id: 121, quantity: 1 },
        ],
      },
    });
  });

  it("catering-order.carry-over: a required group without a choice takes that menu's default", () => {
    const result = carryLine({ ...tray, choices: [] }, onMenu());
    expect(result.ok && result.line.choices).toEqual([{ option_id: 111, quantity: 1 }]);
  });

  it("catering-order.carry-over: says why a line cannot come along", () => {
    expect(carryLine(tray, null)).toEqual({ ok: false, reason: "not-on-menu" });
    expect(
      carryLine(tray, onMenu({ availability: { now: true, sold_out: true, windows: [] } })),
    ).toEqual({ ok: false, reason: "unavailable" });
    expect(carryLine({ ...tray, quantity: 11 }, onMenu())).toEqual({
      ok: false,
      reason: "too-many",
    });
    const noRanch = onMenu();
    noRanch.option_groups[1] = { ...noRanch.option_groups[1]!, options: [] };
    expect(carryLine(tray, noRanch)).toEqual({ ok: false, reason: "option-gone" });
    const noDefault = onMenu();
    noDefault.option_groups[0] = {
      ...noDefault.option_groups[0]!,
      options: noDefault.option_groups[0]!.options.map((o) => ({ ...o, is_default: false })),
    };
    expect(carryLine({ ...tray, choices: [] }, noDefault)).toEqual({
      ok: false,
      reason: "option-gone",
    });
  });
});

describe("catering-order.order-menu: the menu an order is made on", () => {
  const location = { menu_id: "m101", catering_menu_id: "c101" };
  it("catering-order.order-menu: the catering menu on the catering channel, the everyday one elsewhere", () => {
    expect(orderMenuIdOf(location, "catering")).toBe("c101");
    expect(orderMenuIdOf(location, "default")).toBe("m101");
    expect(orderMenuIdOf({ menu_id: "m101" }, "catering")).toBe("m101");
  });
});

describe("catering-order.add-param: ?add=SKU*QTY,SKU*QTY", () => {
  it("catering-order.add-param: reads SKUs and quantities, adding repeats up", () => {
    expect(parseAddParam("CAT-TT24*2, CAT-GAL-TEA ,CAT-TT24*1")).toEqual({
      lines: [
        { sku: "CAT-TT24", quantity: 3 },
        { sku: "CAT-GAL-TEA", quantity: 1 },
      ],
      invalid: [],
    });
  });

  it("catering-order.add-param: lists entries that are not a SKU and a quantity from 1", () => {
    expect(parseAddParam("CAT-TT24*0,<b>,CAT-PPR*x")).toEqual({
      lines: [],
      invalid: ["CAT-TT24*0", "<b>", "CAT-PPR*x"],
    });
    expect(parseAddParam(null)).toEqual({ lines: [], invalid: [] });
  });
});
