import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Catering menu: category 106, products 5601–5604.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-catering.ts.
export const dessertTrays = {
  id: 106,
  name: "Dessert Trays",
  description: "Something sweet for the end of the party.",
  products: [
    {
      id: 5601,
      sku: "CAT-DST-CKT",
      name: "Cookie Tray",
      description: "Two dozen big, chewy chocolate chip cookies baked in-house.",
      priceCents: 2499,
      baseCalories: 4800,
      maxCalories: 4800,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CAT-DST-CKT-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-DST-CKT-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50068,
          name: "Paper goods & utensils",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500175,
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
      id: 5602,
      sku: "CAT-DST-BPD",
      name: "Banana Pudding Pan",
      description:
        "Vanilla custard, fresh banana and vanilla wafers layered in a pan; serves twelve.",
      priceCents: 3499,
      baseCalories: 3960,
      maxCalories: 3960,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CAT-DST-BPD-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-DST-BPD-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50069,
          name: "Paper goods & utensils",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500176,
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
      id: 5603,
      sku: "CAT-DST-PCH",
      name: "Peach Cobbler Pan",
      description: "Warm Georgia peaches under a cinnamon-sugar biscuit crust; serves twelve.",
      priceCents: 3499,
      baseCalories: 4560,
      maxCalories: 4560,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "CAT-DST-PCH-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-DST-PCH-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50070,
          name: "Paper goods & utensils",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500177,
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
      id: 5604,
      sku: "CAT-DST-SPP",
      name: "Sweet Potato Pies",
      description: "Two whole spiced sweet potato pies, sliced in eight.",
      priceCents: 2999,
      baseCalories: 5440,
      maxCalories: 5440,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CAT-DST-SPP-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-DST-SPP-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50071,
          name: "Paper goods & utensils",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500178,
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
