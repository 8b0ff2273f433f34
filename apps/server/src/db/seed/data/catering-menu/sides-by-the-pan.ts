import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Catering menu: category 104, products 5401–5407.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-catering.ts.
export const sidesByThePan = {
  id: 104,
  name: "Sides by the Pan",
  description: "Half pans serve about 10, full pans about 20.",
  products: [
    {
      id: 5401,
      sku: "CAT-SD-MAC",
      name: "Mac & Cheese",
      description: "Baked three-cheese macaroni with a golden top, by the pan.",
      priceCents: 2499,
      baseCalories: 2900,
      maxCalories: 5800,
      allergens: ["milk", "egg", "wheat"],
      images: [
        { filename: "CAT-SD-MAC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-SD-MAC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50050,
          name: "Pan size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 500150,
              name: "Half pan (serves 10)",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 500151, name: "Full pan (serves 20)", priceDeltaCents: 2200, calories: 2900 },
          ],
        },
        {
          id: 50051,
          name: "Serving spoon",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500152,
              name: "Include a serving spoon",
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
      id: 5402,
      sku: "CAT-SD-MSH",
      name: "Mashed Potatoes & Gravy",
      description: "Real mashed potatoes with a quart of peppery brown gravy.",
      priceCents: 2499,
      baseCalories: 1600,
      maxCalories: 3200,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "CAT-SD-MSH-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-SD-MSH-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50052,
          name: "Pan size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 500153,
              name: "Half pan (serves 10)",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 500154, name: "Full pan (serves 20)", priceDeltaCents: 2200, calories: 1600 },
          ],
        },
        {
          id: 50053,
          name: "Serving spoon",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500155,
              name: "Include a serving spoon",
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
      id: 5403,
      sku: "CAT-SD-SLW",
      name: "Coleslaw",
      description: "Cool, crunchy, sweet-and-tangy slaw for the whole party.",
      priceCents: 2499,
      baseCalories: 1700,
      maxCalories: 3400,
      allergens: ["egg", "soy"],
      images: [
        { filename: "CAT-SD-SLW-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-SD-SLW-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50054,
          name: "Pan size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 500156,
              name: "Half pan (serves 10)",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 500157, name: "Full pan (serves 20)", priceDeltaCents: 2200, calories: 1700 },
          ],
        },
        {
          id: 50055,
          name: "Serving spoon",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500158,
              name: "Include a serving spoon",
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
      id: 5404,
      sku: "CAT-SD-PNT",
      name: "Cajun Pinto Beans",
      description: "Slow-simmered pinto beans with a warm Cajun spice.",
      priceCents: 2499,
      baseCalories: 1300,
      maxCalories: 2600,
      allergens: [],
      images: [
        { filename: "CAT-SD-PNT-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-SD-PNT-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50056,
          name: "Pan size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 500159,
              name: "Half pan (serves 10)",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 500160, name: "Full pan (serves 20)", priceDeltaCents: 2200, calories: 1300 },
          ],
        },
        {
          id: 50057,
          name: "Serving spoon",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500161,
              name: "Include a serving spoon",
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
      id: 5405,
      sku: "CAT-SD-GRB",
      name: "Green Beans",
      description: "Southern-style green beans simmered low and slow.",
      priceCents: 2499,
      baseCalories: 500,
      maxCalories: 1000,
      allergens: [],
      images: [
        { filename: "CAT-SD-GRB-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-SD-GRB-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50058,
          name: "Pan size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 500162,
              name: "Half pan (serves 10)",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 500163, name: "Full pan (serves 20)", priceDeltaCents: 2200, calories: 500 },
          ],
        },
        {
          id: 50059,
          name: "Serving spoon",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500164,
              name: "Include a serving spoon",
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
      id: 5406,
      sku: "CAT-SD-RCE",
      name: "Dirty Rice",
      description: "Seasoned long-grain rice with peppers and onions.",
      priceCents: 2499,
      baseCalories: 1700,
      maxCalories: 3400,
      allergens: ["soy"],
      images: [
        { filename: "CAT-SD-RCE-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-SD-RCE-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50060,
          name: "Pan size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 500165,
              name: "Half pan (serves 10)",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 500166, name: "Full pan (serves 20)", priceDeltaCents: 2200, calories: 1700 },
          ],
        },
        {
          id: 50061,
          name: "Serving spoon",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500167,
              name: "Include a serving spoon",
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
      id: 5407,
      sku: "CAT-SD-SAL",
      name: "Garden Salad",
      description: "Mixed greens, cheddar, tomato and cucumber with ranch and Italian on the side.",
      priceCents: 2499,
      baseCalories: 900,
      maxCalories: 1800,
      allergens: ["milk"],
      images: [
        { filename: "CAT-SD-SAL-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CAT-SD-SAL-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 50062,
          name: "Pan size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 500168,
              name: "Half pan (serves 10)",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 500169, name: "Full pan (serves 20)", priceDeltaCents: 2200, calories: 900 },
          ],
        },
        {
          id: 50063,
          name: "Serving spoon",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 500170,
              name: "Include a serving spoon",
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
