import { describe, expect, it } from "vitest";

import {
  type ChoiceInput,
  type FieldError,
  type PricedLine,
  priceLine,
  type PricingGroup,
  type PricingOption,
  type PricingProduct,
} from "./pricing.ts";

// Fixtures modelled on the seed's "10:30 Lunch Box": spice level, dipping sauces with
// quantities, and a side whose size is a nested group (combo → side → size).
const option = (
  id: number,
  name: string,
  priceDeltaCents: number,
  calories: number,
  extra: Partial<PricingOption> = {},
): PricingOption => ({
  id,
  name,
  priceDeltaCents,
  calories,
  isDefault: false,
  maxQuantity: 1,
  groups: [],
  ...extra,
});
const group = (
  id: number,
  name: string,
  minSelect: number,
  maxSelect: number,
  options: PricingOption[],
): PricingGroup => ({ id, name, minSelect, maxSelect, options });

const CLASSIC = 100918;
const SPICY = 100919;
const COOP_SAUCE = 100920;
const HONEY_MUSTARD = 100921;
const RANCH = 100922;
const FRIES = 100926;
const FRIES_REGULAR = 100927;
const FRIES_LARGE = 100928;
const HASH_ROUNDS = 100929;
const HASH_REGULAR = 100930;
const HASH_LARGE = 100931;
const MAC = 100932;
const MAC_REGULAR = 100933;
const MAC_LARGE = 100934;

const lunchBox: PricingProduct = {
  id: 1601,
  name: "10:30 Lunch Box",
  priceCents: 899,
  baseCalories: 1330,
  maxQuantity: 20,
  groups: [
    group(10335, "Spice level", 1, 1, [
      option(CLASSIC, "Classic", 0, 0, { isDefault: true }),
      option(SPICY, "Spicy", 0, 10),
    ]),
    group(10336, "Dipping sauces", 0, 3, [
      option(COOP_SAUCE, "Coop Sauce", 0, 150, { isDefault: true, maxQuantity: 2 }),
      option(HONEY_MUSTARD, "Honey Mustard", 35, 120, { maxQuantity: 2 }),
      option(RANCH, "Buttermilk Ranch", 35, 140, { maxQuantity: 2 }),
    ]),
    group(10337, "Choose your side", 1, 1, [
      option(FRIES, "Seasoned Fries", 0, 340, {
        isDefault: true,
        groups: [
          group(10338, "Side size", 1, 1, [
            option(FRIES_REGULAR, "Regular", 0, 0, { isDefault: true }),
            option(FRIES_LARGE, "Large", 80, 160),
          ]),
        ],
      }),
      // No default size: choosing Hash Rounds means choosing a size too.
      option(HASH_ROUNDS, "Hash Rounds", 0, 300, {
        groups: [
          group(10339, "Side size", 1, 1, [
            option(HASH_REGULAR, "Regular", 0, 0),
            option(HASH_LARGE, "Large", 80, 140),
          ]),
        ],
      }),
      option(MAC, "Mac & Cheese", 50, 290, {
        groups: [
          group(10340, "Side size", 1, 1, [
            option(MAC_REGULAR, "Regular", 0, 0, { isDefault: true }),
            option(MAC_LARGE, "Large", 100, 150),
          ]),
        ],
      }),
    ]),
  ],
};

const biscuit: PricingProduct = {
  id: 1201,
  name: "Buttermilk Biscuit",
  priceCents: 199,
  baseCalories: 260,
  maxQuantity: 12,
  groups: [],
};

// A family meal: two sides counted by quantity, and a drink with no default.
const SLAW = 200001;
const BEANS = 200002;
const LEMONADE = 200010;
const TEA = 200011;
const familyMeal: PricingProduct = {
  id: 1701,
  name: "12 Tender Family Meal",
  priceCents: 3999,
  baseCalories: 3600,
  maxQuantity: 5,
  groups: [
    group(11001, "Choose 2 sides", 2, 2, [
      option(SLAW, "Coleslaw", 0, 170, { maxQuantity: 2 }),
      option(BEANS, "Baked Beans", 0, 210, { maxQuantity: 2 }),
    ]),
    group(11002, "Choose your drink", 1, 1, [
      option(LEMONADE, "Gallon Lemonade", 0, 1600),
      option(TEA, "Gallon Sweet Tea", 0, 1800),
    ]),
  ],
};

const c = (optionId: number, quantity = 1): ChoiceInput => ({ optionId, quantity });

function priced(product: PricingProduct, choices: ChoiceInput[], quantity = 1): PricedLine {
  const result = priceLine(product, choices, quantity);
  if (!result.ok) throw new Error(`expected a priced line, got ${JSON.stringify(result.errors)}`);
  return result.line;
}
function refused(product: PricingProduct, choices: ChoiceInput[], quantity = 1): FieldError[] {
  const result = priceLine(product, choices, quantity);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.line)}`);
  return result.errors;
}
const summary = (line: PricedLine) =>
  line.choices.map((ch) => [ch.optionId, ch.quantity, ch.parentOptionId]);

describe("cart.server-prices: line price", () => {
  it("a product without options costs its price; totalCents = unitCents × quantity", () => {
    expect(priced(biscuit, [], 3)).toEqual({
      unitCents: 199,
      totalCents: 597,
      calories: 260,
      choices: [],
    });
  });

  it("unitCents = price + Σ(option delta × choice quantity), nested options included", () => {
    // 899 + Mac 50 + Large 100 + Honey Mustard 35 × 2 = 1119
    const line = priced(lunchBox, [c(MAC), c(MAC_LARGE), c(HONEY_MUSTARD, 2)], 2);
    expect(line.unitCents).toBe(1119);
    expect(line.totalCents).toBe(2238);
  });

  it("calories are for one unit: base + Σ(option calories × choice quantity)", () => {
    // 1330 + Mac 290 + Large 150 + Honey Mustard 120 × 2 + Classic 0 = 2010
    expect(priced(lunchBox, [c(MAC), c(MAC_LARGE), c(HONEY_MUSTARD, 2)], 4).calories).toBe(2010);
  });

  it("each priced choice carries its name, unit delta, group and parent option", () => {
    const line = priced(lunchBox, [c(MAC), c(MAC_LARGE)]);
    expect(line.choices.slice(0, 2)).toEqual([
      {
        optionId: MAC,
        name: "Mac & Cheese",
        quantity: 1,
        unitDeltaCents: 50,
        groupId: 10337,
        groupName: "Choose your side",
        parentOptionId: null,
      },
      {
        optionId: MAC_LARGE,
        name: "Large",
        quantity: 1,
        unitDeltaCents: 100,
        groupId: 10340,
        groupName: "Side size",
        parentOptionId: MAC,
      },
    ]);
  });
});

describe("product.defaults-for-upsells: defaults", () => {
  it("an upsell added with choices [] gets every reachable group's defaults, nested included", () => {
    const line = priced(lunchBox, []);
    expect(summary(line)).toEqual([
      [CLASSIC, 1, null],
      [COOP_SAUCE, 1, null],
      [FRIES, 1, null],
      [FRIES_REGULAR, 1, FRIES],
    ]);
    expect(line.unitCents).toBe(899);
    expect(line.calories).toBe(1330 + 150 + 340);
  });

  it("a group with a chosen option takes no defaults", () => {
    const line = priced(lunchBox, [c(RANCH)]);
    expect(line.choices.map((ch) => ch.optionId)).not.toContain(COOP_SAUCE);
    expect(line.unitCents).toBe(899 + 35);
  });

  it("a nested group under a chosen option takes its defaults (Mac & Cheese → Regular)", () => {
    expect(summary(priced(lunchBox, [c(MAC)]))).toEqual([
      [MAC, 1, null],
      [CLASSIC, 1, null],
      [COOP_SAUCE, 1, null],
      [MAC_REGULAR, 1, MAC],
    ]);
  });

  it("a nested choice is accepted under a parent chosen by default (Large under default Fries)", () => {
    const line = priced(lunchBox, [c(FRIES_LARGE)]);
    expect(summary(line)).toEqual([
      [FRIES_LARGE, 1, FRIES],
      [CLASSIC, 1, null],
      [COOP_SAUCE, 1, null],
      [FRIES, 1, null],
    ]);
    expect(line.unitCents).toBe(979);
  });

  it("choices come in a fixed order: as given, then defaults in menu order", () => {
    const a = priced(lunchBox, [c(HONEY_MUSTARD), c(SPICY)]);
    const b = priced(lunchBox, [c(SPICY), c(HONEY_MUSTARD)]);
    expect(summary(a)).toEqual([
      [HONEY_MUSTARD, 1, null],
      [SPICY, 1, null],
      [FRIES, 1, null],
      [FRIES_REGULAR, 1, FRIES],
    ]);
    expect(summary(b).slice(0, 2)).toEqual([
      [SPICY, 1, null],
      [HONEY_MUSTARD, 1, null],
    ]);
    expect(priced(lunchBox, [c(HONEY_MUSTARD), c(SPICY)])).toEqual(a);
  });
});

describe("product.choices-belong: choices belong to the product", () => {
  it("an option of no group of the product is refused, naming the option id", () => {
    expect(refused(lunchBox, [c(SPICY), c(999999)])).toEqual([
      {
        path: "choices.1.option_id",
        message: 'Option 999999 is not a choice of "10:30 Lunch Box".',
      },
    ]);
  });

  it("an option of another product is refused", () => {
    expect(refused(biscuit, [c(CLASSIC)])).toEqual([
      {
        path: "choices.0.option_id",
        message: 'Option 100918 is not a choice of "Buttermilk Biscuit".',
      },
    ]);
  });

  it("a nested option is refused when the option it belongs to is not chosen", () => {
    expect(refused(lunchBox, [c(MAC), c(FRIES_LARGE)])).toEqual([
      {
        path: "choices.1.option_id",
        message:
          'Option 100928 ("Large") is not a choice of "10:30 Lunch Box" unless "Seasoned Fries" is chosen.',
      },
    ]);
  });

  it("the same option twice is refused (send it once with a quantity)", () => {
    expect(refused(lunchBox, [c(HONEY_MUSTARD), c(HONEY_MUSTARD)])).toEqual([
      {
        path: "choices.1.option_id",
        message:
          'Option 100921 ("Honey Mustard") is chosen more than once; send it once with a quantity.',
      },
    ]);
  });
});

describe("product.choice-quantity: choice quantity 1…option.maxQuantity", () => {
  it.each([
    [2, true],
    [1, true],
    [0, false],
    [3, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])("Honey Mustard (max 2) × %s → accepted: %s", (quantity, ok) => {
    const result = priceLine(lunchBox, [c(HONEY_MUSTARD, quantity)], 1);
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.errors).toEqual([
        {
          path: "choices.0.quantity",
          message: 'Quantity of "Honey Mustard" must be a whole number from 1 to 2.',
        },
      ]);
    }
  });

  it("an option without a larger maxQuantity can be chosen once", () => {
    expect(refused(lunchBox, [c(SPICY, 2)])).toEqual([
      {
        path: "choices.0.quantity",
        message: 'Quantity of "Spicy" must be a whole number from 1 to 1.',
      },
    ]);
  });
});

describe("product.group-min-max: group min/max, counting quantities", () => {
  it("a required group with nothing chosen and no default: 'Choose at least 1 for \"Choose your drink\".'", () => {
    expect(refused(familyMeal, [c(SLAW), c(BEANS)])).toEqual([
      { path: "choices", message: 'Choose at least 1 for "Choose your drink".' },
    ]);
  });

  it("too many in a group: 'Choose at most 3 for \"Dipping sauces\".'", () => {
    expect(refused(lunchBox, [c(HONEY_MUSTARD, 2), c(RANCH, 2)])).toEqual([
      { path: "choices", message: 'Choose at most 3 for "Dipping sauces".' },
    ]);
  });

  it("exactly maxSelect passes (3 sauces counting quantities)", () => {
    expect(priced(lunchBox, [c(HONEY_MUSTARD, 2), c(RANCH)]).unitCents).toBe(899 + 35 * 3);
  });

  it("two options in a pick-one group: 'Choose at most 1 for \"Choose your side\".'", () => {
    expect(refused(lunchBox, [c(FRIES), c(MAC)])).toEqual([
      { path: "choices", message: 'Choose at most 1 for "Choose your side".' },
    ]);
  });

  it.each([
    [[c(SLAW, 2), c(LEMONADE)], true],
    [[c(SLAW), c(BEANS), c(LEMONADE)], true],
    [[c(SLAW), c(LEMONADE)], false],
  ])("minSelect counts quantities: 'Choose 2 sides' with %j → accepted: %s", (choices, ok) => {
    const result = priceLine(familyMeal, choices, 1);
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.errors).toEqual([
        { path: "choices", message: 'Choose at least 2 for "Choose 2 sides".' },
      ]);
    }
  });

  it("a nested group is checked when its option is chosen: Hash Rounds needs a size", () => {
    expect(refused(lunchBox, [c(HASH_ROUNDS)])).toEqual([
      { path: "choices", message: 'Choose at least 1 for "Side size".' },
    ]);
    expect(priced(lunchBox, [c(HASH_ROUNDS), c(HASH_LARGE)]).unitCents).toBe(979);
  });

  it("a nested group is not checked when its option is not chosen (Hash Rounds' size)", () => {
    // Hash Rounds' size group has min 1 and no default: it would fail if it were checked.
    expect(priceLine(lunchBox, [c(FRIES)], 1).ok).toBe(true);
  });

  it("every failing group is named, in menu order", () => {
    expect(refused(familyMeal, [])).toEqual([
      { path: "choices", message: 'Choose at least 2 for "Choose 2 sides".' },
      { path: "choices", message: 'Choose at least 1 for "Choose your drink".' },
    ]);
  });
});

describe("product.line-quantity: line quantity 1…product.maxQuantity", () => {
  it.each([
    [1, true],
    [20, true],
    [0, false],
    [21, false],
    [-3, false],
    [2.5, false],
  ])("10:30 Lunch Box (max 20) × %s → accepted: %s", (quantity, ok) => {
    const result = priceLine(lunchBox, [], quantity);
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.errors).toEqual([
        { path: "quantity", message: "Quantity must be a whole number from 1 to 20." },
      ]);
    }
  });

  it("a bad quantity and a bad choice are reported together", () => {
    expect(refused(familyMeal, [c(SLAW, 3)], 6)).toEqual([
      { path: "quantity", message: "Quantity must be a whole number from 1 to 5." },
      {
        path: "choices.0.quantity",
        message: 'Quantity of "Coleslaw" must be a whole number from 1 to 2.',
      },
    ]);
  });
});

describe("pricing: input shape", () => {
  it("accepts a menu product as the menus repository loads it (extra fields ignored)", () => {
    const fromRepository = {
      ...biscuit,
      sku: "BISCUIT",
      description: "Flaky.",
      maxCalories: 260,
      allergens: ["milk", "wheat"],
      images: [],
      availability: [],
      categoryId: 12,
    };
    expect(priced(fromRepository, [], 2).totalCents).toBe(398);
  });

  it("does not change the product or the choices it is given", () => {
    const before = JSON.stringify(lunchBox);
    const choices = [c(MAC), c(MAC_LARGE)];
    priceLine(lunchBox, choices, 1);
    expect(JSON.stringify(lunchBox)).toBe(before);
    expect(choices).toEqual([c(MAC), c(MAC_LARGE)]);
  });
});
