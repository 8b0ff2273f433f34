import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Default menu: category 8, products 1801–1810.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-default.ts.
export const sides = {
  id: 8,
  name: "Sides",
  description: "Southern sides, made fresh in every kitchen.",
  products: [
    {
      id: 1801,
      sku: "SD-FRY",
      name: "Seasoned Fries",
      description:
        "Crinkle-cut fries tossed in our smoky Cajun seasoning the moment they leave the fryer.",
      priceCents: 279,
      baseCalories: 340,
      maxCalories: 500,
      allergens: [],
      images: [
        { filename: "SD-FRY-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SD-FRY-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10397,
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101146, name: "Regular", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101147, name: "Large", priceDeltaCents: 80, calories: 160 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1802,
      sku: "SD-HR",
      name: "Hash Rounds",
      description: "Bite-size rounds of shredded potato, crispy outside and fluffy within.",
      priceCents: 279,
      baseCalories: 300,
      maxCalories: 440,
      allergens: ["soy"],
      images: [
        { filename: "SD-HR-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SD-HR-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10398,
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101148, name: "Regular", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101149, name: "Large", priceDeltaCents: 80, calories: 140 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1803,
      sku: "SD-MAC",
      name: "Mac & Cheese",
      description: "Baked elbow macaroni in a creamy three-cheese sauce with a golden top.",
      priceCents: 329,
      baseCalories: 290,
      maxCalories: 440,
      allergens: ["milk", "egg", "wheat"],
      images: [
        { filename: "SD-MAC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SD-MAC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10399,
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101150, name: "Regular", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101151, name: "Large", priceDeltaCents: 80, calories: 150 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1804,
      sku: "SD-MSH",
      name: "Mashed Potatoes & Gravy",
      description: "Real mashed potatoes under a ladle of peppery brown gravy.",
      priceCents: 279,
      baseCalories: 160,
      maxCalories: 240,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "SD-MSH-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SD-MSH-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10400,
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101152, name: "Regular", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101153, name: "Large", priceDeltaCents: 80, calories: 80 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1805,
      sku: "SD-SLW",
      name: "Coleslaw",
      description: "Cool, crunchy cabbage and carrot in a sweet, tangy dressing.",
      priceCents: 279,
      baseCalories: 170,
      maxCalories: 260,
      allergens: ["egg", "soy"],
      images: [
        { filename: "SD-SLW-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SD-SLW-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10401,
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101154, name: "Regular", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101155, name: "Large", priceDeltaCents: 80, calories: 90 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1806,
      sku: "SD-PNT",
      name: "Cajun Pinto Beans",
      description: "Slow-simmered pinto beans with onion and a warm Cajun spice.",
      priceCents: 279,
      baseCalories: 130,
      maxCalories: 200,
      allergens: [],
      images: [
        { filename: "SD-PNT-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SD-PNT-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10402,
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101156, name: "Regular", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101157, name: "Large", priceDeltaCents: 80, calories: 70 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1807,
      sku: "SD-GRB",
      name: "Green Beans",
      description: "Tender Southern-style green beans simmered low and slow with onion.",
      priceCents: 279,
      baseCalories: 50,
      maxCalories: 80,
      allergens: [],
      images: [
        { filename: "SD-GRB-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SD-GRB-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10403,
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101158, name: "Regular", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101159, name: "Large", priceDeltaCents: 80, calories: 25 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1808,
      sku: "SD-RCE",
      name: "Dirty Rice",
      description: "Long-grain rice with savoury seasoning, peppers and onions, Louisiana style.",
      priceCents: 279,
      baseCalories: 170,
      maxCalories: 260,
      allergens: ["soy"],
      images: [
        { filename: "SD-RCE-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SD-RCE-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10404,
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101160, name: "Regular", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101161, name: "Large", priceDeltaCents: 80, calories: 90 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1809,
      sku: "SD-CRN",
      name: "Buttered Corn",
      description: "Sweet kernel corn tossed in melted butter and a little black pepper.",
      priceCents: 279,
      baseCalories: 150,
      maxCalories: 230,
      allergens: ["milk"],
      images: [
        { filename: "SD-CRN-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SD-CRN-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10405,
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101162, name: "Regular", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101163, name: "Large", priceDeltaCents: 80, calories: 75 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1810,
      sku: "SD-FRT",
      name: "Fruit Cup",
      description: "Fresh-cut melon, pineapple and grapes, chilled and ready.",
      priceCents: 329,
      baseCalories: 70,
      maxCalories: 110,
      allergens: [],
      images: [
        { filename: "SD-FRT-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SD-FRT-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10406,
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101164, name: "Regular", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101165, name: "Large", priceDeltaCents: 80, calories: 35 },
          ],
        },
      ],
      maxQuantity: 20,
    },
  ],
} satisfies CategorySeed;
