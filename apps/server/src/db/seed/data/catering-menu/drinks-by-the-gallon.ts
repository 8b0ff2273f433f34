import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Catering menu: category 105, products 5501–5504.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-catering.ts.
export const drinksByTheGallon = {
  id: 105,
  name: "Drinks by the Gallon",
  description: "Each gallon fills about twelve cups.",
  products: [
    {
      id: 5501,
      sku: "CAT-GAL-TEA",
      name: "Sweet Tea by the Gallon",
      description: "Fresh-brewed Southern sweet tea, a full gallon.",
      priceCents: 749,
      baseCalories: 1600,
      maxCalories: 1600,
      allergens: [],
      images: [
        { filename: "CAT-GAL-TEA-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-GAL-TEA-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50064,
          name: "Cups & ice",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500171,
              name: "12 cups, lids, straws & a bag of ice",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 5502,
      sku: "CAT-GAL-UNS",
      name: "Unsweet Tea by the Gallon",
      description: "Fresh-brewed black tea, no sugar, a full gallon.",
      priceCents: 749,
      baseCalories: 0,
      maxCalories: 0,
      allergens: [],
      images: [
        { filename: "CAT-GAL-UNS-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-GAL-UNS-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50065,
          name: "Cups & ice",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500172,
              name: "12 cups, lids, straws & a bag of ice",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 5503,
      sku: "CAT-GAL-LEM",
      name: "Lemonade by the Gallon",
      description: "Tart and sweet lemonade, a full gallon.",
      priceCents: 799,
      baseCalories: 1760,
      maxCalories: 1760,
      allergens: [],
      images: [
        { filename: "CAT-GAL-LEM-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-GAL-LEM-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50066,
          name: "Cups & ice",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500173,
              name: "12 cups, lids, straws & a bag of ice",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 5504,
      sku: "CAT-GAL-HAH",
      name: "Half & Half Tea by the Gallon",
      description: "Sweet tea and lemonade, half and half, a full gallon.",
      priceCents: 749,
      baseCalories: 1680,
      maxCalories: 1680,
      allergens: [],
      images: [
        { filename: "CAT-GAL-HAH-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-GAL-HAH-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50067,
          name: "Cups & ice",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500174,
              name: "12 cups, lids, straws & a bag of ice",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
          ],
        },
      ],
      maxQuantity: 20,
    },
  ],
} satisfies CategorySeed;
