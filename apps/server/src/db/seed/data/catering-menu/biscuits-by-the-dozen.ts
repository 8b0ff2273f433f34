import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Catering menu: category 103, products 5301–5304.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-catering.ts.
export const biscuitsByTheDozen = {
  id: 103,
  name: "Biscuits by the Dozen",
  description: "Scratch-made biscuits and biscuit sandwiches, by the dozen.",
  products: [
    {
      id: 5301,
      sku: "CAT-BIS12",
      name: "Dozen Buttermilk Biscuits",
      description: "Twelve tall, flaky buttermilk biscuits baked fresh for your event.",
      priceCents: 1599,
      baseCalories: 3000,
      maxCalories: 5160,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "CAT-BIS12-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-BIS12-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50042,
          name: "Add spreads (a dozen cups)",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 500134, name: "Honey", priceDeltaCents: 0, calories: 720 },
            { id: 500135, name: "Grape Jelly", priceDeltaCents: 0, calories: 600 },
            { id: 500136, name: "Whipped Butter", priceDeltaCents: 0, calories: 840 },
          ],
        },
        {
          id: 50043,
          name: "Paper goods & utensils",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500137,
              name: "Plates, napkins, cutlery & serving tongs",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
          ],
        },
      ],
      maxQuantity: 10,
    },
    {
      id: 5302,
      sku: "CAT-BISBB",
      name: "Dozen Blueberry Glazed Biscuits",
      description: "Twelve sweet blueberry biscuits finished with vanilla icing.",
      priceCents: 1999,
      baseCalories: 4080,
      maxCalories: 4080,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "CAT-BISBB-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-BISBB-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50044,
          name: "Paper goods & utensils",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500138,
              name: "Plates, napkins, cutlery & serving tongs",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
          ],
        },
      ],
      maxQuantity: 10,
    },
    {
      id: 5303,
      sku: "CAT-MCB24",
      name: "Mini Chicken Biscuit Tray",
      description: "Twenty-four bite-size chicken biscuits, the first thing gone at every party.",
      priceCents: 5499,
      baseCalories: 6000,
      maxCalories: 8160,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CAT-MCB24-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-MCB24-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50045,
          name: "Spice level",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 500139, name: "Classic", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 500140, name: "Spicy", priceDeltaCents: 0, calories: 0 },
            { id: 500141, name: "Half & Half", priceDeltaCents: 0, calories: 0 },
          ],
        },
        {
          id: 50046,
          name: "Add spreads (a dozen cups)",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 500142, name: "Honey", priceDeltaCents: 0, calories: 720 },
            { id: 500143, name: "Grape Jelly", priceDeltaCents: 0, calories: 600 },
            { id: 500144, name: "Whipped Butter", priceDeltaCents: 0, calories: 840 },
          ],
        },
        {
          id: 50047,
          name: "Paper goods & utensils",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500145,
              name: "Plates, napkins, cutlery & serving tongs",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
          ],
        },
      ],
      maxQuantity: 10,
    },
    {
      id: 5304,
      sku: "CAT-BRK12",
      name: "Breakfast Biscuit Tray",
      description: "A dozen egg-and-cheese biscuits with sausage, bacon or a mix, wrapped warm.",
      priceCents: 4799,
      baseCalories: 6600,
      maxCalories: 7200,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CAT-BRK12-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-BRK12-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50048,
          name: "Choose your filling",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 500146,
              name: "Half sausage, half bacon",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 500147, name: "All sausage, egg & cheese", priceDeltaCents: 0, calories: 600 },
            { id: 500148, name: "All bacon, egg & cheese", priceDeltaCents: 0, calories: -600 },
          ],
        },
        {
          id: 50049,
          name: "Paper goods & utensils",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500149,
              name: "Plates, napkins, cutlery & serving tongs",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
          ],
        },
      ],
      maxQuantity: 10,
    },
  ],
} satisfies CategorySeed;
