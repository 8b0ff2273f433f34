import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Default menu: category 4, products 1401–1411.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-default.ts.
export const biscuits = {
  id: 4,
  name: "Biscuits",
  description: "Made from scratch every twenty minutes, all day long.",
  products: [
    {
      id: 1401,
      sku: "BIS-CHK",
      name: "Chicken Biscuit",
      description:
        "A crispy chicken fillet tucked into a flaky, buttery, made-from-scratch biscuit.",
      priceCents: 419,
      baseCalories: 490,
      maxCalories: 620,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "BIS-CHK-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-CHK-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10297,
          name: "Add a spread",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100818, name: "Honey", priceDeltaCents: 0, calories: 60 },
            { id: 100819, name: "Grape Jelly", priceDeltaCents: 0, calories: 50 },
            { id: 100820, name: "Whipped Butter", priceDeltaCents: 0, calories: 70 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1402,
      sku: "BIS-SPC",
      name: "Spicy Chicken Biscuit",
      description:
        "Our spicy fillet in a hot buttermilk biscuit, for mornings that need a little kick.",
      priceCents: 439,
      baseCalories: 510,
      maxCalories: 640,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "BIS-SPC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-SPC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10298,
          name: "Add a spread",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100821, name: "Honey", priceDeltaCents: 0, calories: 60 },
            { id: 100822, name: "Grape Jelly", priceDeltaCents: 0, calories: 50 },
            { id: 100823, name: "Whipped Butter", priceDeltaCents: 0, calories: 70 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1403,
      sku: "BIS-HBC",
      name: "Honey Butter Chicken Biscuit",
      description:
        "A crispy fillet in a biscuit brushed with whipped honey butter, sweet and salty in every bite.",
      priceCents: 449,
      baseCalories: 540,
      maxCalories: 670,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "BIS-HBC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-HBC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10299,
          name: "Add a spread",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100824, name: "Honey", priceDeltaCents: 0, calories: 60 },
            { id: 100825, name: "Grape Jelly", priceDeltaCents: 0, calories: 50 },
            { id: 100826, name: "Whipped Butter", priceDeltaCents: 0, calories: 70 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1404,
      sku: "BIS-SEC",
      name: "Sausage, Egg & Cheese Biscuit",
      description:
        "A savoury sausage patty, a folded egg and melted American cheese on a warm biscuit.",
      priceCents: 469,
      baseCalories: 600,
      maxCalories: 730,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "BIS-SEC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-SEC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10300,
          name: "Add a spread",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100827, name: "Honey", priceDeltaCents: 0, calories: 60 },
            { id: 100828, name: "Grape Jelly", priceDeltaCents: 0, calories: 50 },
            { id: 100829, name: "Whipped Butter", priceDeltaCents: 0, calories: 70 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1405,
      sku: "BIS-BEC",
      name: "Bacon, Egg & Cheese Biscuit",
      description:
        "Smoky bacon, a fluffy folded egg and American cheese on a flaky buttermilk biscuit.",
      priceCents: 469,
      baseCalories: 480,
      maxCalories: 610,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "BIS-BEC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-BEC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10301,
          name: "Add a spread",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100830, name: "Honey", priceDeltaCents: 0, calories: 60 },
            { id: 100831, name: "Grape Jelly", priceDeltaCents: 0, calories: 50 },
            { id: 100832, name: "Whipped Butter", priceDeltaCents: 0, calories: 70 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1406,
      sku: "BIS-EGG",
      name: "Egg & Cheese Biscuit",
      description: "A folded egg and melted cheese on a warm biscuit, simple and satisfying.",
      priceCents: 369,
      baseCalories: 420,
      maxCalories: 550,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "BIS-EGG-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-EGG-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10302,
          name: "Add a spread",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100833, name: "Honey", priceDeltaCents: 0, calories: 60 },
            { id: 100834, name: "Grape Jelly", priceDeltaCents: 0, calories: 50 },
            { id: 100835, name: "Whipped Butter", priceDeltaCents: 0, calories: 70 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1407,
      sku: "BIS-HAM",
      name: "Country Ham Biscuit",
      description: "Salty, thin-sliced Southern country ham on a buttery scratch biscuit.",
      priceCents: 399,
      baseCalories: 370,
      maxCalories: 500,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "BIS-HAM-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-HAM-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10303,
          name: "Add a spread",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100836, name: "Honey", priceDeltaCents: 0, calories: 60 },
            { id: 100837, name: "Grape Jelly", priceDeltaCents: 0, calories: 50 },
            { id: 100838, name: "Whipped Butter", priceDeltaCents: 0, calories: 70 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1408,
      sku: "BIS-STK",
      name: "Steak Biscuit",
      description: "A crispy, peppery cube steak in a hot biscuit, a Carolina morning staple.",
      priceCents: 449,
      baseCalories: 560,
      maxCalories: 690,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "BIS-STK-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-STK-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10304,
          name: "Add a spread",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100839, name: "Honey", priceDeltaCents: 0, calories: 60 },
            { id: 100840, name: "Grape Jelly", priceDeltaCents: 0, calories: 50 },
            { id: 100841, name: "Whipped Butter", priceDeltaCents: 0, calories: 70 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1409,
      sku: "BIS-BTR",
      name: "Buttermilk Biscuit",
      description: "One tall, flaky, golden buttermilk biscuit, still warm from the oven.",
      priceCents: 179,
      baseCalories: 250,
      maxCalories: 380,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "BIS-BTR-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-BTR-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10305,
          name: "Add a spread",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100842, name: "Honey", priceDeltaCents: 0, calories: 60 },
            { id: 100843, name: "Grape Jelly", priceDeltaCents: 0, calories: 50 },
            { id: 100844, name: "Whipped Butter", priceDeltaCents: 0, calories: 70 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1410,
      sku: "BIS-BB",
      name: "Blueberry Glazed Biscuit",
      description: "A sweet biscuit studded with blueberries and finished with vanilla icing.",
      priceCents: 229,
      baseCalories: 340,
      maxCalories: 340,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "BIS-BB-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-BB-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [],
      maxQuantity: 20,
    },
    {
      id: 1411,
      sku: "BIS-6",
      name: "Half-Dozen Biscuits",
      description: "Six warm buttermilk biscuits for the table, with spreads on the side.",
      priceCents: 849,
      baseCalories: 1500,
      maxCalories: 1920,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "BIS-6-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BIS-6-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10306,
          name: "Add a spread",
          minSelect: 0,
          maxSelect: 6,
          options: [
            { id: 100845, name: "Honey", priceDeltaCents: 0, calories: 60, maxQuantity: 6 },
            { id: 100846, name: "Grape Jelly", priceDeltaCents: 0, calories: 50, maxQuantity: 6 },
            {
              id: 100847,
              name: "Whipped Butter",
              priceDeltaCents: 0,
              calories: 70,
              maxQuantity: 6,
            },
          ],
        },
      ],
      maxQuantity: 10,
    },
  ],
} satisfies CategorySeed;
