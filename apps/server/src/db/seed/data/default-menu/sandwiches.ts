import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Default menu: category 3, products 1301–1308.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-default.ts.
export const sandwiches = {
  id: 3,
  name: "Sandwiches",
  description: "Crispy or grilled chicken on a toasted buttered bun.",
  products: [
    {
      id: 1301,
      sku: "SW-CLS",
      name: "Classic Chicken Sandwich",
      description:
        "A crispy buttermilk chicken breast on a toasted brioche bun with crinkle-cut pickles and mayo.",
      priceCents: 579,
      baseCalories: 480,
      maxCalories: 1640,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "SW-CLS-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SW-CLS-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10131,
          name: "Toppings",
          minSelect: 0,
          maxSelect: 5,
          options: [
            { id: 100372, name: "Pickles", priceDeltaCents: 0, calories: 5, isDefault: true },
            { id: 100373, name: "Mayo", priceDeltaCents: 0, calories: 90, isDefault: true },
            { id: 100374, name: "Spicy Mayo", priceDeltaCents: 0, calories: 100 },
            { id: 100375, name: "Lettuce", priceDeltaCents: 0, calories: 5 },
            { id: 100376, name: "Tomato", priceDeltaCents: 0, calories: 5 },
          ],
        },
        {
          id: 10132,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 100377, name: "American Cheese", priceDeltaCents: 60, calories: 70 },
            { id: 100378, name: "Pepper Jack", priceDeltaCents: 60, calories: 80 },
            { id: 100379, name: "Bacon", priceDeltaCents: 120, calories: 80 },
          ],
        },
        {
          id: 10133,
          name: "Make it a combo?",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 100380,
              name: "Make it a combo (side + drink)",
              priceDeltaCents: 349,
              calories: 0,
              groups: [
                {
                  id: 10134,
                  name: "Choose your side",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100381,
                      name: "Seasoned Fries",
                      priceDeltaCents: 0,
                      calories: 340,
                      isDefault: true,
                      groups: [
                        {
                          id: 10135,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100382,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100383, name: "Large", priceDeltaCents: 80, calories: 160 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100384,
                      name: "Hash Rounds",
                      priceDeltaCents: 0,
                      calories: 300,
                      groups: [
                        {
                          id: 10136,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100385,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100386, name: "Large", priceDeltaCents: 80, calories: 140 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100387,
                      name: "Mac & Cheese",
                      priceDeltaCents: 50,
                      calories: 290,
                      groups: [
                        {
                          id: 10137,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100388,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100389, name: "Large", priceDeltaCents: 80, calories: 150 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100390,
                      name: "Mashed Potatoes & Gravy",
                      priceDeltaCents: 0,
                      calories: 160,
                      groups: [
                        {
                          id: 10138,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100391,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100392, name: "Large", priceDeltaCents: 80, calories: 80 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100393,
                      name: "Coleslaw",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10139,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100394,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100395, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100396,
                      name: "Cajun Pinto Beans",
                      priceDeltaCents: 0,
                      calories: 130,
                      groups: [
                        {
                          id: 10140,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100397,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100398, name: "Large", priceDeltaCents: 80, calories: 70 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100399,
                      name: "Green Beans",
                      priceDeltaCents: 0,
                      calories: 50,
                      groups: [
                        {
                          id: 10141,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100400,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100401, name: "Large", priceDeltaCents: 80, calories: 25 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100402,
                      name: "Dirty Rice",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10142,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100403,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100404, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  id: 10143,
                  name: "Choose your drink",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100405,
                      name: "Sweet Tea",
                      priceDeltaCents: 0,
                      calories: 200,
                      isDefault: true,
                      groups: [
                        {
                          id: 10144,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100406,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100407, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100408,
                      name: "Unsweet Tea",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10145,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100409,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100410, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100411,
                      name: "Lemonade",
                      priceDeltaCents: 0,
                      calories: 220,
                      groups: [
                        {
                          id: 10146,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100412,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100413, name: "Large", priceDeltaCents: 50, calories: 100 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100414,
                      name: "Half & Half Tea",
                      priceDeltaCents: 0,
                      calories: 210,
                      groups: [
                        {
                          id: 10147,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100415,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100416, name: "Large", priceDeltaCents: 50, calories: 95 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100417,
                      name: "Coca-Cola",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10148,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100418,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100419, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100420,
                      name: "Diet Coke",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10149,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100421,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100422, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100423,
                      name: "Sprite",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10150,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100424,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100425, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100426,
                      name: "Dr Pepper",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10151,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100427,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100428, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
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
      id: 1302,
      sku: "SW-SPC",
      name: "Spicy Chicken Sandwich",
      description:
        "Our cayenne-kissed spicy fillet on a buttered brioche bun with pickles and spicy mayo.",
      priceCents: 599,
      baseCalories: 510,
      maxCalories: 1660,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "SW-SPC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SW-SPC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10152,
          name: "Toppings",
          minSelect: 0,
          maxSelect: 5,
          options: [
            { id: 100429, name: "Pickles", priceDeltaCents: 0, calories: 5, isDefault: true },
            { id: 100430, name: "Mayo", priceDeltaCents: 0, calories: 90 },
            { id: 100431, name: "Spicy Mayo", priceDeltaCents: 0, calories: 100, isDefault: true },
            { id: 100432, name: "Lettuce", priceDeltaCents: 0, calories: 5 },
            { id: 100433, name: "Tomato", priceDeltaCents: 0, calories: 5 },
          ],
        },
        {
          id: 10153,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 100434, name: "American Cheese", priceDeltaCents: 60, calories: 70 },
            { id: 100435, name: "Pepper Jack", priceDeltaCents: 60, calories: 80 },
            { id: 100436, name: "Bacon", priceDeltaCents: 120, calories: 80 },
          ],
        },
        {
          id: 10154,
          name: "Make it a combo?",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 100437,
              name: "Make it a combo (side + drink)",
              priceDeltaCents: 349,
              calories: 0,
              groups: [
                {
                  id: 10155,
                  name: "Choose your side",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100438,
                      name: "Seasoned Fries",
                      priceDeltaCents: 0,
                      calories: 340,
                      isDefault: true,
                      groups: [
                        {
                          id: 10156,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100439,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100440, name: "Large", priceDeltaCents: 80, calories: 160 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100441,
                      name: "Hash Rounds",
                      priceDeltaCents: 0,
                      calories: 300,
                      groups: [
                        {
                          id: 10157,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100442,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100443, name: "Large", priceDeltaCents: 80, calories: 140 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100444,
                      name: "Mac & Cheese",
                      priceDeltaCents: 50,
                      calories: 290,
                      groups: [
                        {
                          id: 10158,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100445,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100446, name: "Large", priceDeltaCents: 80, calories: 150 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100447,
                      name: "Mashed Potatoes & Gravy",
                      priceDeltaCents: 0,
                      calories: 160,
                      groups: [
                        {
                          id: 10159,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100448,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100449, name: "Large", priceDeltaCents: 80, calories: 80 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100450,
                      name: "Coleslaw",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10160,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100451,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100452, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100453,
                      name: "Cajun Pinto Beans",
                      priceDeltaCents: 0,
                      calories: 130,
                      groups: [
                        {
                          id: 10161,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100454,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100455, name: "Large", priceDeltaCents: 80, calories: 70 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100456,
                      name: "Green Beans",
                      priceDeltaCents: 0,
                      calories: 50,
                      groups: [
                        {
                          id: 10162,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100457,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100458, name: "Large", priceDeltaCents: 80, calories: 25 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100459,
                      name: "Dirty Rice",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10163,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100460,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100461, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  id: 10164,
                  name: "Choose your drink",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100462,
                      name: "Sweet Tea",
                      priceDeltaCents: 0,
                      calories: 200,
                      isDefault: true,
                      groups: [
                        {
                          id: 10165,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100463,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100464, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100465,
                      name: "Unsweet Tea",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10166,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100466,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100467, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100468,
                      name: "Lemonade",
                      priceDeltaCents: 0,
                      calories: 220,
                      groups: [
                        {
                          id: 10167,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100469,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100470, name: "Large", priceDeltaCents: 50, calories: 100 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100471,
                      name: "Half & Half Tea",
                      priceDeltaCents: 0,
                      calories: 210,
                      groups: [
                        {
                          id: 10168,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100472,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100473, name: "Large", priceDeltaCents: 50, calories: 95 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100474,
                      name: "Coca-Cola",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10169,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100475,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100476, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100477,
                      name: "Diet Coke",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10170,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100478,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100479, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100480,
                      name: "Sprite",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10171,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100481,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100482, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100483,
                      name: "Dr Pepper",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10172,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100484,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100485, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
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
      id: 1303,
      sku: "SW-DLX",
      name: "Deluxe Chicken Sandwich",
      description:
        "The classic dressed up with melted American cheese, crisp lettuce and a ripe tomato slice.",
      priceCents: 679,
      baseCalories: 560,
      maxCalories: 1710,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "SW-DLX-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SW-DLX-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10173,
          name: "Toppings",
          minSelect: 0,
          maxSelect: 5,
          options: [
            { id: 100486, name: "Pickles", priceDeltaCents: 0, calories: 5, isDefault: true },
            { id: 100487, name: "Mayo", priceDeltaCents: 0, calories: 90, isDefault: true },
            { id: 100488, name: "Spicy Mayo", priceDeltaCents: 0, calories: 100 },
            { id: 100489, name: "Lettuce", priceDeltaCents: 0, calories: 5, isDefault: true },
            { id: 100490, name: "Tomato", priceDeltaCents: 0, calories: 5, isDefault: true },
          ],
        },
        {
          id: 10174,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 100491, name: "American Cheese", priceDeltaCents: 60, calories: 70 },
            { id: 100492, name: "Pepper Jack", priceDeltaCents: 60, calories: 80 },
            { id: 100493, name: "Bacon", priceDeltaCents: 120, calories: 80 },
          ],
        },
        {
          id: 10175,
          name: "Make it a combo?",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 100494,
              name: "Make it a combo (side + drink)",
              priceDeltaCents: 349,
              calories: 0,
              groups: [
                {
                  id: 10176,
                  name: "Choose your side",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100495,
                      name: "Seasoned Fries",
                      priceDeltaCents: 0,
                      calories: 340,
                      isDefault: true,
                      groups: [
                        {
                          id: 10177,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100496,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100497, name: "Large", priceDeltaCents: 80, calories: 160 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100498,
                      name: "Hash Rounds",
                      priceDeltaCents: 0,
                      calories: 300,
                      groups: [
                        {
                          id: 10178,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100499,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100500, name: "Large", priceDeltaCents: 80, calories: 140 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100501,
                      name: "Mac & Cheese",
                      priceDeltaCents: 50,
                      calories: 290,
                      groups: [
                        {
                          id: 10179,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100502,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100503, name: "Large", priceDeltaCents: 80, calories: 150 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100504,
                      name: "Mashed Potatoes & Gravy",
                      priceDeltaCents: 0,
                      calories: 160,
                      groups: [
                        {
                          id: 10180,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100505,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100506, name: "Large", priceDeltaCents: 80, calories: 80 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100507,
                      name: "Coleslaw",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10181,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100508,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100509, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100510,
                      name: "Cajun Pinto Beans",
                      priceDeltaCents: 0,
                      calories: 130,
                      groups: [
                        {
                          id: 10182,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100511,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100512, name: "Large", priceDeltaCents: 80, calories: 70 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100513,
                      name: "Green Beans",
                      priceDeltaCents: 0,
                      calories: 50,
                      groups: [
                        {
                          id: 10183,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100514,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100515, name: "Large", priceDeltaCents: 80, calories: 25 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100516,
                      name: "Dirty Rice",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10184,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100517,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100518, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  id: 10185,
                  name: "Choose your drink",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100519,
                      name: "Sweet Tea",
                      priceDeltaCents: 0,
                      calories: 200,
                      isDefault: true,
                      groups: [
                        {
                          id: 10186,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100520,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100521, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100522,
                      name: "Unsweet Tea",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10187,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100523,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100524, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100525,
                      name: "Lemonade",
                      priceDeltaCents: 0,
                      calories: 220,
                      groups: [
                        {
                          id: 10188,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100526,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100527, name: "Large", priceDeltaCents: 50, calories: 100 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100528,
                      name: "Half & Half Tea",
                      priceDeltaCents: 0,
                      calories: 210,
                      groups: [
                        {
                          id: 10189,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100529,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100530, name: "Large", priceDeltaCents: 50, calories: 95 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100531,
                      name: "Coca-Cola",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10190,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100532,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100533, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100534,
                      name: "Diet Coke",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10191,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100535,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100536, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100537,
                      name: "Sprite",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10192,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100538,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100539, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100540,
                      name: "Dr Pepper",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10193,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100541,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100542, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
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
      id: 1304,
      sku: "SW-GRL",
      name: "Grilled Chicken Sandwich",
      description:
        "A lemon-herb grilled chicken breast on a toasted multigrain bun with lettuce and tomato.",
      priceCents: 659,
      baseCalories: 390,
      maxCalories: 1640,
      allergens: ["wheat", "soy"],
      images: [
        { filename: "SW-GRL-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SW-GRL-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10194,
          name: "Toppings",
          minSelect: 0,
          maxSelect: 5,
          options: [
            { id: 100543, name: "Pickles", priceDeltaCents: 0, calories: 5 },
            { id: 100544, name: "Mayo", priceDeltaCents: 0, calories: 90 },
            { id: 100545, name: "Spicy Mayo", priceDeltaCents: 0, calories: 100 },
            { id: 100546, name: "Lettuce", priceDeltaCents: 0, calories: 5, isDefault: true },
            { id: 100547, name: "Tomato", priceDeltaCents: 0, calories: 5, isDefault: true },
          ],
        },
        {
          id: 10195,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 100548, name: "American Cheese", priceDeltaCents: 60, calories: 70 },
            { id: 100549, name: "Pepper Jack", priceDeltaCents: 60, calories: 80 },
            { id: 100550, name: "Bacon", priceDeltaCents: 120, calories: 80 },
          ],
        },
        {
          id: 10196,
          name: "Make it a combo?",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 100551,
              name: "Make it a combo (side + drink)",
              priceDeltaCents: 349,
              calories: 0,
              groups: [
                {
                  id: 10197,
                  name: "Choose your side",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100552,
                      name: "Seasoned Fries",
                      priceDeltaCents: 0,
                      calories: 340,
                      isDefault: true,
                      groups: [
                        {
                          id: 10198,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100553,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100554, name: "Large", priceDeltaCents: 80, calories: 160 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100555,
                      name: "Hash Rounds",
                      priceDeltaCents: 0,
                      calories: 300,
                      groups: [
                        {
                          id: 10199,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100556,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100557, name: "Large", priceDeltaCents: 80, calories: 140 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100558,
                      name: "Mac & Cheese",
                      priceDeltaCents: 50,
                      calories: 290,
                      groups: [
                        {
                          id: 10200,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100559,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100560, name: "Large", priceDeltaCents: 80, calories: 150 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100561,
                      name: "Mashed Potatoes & Gravy",
                      priceDeltaCents: 0,
                      calories: 160,
                      groups: [
                        {
                          id: 10201,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100562,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100563, name: "Large", priceDeltaCents: 80, calories: 80 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100564,
                      name: "Coleslaw",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10202,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100565,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100566, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100567,
                      name: "Cajun Pinto Beans",
                      priceDeltaCents: 0,
                      calories: 130,
                      groups: [
                        {
                          id: 10203,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100568,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100569, name: "Large", priceDeltaCents: 80, calories: 70 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100570,
                      name: "Green Beans",
                      priceDeltaCents: 0,
                      calories: 50,
                      groups: [
                        {
                          id: 10204,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100571,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100572, name: "Large", priceDeltaCents: 80, calories: 25 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100573,
                      name: "Dirty Rice",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10205,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100574,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100575, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  id: 10206,
                  name: "Choose your drink",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100576,
                      name: "Sweet Tea",
                      priceDeltaCents: 0,
                      calories: 200,
                      isDefault: true,
                      groups: [
                        {
                          id: 10207,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100577,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100578, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100579,
                      name: "Unsweet Tea",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10208,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100580,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100581, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100582,
                      name: "Lemonade",
                      priceDeltaCents: 0,
                      calories: 220,
                      groups: [
                        {
                          id: 10209,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100583,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100584, name: "Large", priceDeltaCents: 50, calories: 100 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100585,
                      name: "Half & Half Tea",
                      priceDeltaCents: 0,
                      calories: 210,
                      groups: [
                        {
                          id: 10210,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100586,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100587, name: "Large", priceDeltaCents: 50, calories: 95 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100588,
                      name: "Coca-Cola",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10211,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100589,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100590, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100591,
                      name: "Diet Coke",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10212,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100592,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100593, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100594,
                      name: "Sprite",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10213,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100595,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100596, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100597,
                      name: "Dr Pepper",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10214,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100598,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100599, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
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
      id: 1305,
      sku: "SW-HH",
      name: "Hot Honey Chicken Sandwich",
      description:
        "A crispy fillet dunked in hot honey, stacked with pickles on a toasted brioche bun.",
      priceCents: 679,
      baseCalories: 560,
      maxCalories: 1810,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "SW-HH-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SW-HH-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10215,
          name: "Toppings",
          minSelect: 0,
          maxSelect: 5,
          options: [
            { id: 100600, name: "Pickles", priceDeltaCents: 0, calories: 5, isDefault: true },
            { id: 100601, name: "Mayo", priceDeltaCents: 0, calories: 90 },
            { id: 100602, name: "Spicy Mayo", priceDeltaCents: 0, calories: 100 },
            { id: 100603, name: "Lettuce", priceDeltaCents: 0, calories: 5 },
            { id: 100604, name: "Tomato", priceDeltaCents: 0, calories: 5 },
          ],
        },
        {
          id: 10216,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 100605, name: "American Cheese", priceDeltaCents: 60, calories: 70 },
            { id: 100606, name: "Pepper Jack", priceDeltaCents: 60, calories: 80 },
            { id: 100607, name: "Bacon", priceDeltaCents: 120, calories: 80 },
          ],
        },
        {
          id: 10217,
          name: "Make it a combo?",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 100608,
              name: "Make it a combo (side + drink)",
              priceDeltaCents: 349,
              calories: 0,
              groups: [
                {
                  id: 10218,
                  name: "Choose your side",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100609,
                      name: "Seasoned Fries",
                      priceDeltaCents: 0,
                      calories: 340,
                      isDefault: true,
                      groups: [
                        {
                          id: 10219,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100610,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100611, name: "Large", priceDeltaCents: 80, calories: 160 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100612,
                      name: "Hash Rounds",
                      priceDeltaCents: 0,
                      calories: 300,
                      groups: [
                        {
                          id: 10220,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100613,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100614, name: "Large", priceDeltaCents: 80, calories: 140 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100615,
                      name: "Mac & Cheese",
                      priceDeltaCents: 50,
                      calories: 290,
                      groups: [
                        {
                          id: 10221,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100616,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100617, name: "Large", priceDeltaCents: 80, calories: 150 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100618,
                      name: "Mashed Potatoes & Gravy",
                      priceDeltaCents: 0,
                      calories: 160,
                      groups: [
                        {
                          id: 10222,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100619,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100620, name: "Large", priceDeltaCents: 80, calories: 80 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100621,
                      name: "Coleslaw",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10223,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100622,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100623, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100624,
                      name: "Cajun Pinto Beans",
                      priceDeltaCents: 0,
                      calories: 130,
                      groups: [
                        {
                          id: 10224,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100625,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100626, name: "Large", priceDeltaCents: 80, calories: 70 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100627,
                      name: "Green Beans",
                      priceDeltaCents: 0,
                      calories: 50,
                      groups: [
                        {
                          id: 10225,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100628,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100629, name: "Large", priceDeltaCents: 80, calories: 25 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100630,
                      name: "Dirty Rice",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10226,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100631,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100632, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  id: 10227,
                  name: "Choose your drink",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100633,
                      name: "Sweet Tea",
                      priceDeltaCents: 0,
                      calories: 200,
                      isDefault: true,
                      groups: [
                        {
                          id: 10228,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100634,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100635, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100636,
                      name: "Unsweet Tea",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10229,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100637,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100638, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100639,
                      name: "Lemonade",
                      priceDeltaCents: 0,
                      calories: 220,
                      groups: [
                        {
                          id: 10230,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100640,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100641, name: "Large", priceDeltaCents: 50, calories: 100 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100642,
                      name: "Half & Half Tea",
                      priceDeltaCents: 0,
                      calories: 210,
                      groups: [
                        {
                          id: 10231,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100643,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100644, name: "Large", priceDeltaCents: 50, calories: 95 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100645,
                      name: "Coca-Cola",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10232,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100646,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100647, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100648,
                      name: "Diet Coke",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10233,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100649,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100650, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100651,
                      name: "Sprite",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10234,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100652,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100653, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100654,
                      name: "Dr Pepper",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10235,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100655,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100656, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
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
      id: 1306,
      sku: "SW-CLB",
      name: "Chicken Club Sandwich",
      description:
        "Crispy chicken, thick-cut bacon and pepper jack with lettuce, tomato and mayo on brioche.",
      priceCents: 749,
      baseCalories: 740,
      maxCalories: 1900,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "SW-CLB-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SW-CLB-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10236,
          name: "Toppings",
          minSelect: 0,
          maxSelect: 5,
          options: [
            { id: 100657, name: "Pickles", priceDeltaCents: 0, calories: 5 },
            { id: 100658, name: "Mayo", priceDeltaCents: 0, calories: 90, isDefault: true },
            { id: 100659, name: "Spicy Mayo", priceDeltaCents: 0, calories: 100 },
            { id: 100660, name: "Lettuce", priceDeltaCents: 0, calories: 5, isDefault: true },
            { id: 100661, name: "Tomato", priceDeltaCents: 0, calories: 5, isDefault: true },
          ],
        },
        {
          id: 10237,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 100662, name: "American Cheese", priceDeltaCents: 60, calories: 70 },
            { id: 100663, name: "Pepper Jack", priceDeltaCents: 60, calories: 80 },
            { id: 100664, name: "Bacon", priceDeltaCents: 120, calories: 80 },
          ],
        },
        {
          id: 10238,
          name: "Make it a combo?",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 100665,
              name: "Make it a combo (side + drink)",
              priceDeltaCents: 349,
              calories: 0,
              groups: [
                {
                  id: 10239,
                  name: "Choose your side",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100666,
                      name: "Seasoned Fries",
                      priceDeltaCents: 0,
                      calories: 340,
                      isDefault: true,
                      groups: [
                        {
                          id: 10240,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100667,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100668, name: "Large", priceDeltaCents: 80, calories: 160 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100669,
                      name: "Hash Rounds",
                      priceDeltaCents: 0,
                      calories: 300,
                      groups: [
                        {
                          id: 10241,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100670,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100671, name: "Large", priceDeltaCents: 80, calories: 140 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100672,
                      name: "Mac & Cheese",
                      priceDeltaCents: 50,
                      calories: 290,
                      groups: [
                        {
                          id: 10242,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100673,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100674, name: "Large", priceDeltaCents: 80, calories: 150 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100675,
                      name: "Mashed Potatoes & Gravy",
                      priceDeltaCents: 0,
                      calories: 160,
                      groups: [
                        {
                          id: 10243,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100676,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100677, name: "Large", priceDeltaCents: 80, calories: 80 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100678,
                      name: "Coleslaw",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10244,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100679,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100680, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100681,
                      name: "Cajun Pinto Beans",
                      priceDeltaCents: 0,
                      calories: 130,
                      groups: [
                        {
                          id: 10245,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100682,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100683, name: "Large", priceDeltaCents: 80, calories: 70 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100684,
                      name: "Green Beans",
                      priceDeltaCents: 0,
                      calories: 50,
                      groups: [
                        {
                          id: 10246,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100685,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100686, name: "Large", priceDeltaCents: 80, calories: 25 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100687,
                      name: "Dirty Rice",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10247,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100688,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100689, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  id: 10248,
                  name: "Choose your drink",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100690,
                      name: "Sweet Tea",
                      priceDeltaCents: 0,
                      calories: 200,
                      isDefault: true,
                      groups: [
                        {
                          id: 10249,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100691,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100692, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100693,
                      name: "Unsweet Tea",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10250,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100694,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100695, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100696,
                      name: "Lemonade",
                      priceDeltaCents: 0,
                      calories: 220,
                      groups: [
                        {
                          id: 10251,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100697,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100698, name: "Large", priceDeltaCents: 50, calories: 100 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100699,
                      name: "Half & Half Tea",
                      priceDeltaCents: 0,
                      calories: 210,
                      groups: [
                        {
                          id: 10252,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100700,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100701, name: "Large", priceDeltaCents: 50, calories: 95 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100702,
                      name: "Coca-Cola",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10253,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100703,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100704, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100705,
                      name: "Diet Coke",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10254,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100706,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100707, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100708,
                      name: "Sprite",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10255,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100709,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100710, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100711,
                      name: "Dr Pepper",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10256,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100712,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100713, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
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
      id: 1307,
      sku: "SW-CWF",
      name: "Chicken & Waffle Sandwich",
      description:
        "Friday to Sunday only: a crispy fillet between two golden Belgian waffles with maple butter.",
      priceCents: 729,
      baseCalories: 610,
      maxCalories: 1660,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "SW-CWF-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SW-CWF-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [{ days: [5, 6, 0] }],
      optionGroups: [
        {
          id: 10257,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 100714, name: "American Cheese", priceDeltaCents: 60, calories: 70 },
            { id: 100715, name: "Pepper Jack", priceDeltaCents: 60, calories: 80 },
            { id: 100716, name: "Bacon", priceDeltaCents: 120, calories: 80 },
          ],
        },
        {
          id: 10258,
          name: "Make it a combo?",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 100717,
              name: "Make it a combo (side + drink)",
              priceDeltaCents: 349,
              calories: 0,
              groups: [
                {
                  id: 10259,
                  name: "Choose your side",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100718,
                      name: "Seasoned Fries",
                      priceDeltaCents: 0,
                      calories: 340,
                      isDefault: true,
                      groups: [
                        {
                          id: 10260,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100719,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100720, name: "Large", priceDeltaCents: 80, calories: 160 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100721,
                      name: "Hash Rounds",
                      priceDeltaCents: 0,
                      calories: 300,
                      groups: [
                        {
                          id: 10261,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100722,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100723, name: "Large", priceDeltaCents: 80, calories: 140 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100724,
                      name: "Mac & Cheese",
                      priceDeltaCents: 50,
                      calories: 290,
                      groups: [
                        {
                          id: 10262,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100725,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100726, name: "Large", priceDeltaCents: 80, calories: 150 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100727,
                      name: "Mashed Potatoes & Gravy",
                      priceDeltaCents: 0,
                      calories: 160,
                      groups: [
                        {
                          id: 10263,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100728,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100729, name: "Large", priceDeltaCents: 80, calories: 80 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100730,
                      name: "Coleslaw",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10264,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100731,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100732, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100733,
                      name: "Cajun Pinto Beans",
                      priceDeltaCents: 0,
                      calories: 130,
                      groups: [
                        {
                          id: 10265,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100734,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100735, name: "Large", priceDeltaCents: 80, calories: 70 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100736,
                      name: "Green Beans",
                      priceDeltaCents: 0,
                      calories: 50,
                      groups: [
                        {
                          id: 10266,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100737,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100738, name: "Large", priceDeltaCents: 80, calories: 25 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100739,
                      name: "Dirty Rice",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10267,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100740,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100741, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  id: 10268,
                  name: "Choose your drink",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100742,
                      name: "Sweet Tea",
                      priceDeltaCents: 0,
                      calories: 200,
                      isDefault: true,
                      groups: [
                        {
                          id: 10269,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100743,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100744, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100745,
                      name: "Unsweet Tea",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10270,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100746,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100747, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100748,
                      name: "Lemonade",
                      priceDeltaCents: 0,
                      calories: 220,
                      groups: [
                        {
                          id: 10271,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100749,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100750, name: "Large", priceDeltaCents: 50, calories: 100 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100751,
                      name: "Half & Half Tea",
                      priceDeltaCents: 0,
                      calories: 210,
                      groups: [
                        {
                          id: 10272,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100752,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100753, name: "Large", priceDeltaCents: 50, calories: 95 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100754,
                      name: "Coca-Cola",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10273,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100755,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100756, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100757,
                      name: "Diet Coke",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10274,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100758,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100759, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100760,
                      name: "Sprite",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10275,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100761,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100762, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100763,
                      name: "Dr Pepper",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10276,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100764,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100765, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
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
      id: 1308,
      sku: "SW-WRP",
      name: "Crispy Ranch Wrap",
      description:
        "Chopped crispy tenders, shredded cheddar, lettuce and buttermilk ranch rolled in a warm flour tortilla.",
      priceCents: 699,
      baseCalories: 620,
      maxCalories: 1670,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "SW-WRP-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "SW-WRP-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10277,
          name: "Extras",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 100766, name: "American Cheese", priceDeltaCents: 60, calories: 70 },
            { id: 100767, name: "Pepper Jack", priceDeltaCents: 60, calories: 80 },
            { id: 100768, name: "Bacon", priceDeltaCents: 120, calories: 80 },
          ],
        },
        {
          id: 10278,
          name: "Make it a combo?",
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: 100769,
              name: "Make it a combo (side + drink)",
              priceDeltaCents: 349,
              calories: 0,
              groups: [
                {
                  id: 10279,
                  name: "Choose your side",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100770,
                      name: "Seasoned Fries",
                      priceDeltaCents: 0,
                      calories: 340,
                      isDefault: true,
                      groups: [
                        {
                          id: 10280,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100771,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100772, name: "Large", priceDeltaCents: 80, calories: 160 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100773,
                      name: "Hash Rounds",
                      priceDeltaCents: 0,
                      calories: 300,
                      groups: [
                        {
                          id: 10281,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100774,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100775, name: "Large", priceDeltaCents: 80, calories: 140 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100776,
                      name: "Mac & Cheese",
                      priceDeltaCents: 50,
                      calories: 290,
                      groups: [
                        {
                          id: 10282,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100777,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100778, name: "Large", priceDeltaCents: 80, calories: 150 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100779,
                      name: "Mashed Potatoes & Gravy",
                      priceDeltaCents: 0,
                      calories: 160,
                      groups: [
                        {
                          id: 10283,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100780,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100781, name: "Large", priceDeltaCents: 80, calories: 80 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100782,
                      name: "Coleslaw",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10284,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100783,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100784, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100785,
                      name: "Cajun Pinto Beans",
                      priceDeltaCents: 0,
                      calories: 130,
                      groups: [
                        {
                          id: 10285,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100786,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100787, name: "Large", priceDeltaCents: 80, calories: 70 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100788,
                      name: "Green Beans",
                      priceDeltaCents: 0,
                      calories: 50,
                      groups: [
                        {
                          id: 10286,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100789,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100790, name: "Large", priceDeltaCents: 80, calories: 25 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100791,
                      name: "Dirty Rice",
                      priceDeltaCents: 0,
                      calories: 170,
                      groups: [
                        {
                          id: 10287,
                          name: "Side size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100792,
                              name: "Regular",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100793, name: "Large", priceDeltaCents: 80, calories: 90 },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  id: 10288,
                  name: "Choose your drink",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100794,
                      name: "Sweet Tea",
                      priceDeltaCents: 0,
                      calories: 200,
                      isDefault: true,
                      groups: [
                        {
                          id: 10289,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100795,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100796, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100797,
                      name: "Unsweet Tea",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10290,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100798,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100799, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100800,
                      name: "Lemonade",
                      priceDeltaCents: 0,
                      calories: 220,
                      groups: [
                        {
                          id: 10291,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100801,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100802, name: "Large", priceDeltaCents: 50, calories: 100 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100803,
                      name: "Half & Half Tea",
                      priceDeltaCents: 0,
                      calories: 210,
                      groups: [
                        {
                          id: 10292,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100804,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100805, name: "Large", priceDeltaCents: 50, calories: 95 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100806,
                      name: "Coca-Cola",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10293,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100807,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100808, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100809,
                      name: "Diet Coke",
                      priceDeltaCents: 0,
                      calories: 0,
                      groups: [
                        {
                          id: 10294,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100810,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100811, name: "Large", priceDeltaCents: 50, calories: 0 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100812,
                      name: "Sprite",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10295,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100813,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100814, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                    {
                      id: 100815,
                      name: "Dr Pepper",
                      priceDeltaCents: 0,
                      calories: 200,
                      groups: [
                        {
                          id: 10296,
                          name: "Drink size",
                          minSelect: 1,
                          maxSelect: 1,
                          options: [
                            {
                              id: 100816,
                              name: "Medium",
                              priceDeltaCents: 0,
                              calories: 0,
                              isDefault: true,
                            },
                            { id: 100817, name: "Large", priceDeltaCents: 50, calories: 90 },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      maxQuantity: 20,
    },
  ],
} satisfies CategorySeed;
