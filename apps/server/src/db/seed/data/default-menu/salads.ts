import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Default menu: category 9, products 1901–1904.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-default.ts.
export const salads = {
  id: 9,
  name: "Salads",
  description: "Crisp greens topped with chicken, made to order.",
  products: [
    {
      id: 1901,
      sku: "SAL-GRL",
      name: "Grilled Chicken Garden Salad",
      description:
        "Sliced lemon-herb grilled chicken over mixed greens with cheddar, grape tomatoes and cucumber.",
      priceCents: 949,
      baseCalories: 600,
      maxCalories: 950,
      allergens: ["milk", "soy"],
      images: [
        { filename: "SAL-GRL-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SAL-GRL-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10407,
          name: "Choose your dressing",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 101166,
              name: "Buttermilk Ranch",
              priceDeltaCents: 0,
              calories: 280,
              isDefault: true,
            },
            { id: 101167, name: "Honey Mustard", priceDeltaCents: 0, calories: 260 },
            { id: 101168, name: "Light Italian", priceDeltaCents: 0, calories: 80 },
            { id: 101169, name: "Balsamic Vinaigrette", priceDeltaCents: 0, calories: 120 },
            { id: 101170, name: "Blue Cheese", priceDeltaCents: 0, calories: 300 },
            { id: 101171, name: "No Dressing", priceDeltaCents: 0, calories: 0 },
          ],
        },
        {
          id: 10408,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 101172, name: "Extra Chicken", priceDeltaCents: 249, calories: 140 },
            { id: 101173, name: "Bacon", priceDeltaCents: 120, calories: 80 },
            { id: 101174, name: "Boiled Egg", priceDeltaCents: 80, calories: 70 },
            { id: 101175, name: "Shredded Cheese", priceDeltaCents: 60, calories: 110 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1902,
      sku: "SAL-CBB",
      name: "Crispy Chicken Cobb Salad",
      description:
        "Crispy tenders, bacon, boiled egg, cheddar and tomatoes on a bed of chopped romaine.",
      priceCents: 999,
      baseCalories: 840,
      maxCalories: 1200,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "SAL-CBB-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SAL-CBB-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10409,
          name: "Choose your chicken",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101176, name: "Crispy", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101177, name: "Spicy", priceDeltaCents: 0, calories: 10 },
            { id: 101178, name: "Grilled", priceDeltaCents: 0, calories: -120 },
          ],
        },
        {
          id: 10410,
          name: "Choose your dressing",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 101179,
              name: "Buttermilk Ranch",
              priceDeltaCents: 0,
              calories: 280,
              isDefault: true,
            },
            { id: 101180, name: "Honey Mustard", priceDeltaCents: 0, calories: 260 },
            { id: 101181, name: "Light Italian", priceDeltaCents: 0, calories: 80 },
            { id: 101182, name: "Balsamic Vinaigrette", priceDeltaCents: 0, calories: 120 },
            { id: 101183, name: "Blue Cheese", priceDeltaCents: 0, calories: 300 },
            { id: 101184, name: "No Dressing", priceDeltaCents: 0, calories: 0 },
          ],
        },
        {
          id: 10411,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 101185, name: "Extra Chicken", priceDeltaCents: 249, calories: 140 },
            { id: 101186, name: "Bacon", priceDeltaCents: 120, calories: 80 },
            { id: 101187, name: "Boiled Egg", priceDeltaCents: 80, calories: 70 },
            { id: 101188, name: "Shredded Cheese", priceDeltaCents: 60, calories: 110 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1903,
      sku: "SAL-SW",
      name: "Spicy Southwest Salad",
      description:
        "Spicy chicken, black beans, roasted corn, pepper jack and crunchy tortilla strips over greens.",
      priceCents: 979,
      baseCalories: 760,
      maxCalories: 1110,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "SAL-SW-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SAL-SW-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10412,
          name: "Choose your dressing",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 101189,
              name: "Buttermilk Ranch",
              priceDeltaCents: 0,
              calories: 280,
              isDefault: true,
            },
            { id: 101190, name: "Honey Mustard", priceDeltaCents: 0, calories: 260 },
            { id: 101191, name: "Light Italian", priceDeltaCents: 0, calories: 80 },
            { id: 101192, name: "Balsamic Vinaigrette", priceDeltaCents: 0, calories: 120 },
            { id: 101193, name: "Blue Cheese", priceDeltaCents: 0, calories: 300 },
            { id: 101194, name: "No Dressing", priceDeltaCents: 0, calories: 0 },
          ],
        },
        {
          id: 10413,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 101195, name: "Extra Chicken", priceDeltaCents: 249, calories: 140 },
            { id: 101196, name: "Bacon", priceDeltaCents: 120, calories: 80 },
            { id: 101197, name: "Boiled Egg", priceDeltaCents: 80, calories: 70 },
            { id: 101198, name: "Shredded Cheese", priceDeltaCents: 60, calories: 110 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1904,
      sku: "SAL-SD",
      name: "Side Garden Salad",
      description: "A smaller bowl of crisp greens, cheddar, tomato and cucumber.",
      priceCents: 429,
      baseCalories: 370,
      maxCalories: 390,
      allergens: ["milk"],
      images: [
        { filename: "SAL-SD-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SAL-SD-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10414,
          name: "Choose your dressing",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 101199,
              name: "Buttermilk Ranch",
              priceDeltaCents: 0,
              calories: 280,
              isDefault: true,
            },
            { id: 101200, name: "Honey Mustard", priceDeltaCents: 0, calories: 260 },
            { id: 101201, name: "Light Italian", priceDeltaCents: 0, calories: 80 },
            { id: 101202, name: "Balsamic Vinaigrette", priceDeltaCents: 0, calories: 120 },
            { id: 101203, name: "Blue Cheese", priceDeltaCents: 0, calories: 300 },
            { id: 101204, name: "No Dressing", priceDeltaCents: 0, calories: 0 },
          ],
        },
      ],
      maxQuantity: 20,
    },
  ],
} satisfies CategorySeed;
