import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Default menu: category 5, products 1501–1506.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-default.ts.
export const breakfast = {
  id: 5,
  name: "Breakfast",
  description: "Served until 10:30 am.",
  products: [
    {
      id: 1501,
      sku: "BRK-CBC",
      name: "Chicken Biscuit Breakfast Combo",
      description:
        "A chicken biscuit with crispy hash rounds or cheese grits and a hot coffee to start the day.",
      priceCents: 799,
      baseCalories: 800,
      maxCalories: 1220,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "BRK-CBC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BRK-CBC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [{ end: "10:30" }],
      optionGroups: [
        {
          id: 10307,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100848,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              isDefault: true,
              groups: [
                {
                  id: 10308,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100849,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100850, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100851,
              name: "Cheese Grits",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10309,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100852,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100853, name: "Large", priceDeltaCents: 80, calories: 110 },
                  ],
                },
              ],
            },
            {
              id: 100854,
              name: "Fruit Cup",
              priceDeltaCents: 50,
              calories: 70,
              groups: [
                {
                  id: 10310,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100855,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100856, name: "Large", priceDeltaCents: 80, calories: 35 },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 10311,
          name: "Choose your drink",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100857,
              name: "Coffee",
              priceDeltaCents: 0,
              calories: 5,
              isDefault: true,
              groups: [
                {
                  id: 10312,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100858,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100859, name: "Large", priceDeltaCents: 50, calories: 5 },
                  ],
                },
              ],
            },
            {
              id: 100860,
              name: "Orange Juice",
              priceDeltaCents: 60,
              calories: 150,
              groups: [
                {
                  id: 10313,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100861,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100862, name: "Large", priceDeltaCents: 50, calories: 70 },
                  ],
                },
              ],
            },
            {
              id: 100863,
              name: "Sweet Tea",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10314,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100864,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100865, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100866,
              name: "Unsweet Tea",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10315,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100867,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100868, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100869,
              name: "Coca-Cola",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10316,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100870,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100871, name: "Large", priceDeltaCents: 50, calories: 90 },
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
      id: 1502,
      sku: "BRK-SBC",
      name: "Sausage, Egg & Cheese Biscuit Combo",
      description: "Sausage, egg and cheese on a warm biscuit with a breakfast side and a drink.",
      priceCents: 779,
      baseCalories: 910,
      maxCalories: 1330,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "BRK-SBC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BRK-SBC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [{ end: "10:30" }],
      optionGroups: [
        {
          id: 10317,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100872,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              isDefault: true,
              groups: [
                {
                  id: 10318,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100873,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100874, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100875,
              name: "Cheese Grits",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10319,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100876,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100877, name: "Large", priceDeltaCents: 80, calories: 110 },
                  ],
                },
              ],
            },
            {
              id: 100878,
              name: "Fruit Cup",
              priceDeltaCents: 50,
              calories: 70,
              groups: [
                {
                  id: 10320,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100879,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100880, name: "Large", priceDeltaCents: 80, calories: 35 },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 10321,
          name: "Choose your drink",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100881,
              name: "Coffee",
              priceDeltaCents: 0,
              calories: 5,
              isDefault: true,
              groups: [
                {
                  id: 10322,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100882,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100883, name: "Large", priceDeltaCents: 50, calories: 5 },
                  ],
                },
              ],
            },
            {
              id: 100884,
              name: "Orange Juice",
              priceDeltaCents: 60,
              calories: 150,
              groups: [
                {
                  id: 10323,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100885,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100886, name: "Large", priceDeltaCents: 50, calories: 70 },
                  ],
                },
              ],
            },
            {
              id: 100887,
              name: "Sweet Tea",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10324,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100888,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100889, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100890,
              name: "Unsweet Tea",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10325,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100891,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100892, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100893,
              name: "Coca-Cola",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10326,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100894,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100895, name: "Large", priceDeltaCents: 50, calories: 90 },
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
      id: 1503,
      sku: "BRK-PLT",
      name: "Country Breakfast Platter",
      description:
        "Fluffy scrambled eggs, your choice of breakfast meat, a breakfast side and a buttermilk biscuit.",
      priceCents: 899,
      baseCalories: 1000,
      maxCalories: 1140,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "BRK-PLT-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BRK-PLT-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [{ end: "10:30" }],
      optionGroups: [
        {
          id: 10327,
          name: "Choose your meat",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 100896, name: "Sausage", priceDeltaCents: 0, calories: 270, isDefault: true },
            { id: 100897, name: "Bacon", priceDeltaCents: 0, calories: 120 },
            { id: 100898, name: "Country Ham", priceDeltaCents: 50, calories: 130 },
            { id: 100899, name: "Chicken Tender", priceDeltaCents: 100, calories: 130 },
          ],
        },
        {
          id: 10328,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100900,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              isDefault: true,
              groups: [
                {
                  id: 10329,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100901,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100902, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100903,
              name: "Cheese Grits",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10330,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100904,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100905, name: "Large", priceDeltaCents: 80, calories: 110 },
                  ],
                },
              ],
            },
            {
              id: 100906,
              name: "Fruit Cup",
              priceDeltaCents: 50,
              calories: 70,
              groups: [
                {
                  id: 10331,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100907,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100908, name: "Large", priceDeltaCents: 80, calories: 35 },
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
      id: 1504,
      sku: "BRK-BWL",
      name: "Hash Round Scramble Bowl",
      description:
        "Crispy hash rounds topped with scrambled eggs, melted cheddar and your choice of meat.",
      priceCents: 679,
      baseCalories: 750,
      maxCalories: 750,
      allergens: ["milk", "egg", "soy"],
      images: [
        { filename: "BRK-BWL-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BRK-BWL-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [{ end: "10:30" }],
      optionGroups: [
        {
          id: 10332,
          name: "Choose your meat",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 100909, name: "Sausage", priceDeltaCents: 0, calories: 270, isDefault: true },
            { id: 100910, name: "Bacon", priceDeltaCents: 0, calories: 120 },
            { id: 100911, name: "Country Ham", priceDeltaCents: 50, calories: 130 },
            { id: 100912, name: "Chicken Tender", priceDeltaCents: 100, calories: 130 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1505,
      sku: "BRK-BNG",
      name: "Biscuits & Sausage Gravy",
      description: "Two split biscuits smothered in peppery, slow-simmered sausage gravy.",
      priceCents: 529,
      baseCalories: 640,
      maxCalories: 840,
      allergens: ["milk", "wheat", "soy"],
      images: [
        { filename: "BRK-BNG-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BRK-BNG-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [{ end: "10:30" }],
      optionGroups: [
        {
          id: 10333,
          name: "Extras",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100913, name: "Fried Egg", priceDeltaCents: 100, calories: 90 },
            { id: 100914, name: "Shredded Cheese", priceDeltaCents: 60, calories: 110 },
          ],
        },
      ],
      maxQuantity: 20,
    },
    {
      id: 1506,
      sku: "BRK-GRT",
      name: "Cheese Grits Bowl",
      description: "Creamy stone-ground grits stirred with sharp cheddar and a pat of butter.",
      priceCents: 319,
      baseCalories: 280,
      maxCalories: 590,
      allergens: ["milk"],
      images: [
        { filename: "BRK-GRT-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "BRK-GRT-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [{ end: "10:30" }],
      optionGroups: [
        {
          id: 10334,
          name: "Add-ins",
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 100915, name: "Bacon Crumbles", priceDeltaCents: 100, calories: 70 },
            { id: 100916, name: "Sausage Crumbles", priceDeltaCents: 100, calories: 130 },
            { id: 100917, name: "Extra Cheese", priceDeltaCents: 60, calories: 110 },
          ],
        },
      ],
      maxQuantity: 20,
    },
  ],
} satisfies CategorySeed;
