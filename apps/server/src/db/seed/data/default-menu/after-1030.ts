import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Default menu: category 6, products 1601–1603.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-default.ts.
export const after1030 = {
  id: 6,
  name: "After 10:30",
  description: "Lunch specials, served from 10:30 am.",
  products: [
    {
      id: 1601,
      sku: "L-BOX",
      name: "10:30 Lunch Box",
      description:
        "Lunch starts at 10:30: three hand-breaded tenders, a biscuit, a side and a drink at a lunch-only price.",
      priceCents: 899,
      baseCalories: 1330,
      maxCalories: 1770,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "L-BOX-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "L-BOX-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [{ start: "10:30" }],
      optionGroups: [
        {
          id: 10335,
          name: "Spice level",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 100918, name: "Classic", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 100919, name: "Spicy", priceDeltaCents: 0, calories: 10 },
          ],
        },
        {
          id: 10336,
          name: "Dipping sauces",
          minSelect: 0,
          maxSelect: 2,
          options: [
            {
              id: 100920,
              name: "Coop Sauce",
              priceDeltaCents: 0,
              calories: 150,
              isDefault: true,
              maxQuantity: 2,
            },
            {
              id: 100921,
              name: "Honey Mustard",
              priceDeltaCents: 0,
              calories: 120,
              maxQuantity: 2,
            },
            {
              id: 100922,
              name: "Buttermilk Ranch",
              priceDeltaCents: 0,
              calories: 140,
              maxQuantity: 2,
            },
            { id: 100923, name: "Smoky BBQ", priceDeltaCents: 0, calories: 60, maxQuantity: 2 },
            { id: 100924, name: "Buffalo", priceDeltaCents: 0, calories: 35, maxQuantity: 2 },
            { id: 100925, name: "Hot Honey", priceDeltaCents: 0, calories: 90, maxQuantity: 2 },
          ],
        },
        {
          id: 10337,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100926,
              name: "Seasoned Fries",
              priceDeltaCents: 0,
              calories: 340,
              isDefault: true,
              groups: [
                {
                  id: 10338,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100927,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100928, name: "Large", priceDeltaCents: 80, calories: 160 },
                  ],
                },
              ],
            },
            {
              id: 100929,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              groups: [
                {
                  id: 10339,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100930,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100931, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100932,
              name: "Mac & Cheese",
              priceDeltaCents: 50,
              calories: 290,
              groups: [
                {
                  id: 10340,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100933,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100934, name: "Large", priceDeltaCents: 80, calories: 150 },
                  ],
                },
              ],
            },
            {
              id: 100935,
              name: "Mashed Potatoes & Gravy",
              priceDeltaCents: 0,
              calories: 160,
              groups: [
                {
                  id: 10341,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100936,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100937, name: "Large", priceDeltaCents: 80, calories: 80 },
                  ],
                },
              ],
            },
            {
              id: 100938,
              name: "Coleslaw",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10342,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100939,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100940, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100941,
              name: "Cajun Pinto Beans",
              priceDeltaCents: 0,
              calories: 130,
              groups: [
                {
                  id: 10343,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100942,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100943, name: "Large", priceDeltaCents: 80, calories: 70 },
                  ],
                },
              ],
            },
            {
              id: 100944,
              name: "Green Beans",
              priceDeltaCents: 0,
              calories: 50,
              groups: [
                {
                  id: 10344,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100945,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100946, name: "Large", priceDeltaCents: 80, calories: 25 },
                  ],
                },
              ],
            },
            {
              id: 100947,
              name: "Dirty Rice",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10345,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100948,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100949, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 10346,
          name: "Choose your drink",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100950,
              name: "Sweet Tea",
              priceDeltaCents: 0,
              calories: 200,
              isDefault: true,
              groups: [
                {
                  id: 10347,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100951,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100952, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100953,
              name: "Unsweet Tea",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10348,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100954,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100955, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100956,
              name: "Lemonade",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10349,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100957,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100958, name: "Large", priceDeltaCents: 50, calories: 100 },
                  ],
                },
              ],
            },
            {
              id: 100959,
              name: "Half & Half Tea",
              priceDeltaCents: 0,
              calories: 210,
              groups: [
                {
                  id: 10350,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100960,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100961, name: "Large", priceDeltaCents: 50, calories: 95 },
                  ],
                },
              ],
            },
            {
              id: 100962,
              name: "Coca-Cola",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10351,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100963,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100964, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100965,
              name: "Diet Coke",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10352,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100966,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100967, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100968,
              name: "Sprite",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10353,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100969,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100970, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100971,
              name: "Dr Pepper",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10354,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100972,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100973, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1602,
      sku: "L-SPC",
      name: "After 10:30 Spicy Sandwich Combo",
      description: "Our spicy chicken sandwich with a side and a drink, available from 10:30 am.",
      priceCents: 929,
      baseCalories: 1050,
      maxCalories: 1660,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "L-SPC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "L-SPC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [{ start: "10:30" }],
      optionGroups: [
        {
          id: 10355,
          name: "Toppings",
          minSelect: 0,
          maxSelect: 5,
          options: [
            { id: 100974, name: "Pickles", priceDeltaCents: 0, calories: 5, isDefault: true },
            { id: 100975, name: "Mayo", priceDeltaCents: 0, calories: 90 },
            { id: 100976, name: "Spicy Mayo", priceDeltaCents: 0, calories: 100, isDefault: true },
            { id: 100977, name: "Lettuce", priceDeltaCents: 0, calories: 5 },
            { id: 100978, name: "Tomato", priceDeltaCents: 0, calories: 5 },
          ],
        },
        {
          id: 10356,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 100979, name: "American Cheese", priceDeltaCents: 60, calories: 70 },
            { id: 100980, name: "Pepper Jack", priceDeltaCents: 60, calories: 80 },
            { id: 100981, name: "Bacon", priceDeltaCents: 120, calories: 80 },
          ],
        },
        {
          id: 10357,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100982,
              name: "Seasoned Fries",
              priceDeltaCents: 0,
              calories: 340,
              isDefault: true,
              groups: [
                {
                  id: 10358,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100983,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100984, name: "Large", priceDeltaCents: 80, calories: 160 },
                  ],
                },
              ],
            },
            {
              id: 100985,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              groups: [
                {
                  id: 10359,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100986,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100987, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100988,
              name: "Mac & Cheese",
              priceDeltaCents: 50,
              calories: 290,
              groups: [
                {
                  id: 10360,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100989,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100990, name: "Large", priceDeltaCents: 80, calories: 150 },
                  ],
                },
              ],
            },
            {
              id: 100991,
              name: "Mashed Potatoes & Gravy",
              priceDeltaCents: 0,
              calories: 160,
              groups: [
                {
                  id: 10361,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100992,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100993, name: "Large", priceDeltaCents: 80, calories: 80 },
                  ],
                },
              ],
            },
            {
              id: 100994,
              name: "Coleslaw",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10362,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100995,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100996, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100997,
              name: "Cajun Pinto Beans",
              priceDeltaCents: 0,
              calories: 130,
              groups: [
                {
                  id: 10363,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100998,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100999, name: "Large", priceDeltaCents: 80, calories: 70 },
                  ],
                },
              ],
            },
            {
              id: 101000,
              name: "Green Beans",
              priceDeltaCents: 0,
              calories: 50,
              groups: [
                {
                  id: 10364,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 101001,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 101002, name: "Large", priceDeltaCents: 80, calories: 25 },
                  ],
                },
              ],
            },
            {
              id: 101003,
              name: "Dirty Rice",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10365,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 101004,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 101005, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 10366,
          name: "Choose your drink",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 101006,
              name: "Sweet Tea",
              priceDeltaCents: 0,
              calories: 200,
              isDefault: true,
              groups: [
                {
                  id: 10367,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 101007,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 101008, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 101009,
              name: "Unsweet Tea",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10368,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 101010,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 101011, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 101012,
              name: "Lemonade",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10369,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 101013,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 101014, name: "Large", priceDeltaCents: 50, calories: 100 },
                  ],
                },
              ],
            },
            {
              id: 101015,
              name: "Half & Half Tea",
              priceDeltaCents: 0,
              calories: 210,
              groups: [
                {
                  id: 10370,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 101016,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 101017, name: "Large", priceDeltaCents: 50, calories: 95 },
                  ],
                },
              ],
            },
            {
              id: 101018,
              name: "Coca-Cola",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10371,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 101019,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 101020, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 101021,
              name: "Diet Coke",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10372,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 101022,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 101023, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 101024,
              name: "Sprite",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10373,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 101025,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 101026, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 101027,
              name: "Dr Pepper",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10374,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 101028,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 101029, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1603,
      sku: "L-PLT",
      name: "After 10:30 Leg & Thigh Plate",
      description:
        "A juicy leg and thigh with two regular sides and a biscuit, served from 10:30 am.",
      priceCents: 799,
      baseCalories: 810,
      maxCalories: 1400,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "L-PLT-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "L-PLT-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [{ start: "10:30" }],
      optionGroups: [
        {
          id: 10375,
          name: "Spice level",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 101030, name: "Classic", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 101031, name: "Spicy", priceDeltaCents: 0, calories: 10 },
          ],
        },
        {
          id: 10376,
          name: "Pick 2 sides",
          minSelect: 2,
          maxSelect: 2,
          options: [
            {
              id: 101032,
              name: "Seasoned Fries",
              priceDeltaCents: 0,
              calories: 340,
              maxQuantity: 2,
            },
            { id: 101033, name: "Hash Rounds", priceDeltaCents: 0, calories: 300, maxQuantity: 2 },
            {
              id: 101034,
              name: "Mac & Cheese",
              priceDeltaCents: 50,
              calories: 290,
              maxQuantity: 2,
            },
            {
              id: 101035,
              name: "Mashed Potatoes & Gravy",
              priceDeltaCents: 0,
              calories: 160,
              maxQuantity: 2,
            },
            { id: 101036, name: "Coleslaw", priceDeltaCents: 0, calories: 170, maxQuantity: 2 },
            {
              id: 101037,
              name: "Cajun Pinto Beans",
              priceDeltaCents: 0,
              calories: 130,
              maxQuantity: 2,
            },
            { id: 101038, name: "Green Beans", priceDeltaCents: 0, calories: 50, maxQuantity: 2 },
            { id: 101039, name: "Dirty Rice", priceDeltaCents: 0, calories: 170, maxQuantity: 2 },
          ],
        },
      ],
      maxQuantity: 20,
    },
  ],
} satisfies CategorySeed;
