import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Catering menu: category 107, products 5701–5702.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-catering.ts.
export const saucesAndPaperGoods = {
  id: 107,
  name: "Sauces & Paper Goods",
  description: "Extra sauce and everything to set the table.",
  products: [
    {
      id: 5701,
      sku: "CAT-SAU",
      name: "Dipping Sauce Tub",
      description: "An 8-ounce tub of your favourite dipping sauce.",
      priceCents: 299,
      baseCalories: 600,
      maxCalories: 600,
      allergens: ["milk", "egg", "soy"],
      images: [
        { filename: "CAT-SAU-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-SAU-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50072,
          name: "Flavor",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 500179, name: "Coop Sauce", priceDeltaCents: 0, calories: 600, isDefault: true },
            { id: 500180, name: "Honey Mustard", priceDeltaCents: 0, calories: 480 },
            { id: 500181, name: "Buttermilk Ranch", priceDeltaCents: 0, calories: 560 },
            { id: 500182, name: "Smoky BBQ", priceDeltaCents: 0, calories: 240 },
            { id: 500183, name: "Buffalo", priceDeltaCents: 0, calories: 140 },
            { id: 500184, name: "Hot Honey", priceDeltaCents: 0, calories: 360 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 5702,
      sku: "CAT-PPR",
      name: "Paper Goods Kit",
      description: "Plates, napkins, forks, knives and serving tongs for ten guests.",
      priceCents: 499,
      baseCalories: 0,
      maxCalories: 0,
      allergens: [],
      images: [
        { filename: "CAT-PPR-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-PPR-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [],
      maxQuantity: 20,
    },
  ],
} satisfies CategorySeed;
