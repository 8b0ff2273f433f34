import type { CategorySeed } from "../../../../domain/catalog-types.ts";

// Default menu: category 1, products 1101–1106.
// Seed data only; the conventions (id ranges, calories, images) are in ../menu-default.ts.
export const boxesAndCombos = {
  id: 1,
  name: "Chicken Boxes & Combos",
  description: "Bone-in chicken or tenders with a made-from-scratch biscuit, a side and a drink.",
  products: [
    {
      id: 1101,
      sku: "CB-2PC",
      name: "2-Piece Box",
      description:
        "Two pieces of our 12-hour-marinated, hand-breaded bone-in chicken with a buttermilk biscuit, your side and a drink.",
      priceCents: 899,
      baseCalories: 1310,
      maxCalories: 1740,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CB-2PC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CB-2PC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10001,
          name: "Choose your pieces",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100001,
              name: "Mixed (chef's pick)",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 100002, name: "All Dark", priceDeltaCents: 0, calories: -30 },
            { id: 100003, name: "All White", priceDeltaCents: 100, calories: 140 },
          ],
        },
        {
          id: 10002,
          name: "Spice level",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 100004, name: "Classic", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 100005, name: "Spicy", priceDeltaCents: 0, calories: 10 },
          ],
        },
        {
          id: 10003,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100006,
              name: "Seasoned Fries",
              priceDeltaCents: 0,
              calories: 340,
              isDefault: true,
              groups: [
                {
                  id: 10004,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100007,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100008, name: "Large", priceDeltaCents: 80, calories: 160 },
                  ],
                },
              ],
            },
            {
              id: 100009,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              groups: [
                {
                  id: 10005,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100010,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100011, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100012,
              name: "Mac & Cheese",
              priceDeltaCents: 50,
              calories: 290,
              groups: [
                {
                  id: 10006,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100013,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100014, name: "Large", priceDeltaCents: 80, calories: 150 },
                  ],
                },
              ],
            },
            {
              id: 100015,
              name: "Mashed Potatoes & Gravy",
              priceDeltaCents: 0,
              calories: 160,
              groups: [
                {
                  id: 10007,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100016,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100017, name: "Large", priceDeltaCents: 80, calories: 80 },
                  ],
                },
              ],
            },
            {
              id: 100018,
              name: "Coleslaw",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10008,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100019,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100020, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100021,
              name: "Cajun Pinto Beans",
              priceDeltaCents: 0,
              calories: 130,
              groups: [
                {
                  id: 10009,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100022,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100023, name: "Large", priceDeltaCents: 80, calories: 70 },
                  ],
                },
              ],
            },
            {
              id: 100024,
              name: "Green Beans",
              priceDeltaCents: 0,
              calories: 50,
              groups: [
                {
                  id: 10010,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100025,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100026, name: "Large", priceDeltaCents: 80, calories: 25 },
                  ],
                },
              ],
            },
            {
              id: 100027,
              name: "Dirty Rice",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10011,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100028,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100029, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 10012,
          name: "Choose your drink",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100030,
              name: "Sweet Tea",
              priceDeltaCents: 0,
              calories: 200,
              isDefault: true,
              groups: [
                {
                  id: 10013,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100031,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100032, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100033,
              name: "Unsweet Tea",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10014,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100034,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100035, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100036,
              name: "Lemonade",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10015,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100037,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100038, name: "Large", priceDeltaCents: 50, calories: 100 },
                  ],
                },
              ],
            },
            {
              id: 100039,
              name: "Half & Half Tea",
              priceDeltaCents: 0,
              calories: 210,
              groups: [
                {
                  id: 10016,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100040,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100041, name: "Large", priceDeltaCents: 50, calories: 95 },
                  ],
                },
              ],
            },
            {
              id: 100042,
              name: "Coca-Cola",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10017,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100043,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100044, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100045,
              name: "Diet Coke",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10018,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100046,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100047, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100048,
              name: "Sprite",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10019,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100049,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100050, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100051,
              name: "Dr Pepper",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10020,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100052,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100053, name: "Large", priceDeltaCents: 50, calories: 90 },
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
      id: 1102,
      sku: "CB-3PC",
      name: "3-Piece Box",
      description:
        "Three golden, crackly pieces of bone-in chicken with a warm biscuit, a side of your choice and a drink.",
      priceCents: 1099,
      baseCalories: 1550,
      maxCalories: 2020,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CB-3PC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CB-3PC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10021,
          name: "Choose your pieces",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100054,
              name: "Mixed (chef's pick)",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 100055, name: "All Dark", priceDeltaCents: 0, calories: -40 },
            { id: 100056, name: "All White", priceDeltaCents: 150, calories: 180 },
          ],
        },
        {
          id: 10022,
          name: "Spice level",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 100057, name: "Classic", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 100058, name: "Spicy", priceDeltaCents: 0, calories: 10 },
          ],
        },
        {
          id: 10023,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100059,
              name: "Seasoned Fries",
              priceDeltaCents: 0,
              calories: 340,
              isDefault: true,
              groups: [
                {
                  id: 10024,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100060,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100061, name: "Large", priceDeltaCents: 80, calories: 160 },
                  ],
                },
              ],
            },
            {
              id: 100062,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              groups: [
                {
                  id: 10025,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100063,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100064, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100065,
              name: "Mac & Cheese",
              priceDeltaCents: 50,
              calories: 290,
              groups: [
                {
                  id: 10026,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100066,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100067, name: "Large", priceDeltaCents: 80, calories: 150 },
                  ],
                },
              ],
            },
            {
              id: 100068,
              name: "Mashed Potatoes & Gravy",
              priceDeltaCents: 0,
              calories: 160,
              groups: [
                {
                  id: 10027,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100069,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100070, name: "Large", priceDeltaCents: 80, calories: 80 },
                  ],
                },
              ],
            },
            {
              id: 100071,
              name: "Coleslaw",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10028,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100072,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100073, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100074,
              name: "Cajun Pinto Beans",
              priceDeltaCents: 0,
              calories: 130,
              groups: [
                {
                  id: 10029,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100075,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100076, name: "Large", priceDeltaCents: 80, calories: 70 },
                  ],
                },
              ],
            },
            {
              id: 100077,
              name: "Green Beans",
              priceDeltaCents: 0,
              calories: 50,
              groups: [
                {
                  id: 10030,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100078,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100079, name: "Large", priceDeltaCents: 80, calories: 25 },
                  ],
                },
              ],
            },
            {
              id: 100080,
              name: "Dirty Rice",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10031,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100081,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100082, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 10032,
          name: "Choose your drink",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100083,
              name: "Sweet Tea",
              priceDeltaCents: 0,
              calories: 200,
              isDefault: true,
              groups: [
                {
                  id: 10033,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100084,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100085, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100086,
              name: "Unsweet Tea",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10034,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100087,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100088, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100089,
              name: "Lemonade",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10035,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100090,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100091, name: "Large", priceDeltaCents: 50, calories: 100 },
                  ],
                },
              ],
            },
            {
              id: 100092,
              name: "Half & Half Tea",
              priceDeltaCents: 0,
              calories: 210,
              groups: [
                {
                  id: 10036,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100093,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100094, name: "Large", priceDeltaCents: 50, calories: 95 },
                  ],
                },
              ],
            },
            {
              id: 100095,
              name: "Coca-Cola",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10037,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100096,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100097, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100098,
              name: "Diet Coke",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10038,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100099,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100100, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100101,
              name: "Sprite",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10039,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100102,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100103, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100104,
              name: "Dr Pepper",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10040,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100105,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100106, name: "Large", priceDeltaCents: 50, calories: 90 },
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
      id: 1103,
      sku: "CB-4PC",
      name: "4-Piece Box",
      description:
        "Four pieces of hand-breaded chicken for the truly hungry, with a biscuit, a side and a drink.",
      priceCents: 1299,
      baseCalories: 1790,
      maxCalories: 2320,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CB-4PC-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CB-4PC-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10041,
          name: "Choose your pieces",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100107,
              name: "Mixed (chef's pick)",
              priceDeltaCents: 0,
              calories: 0,
              isDefault: true,
            },
            { id: 100108, name: "All Dark", priceDeltaCents: 0, calories: -50 },
            { id: 100109, name: "All White", priceDeltaCents: 200, calories: 240 },
          ],
        },
        {
          id: 10042,
          name: "Spice level",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 100110, name: "Classic", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 100111, name: "Spicy", priceDeltaCents: 0, calories: 10 },
          ],
        },
        {
          id: 10043,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100112,
              name: "Seasoned Fries",
              priceDeltaCents: 0,
              calories: 340,
              isDefault: true,
              groups: [
                {
                  id: 10044,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100113,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100114, name: "Large", priceDeltaCents: 80, calories: 160 },
                  ],
                },
              ],
            },
            {
              id: 100115,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              groups: [
                {
                  id: 10045,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100116,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100117, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100118,
              name: "Mac & Cheese",
              priceDeltaCents: 50,
              calories: 290,
              groups: [
                {
                  id: 10046,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100119,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100120, name: "Large", priceDeltaCents: 80, calories: 150 },
                  ],
                },
              ],
            },
            {
              id: 100121,
              name: "Mashed Potatoes & Gravy",
              priceDeltaCents: 0,
              calories: 160,
              groups: [
                {
                  id: 10047,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100122,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100123, name: "Large", priceDeltaCents: 80, calories: 80 },
                  ],
                },
              ],
            },
            {
              id: 100124,
              name: "Coleslaw",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10048,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100125,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100126, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100127,
              name: "Cajun Pinto Beans",
              priceDeltaCents: 0,
              calories: 130,
              groups: [
                {
                  id: 10049,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100128,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100129, name: "Large", priceDeltaCents: 80, calories: 70 },
                  ],
                },
              ],
            },
            {
              id: 100130,
              name: "Green Beans",
              priceDeltaCents: 0,
              calories: 50,
              groups: [
                {
                  id: 10050,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100131,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100132, name: "Large", priceDeltaCents: 80, calories: 25 },
                  ],
                },
              ],
            },
            {
              id: 100133,
              name: "Dirty Rice",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10051,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100134,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100135, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 10052,
          name: "Choose your drink",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100136,
              name: "Sweet Tea",
              priceDeltaCents: 0,
              calories: 200,
              isDefault: true,
              groups: [
                {
                  id: 10053,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100137,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100138, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100139,
              name: "Unsweet Tea",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10054,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100140,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100141, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100142,
              name: "Lemonade",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10055,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100143,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100144, name: "Large", priceDeltaCents: 50, calories: 100 },
                  ],
                },
              ],
            },
            {
              id: 100145,
              name: "Half & Half Tea",
              priceDeltaCents: 0,
              calories: 210,
              groups: [
                {
                  id: 10056,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100146,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100147, name: "Large", priceDeltaCents: 50, calories: 95 },
                  ],
                },
              ],
            },
            {
              id: 100148,
              name: "Coca-Cola",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10057,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100149,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100150, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100151,
              name: "Diet Coke",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10058,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100152,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100153, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100154,
              name: "Sprite",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10059,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100155,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100156, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100157,
              name: "Dr Pepper",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10060,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100158,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100159, name: "Large", priceDeltaCents: 50, calories: 90 },
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
      id: 1104,
      sku: "CB-TND3",
      name: "3 Tender Box",
      description:
        "Three all-white-meat tenders, buttermilk-battered to order, with a biscuit, a side, a drink and two sauces.",
      priceCents: 999,
      baseCalories: 1330,
      maxCalories: 1770,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CB-TND3-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CB-TND3-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10061,
          name: "Spice level",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 100160, name: "Classic", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 100161, name: "Spicy", priceDeltaCents: 0, calories: 10 },
          ],
        },
        {
          id: 10062,
          name: "Dipping sauces",
          minSelect: 0,
          maxSelect: 2,
          options: [
            {
              id: 100162,
              name: "Coop Sauce",
              priceDeltaCents: 0,
              calories: 150,
              isDefault: true,
              maxQuantity: 2,
            },
            {
              id: 100163,
              name: "Honey Mustard",
              priceDeltaCents: 0,
              calories: 120,
              maxQuantity: 2,
            },
            {
              id: 100164,
              name: "Buttermilk Ranch",
              priceDeltaCents: 0,
              calories: 140,
              maxQuantity: 2,
            },
            { id: 100165, name: "Smoky BBQ", priceDeltaCents: 0, calories: 60, maxQuantity: 2 },
            { id: 100166, name: "Buffalo", priceDeltaCents: 0, calories: 35, maxQuantity: 2 },
            { id: 100167, name: "Hot Honey", priceDeltaCents: 0, calories: 90, maxQuantity: 2 },
          ],
        },
        {
          id: 10063,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100168,
              name: "Seasoned Fries",
              priceDeltaCents: 0,
              calories: 340,
              isDefault: true,
              groups: [
                {
                  id: 10064,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100169,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100170, name: "Large", priceDeltaCents: 80, calories: 160 },
                  ],
                },
              ],
            },
            {
              id: 100171,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              groups: [
                {
                  id: 10065,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100172,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100173, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100174,
              name: "Mac & Cheese",
              priceDeltaCents: 50,
              calories: 290,
              groups: [
                {
                  id: 10066,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100175,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100176, name: "Large", priceDeltaCents: 80, calories: 150 },
                  ],
                },
              ],
            },
            {
              id: 100177,
              name: "Mashed Potatoes & Gravy",
              priceDeltaCents: 0,
              calories: 160,
              groups: [
                {
                  id: 10067,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100178,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100179, name: "Large", priceDeltaCents: 80, calories: 80 },
                  ],
                },
              ],
            },
            {
              id: 100180,
              name: "Coleslaw",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10068,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100181,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100182, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100183,
              name: "Cajun Pinto Beans",
              priceDeltaCents: 0,
              calories: 130,
              groups: [
                {
                  id: 10069,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100184,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100185, name: "Large", priceDeltaCents: 80, calories: 70 },
                  ],
                },
              ],
            },
            {
              id: 100186,
              name: "Green Beans",
              priceDeltaCents: 0,
              calories: 50,
              groups: [
                {
                  id: 10070,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100187,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100188, name: "Large", priceDeltaCents: 80, calories: 25 },
                  ],
                },
              ],
            },
            {
              id: 100189,
              name: "Dirty Rice",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10071,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100190,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100191, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 10072,
          name: "Choose your drink",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100192,
              name: "Sweet Tea",
              priceDeltaCents: 0,
              calories: 200,
              isDefault: true,
              groups: [
                {
                  id: 10073,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100193,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100194, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100195,
              name: "Unsweet Tea",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10074,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100196,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100197, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100198,
              name: "Lemonade",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10075,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100199,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100200, name: "Large", priceDeltaCents: 50, calories: 100 },
                  ],
                },
              ],
            },
            {
              id: 100201,
              name: "Half & Half Tea",
              priceDeltaCents: 0,
              calories: 210,
              groups: [
                {
                  id: 10076,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100202,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100203, name: "Large", priceDeltaCents: 50, calories: 95 },
                  ],
                },
              ],
            },
            {
              id: 100204,
              name: "Coca-Cola",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10077,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100205,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100206, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100207,
              name: "Diet Coke",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10078,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100208,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100209, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100210,
              name: "Sprite",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10079,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100211,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100212, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100213,
              name: "Dr Pepper",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10080,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100214,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100215, name: "Large", priceDeltaCents: 50, calories: 90 },
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
      id: 1105,
      sku: "CB-TND5",
      name: "5 Tender Box",
      description:
        "Five juicy, crunchy tenders with a fluffy biscuit, a side, a drink and up to three dipping sauces.",
      priceCents: 1249,
      baseCalories: 1590,
      maxCalories: 2180,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CB-TND5-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CB-TND5-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10081,
          name: "Spice level",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: 100216, name: "Classic", priceDeltaCents: 0, calories: 0, isDefault: true },
            { id: 100217, name: "Spicy", priceDeltaCents: 0, calories: 10 },
          ],
        },
        {
          id: 10082,
          name: "Dipping sauces",
          minSelect: 0,
          maxSelect: 3,
          options: [
            {
              id: 100218,
              name: "Coop Sauce",
              priceDeltaCents: 0,
              calories: 150,
              isDefault: true,
              maxQuantity: 3,
            },
            {
              id: 100219,
              name: "Honey Mustard",
              priceDeltaCents: 0,
              calories: 120,
              maxQuantity: 3,
            },
            {
              id: 100220,
              name: "Buttermilk Ranch",
              priceDeltaCents: 0,
              calories: 140,
              maxQuantity: 3,
            },
            { id: 100221, name: "Smoky BBQ", priceDeltaCents: 0, calories: 60, maxQuantity: 3 },
            { id: 100222, name: "Buffalo", priceDeltaCents: 0, calories: 35, maxQuantity: 3 },
            { id: 100223, name: "Hot Honey", priceDeltaCents: 0, calories: 90, maxQuantity: 3 },
          ],
        },
        {
          id: 10083,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100224,
              name: "Seasoned Fries",
              priceDeltaCents: 0,
              calories: 340,
              isDefault: true,
              groups: [
                {
                  id: 10084,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100225,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100226, name: "Large", priceDeltaCents: 80, calories: 160 },
                  ],
                },
              ],
            },
            {
              id: 100227,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              groups: [
                {
                  id: 10085,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100228,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100229, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100230,
              name: "Mac & Cheese",
              priceDeltaCents: 50,
              calories: 290,
              groups: [
                {
                  id: 10086,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100231,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100232, name: "Large", priceDeltaCents: 80, calories: 150 },
                  ],
                },
              ],
            },
            {
              id: 100233,
              name: "Mashed Potatoes & Gravy",
              priceDeltaCents: 0,
              calories: 160,
              groups: [
                {
                  id: 10087,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100234,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100235, name: "Large", priceDeltaCents: 80, calories: 80 },
                  ],
                },
              ],
            },
            {
              id: 100236,
              name: "Coleslaw",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10088,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100237,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100238, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100239,
              name: "Cajun Pinto Beans",
              priceDeltaCents: 0,
              calories: 130,
              groups: [
                {
                  id: 10089,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100240,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100241, name: "Large", priceDeltaCents: 80, calories: 70 },
                  ],
                },
              ],
            },
            {
              id: 100242,
              name: "Green Beans",
              priceDeltaCents: 0,
              calories: 50,
              groups: [
                {
                  id: 10090,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100243,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100244, name: "Large", priceDeltaCents: 80, calories: 25 },
                  ],
                },
              ],
            },
            {
              id: 100245,
              name: "Dirty Rice",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10091,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100246,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100247, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 10092,
          name: "Choose your drink",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100248,
              name: "Sweet Tea",
              priceDeltaCents: 0,
              calories: 200,
              isDefault: true,
              groups: [
                {
                  id: 10093,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100249,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100250, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100251,
              name: "Unsweet Tea",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10094,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100252,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100253, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100254,
              name: "Lemonade",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10095,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100255,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100256, name: "Large", priceDeltaCents: 50, calories: 100 },
                  ],
                },
              ],
            },
            {
              id: 100257,
              name: "Half & Half Tea",
              priceDeltaCents: 0,
              calories: 210,
              groups: [
                {
                  id: 10096,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100258,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100259, name: "Large", priceDeltaCents: 50, calories: 95 },
                  ],
                },
              ],
            },
            {
              id: 100260,
              name: "Coca-Cola",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10097,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100261,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100262, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100263,
              name: "Diet Coke",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10098,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100264,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100265, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100266,
              name: "Sprite",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10099,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100267,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100268, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100269,
              name: "Dr Pepper",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10100,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100270,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100271, name: "Large", priceDeltaCents: 50, calories: 90 },
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
      id: 1106,
      sku: "CB-HHT",
      name: "Hot Honey Tender Box",
      description:
        "Four crispy tenders drizzled with chili-spiked hot honey, served with a biscuit, a side and a drink.",
      priceCents: 1149,
      baseCalories: 1430,
      maxCalories: 2010,
      allergens: ["milk", "egg", "wheat", "soy"],
      images: [
        { filename: "CB-HHT-card.svg", groupname: "mobile-webapp-menu" },
        { filename: "CB-HHT-hero.svg", groupname: "desktop-menu" },
      ],
      availability: [],
      optionGroups: [
        {
          id: 10101,
          name: "Dipping sauces",
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: 100272, name: "Coop Sauce", priceDeltaCents: 0, calories: 150, maxQuantity: 2 },
            {
              id: 100273,
              name: "Honey Mustard",
              priceDeltaCents: 0,
              calories: 120,
              maxQuantity: 2,
            },
            {
              id: 100274,
              name: "Buttermilk Ranch",
              priceDeltaCents: 0,
              calories: 140,
              maxQuantity: 2,
            },
            { id: 100275, name: "Smoky BBQ", priceDeltaCents: 0, calories: 60, maxQuantity: 2 },
            { id: 100276, name: "Buffalo", priceDeltaCents: 0, calories: 35, maxQuantity: 2 },
            { id: 100277, name: "Hot Honey", priceDeltaCents: 0, calories: 90, maxQuantity: 2 },
          ],
        },
        {
          id: 10102,
          name: "Choose your side",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100278,
              name: "Seasoned Fries",
              priceDeltaCents: 0,
              calories: 340,
              isDefault: true,
              groups: [
                {
                  id: 10103,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100279,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100280, name: "Large", priceDeltaCents: 80, calories: 160 },
                  ],
                },
              ],
            },
            {
              id: 100281,
              name: "Hash Rounds",
              priceDeltaCents: 0,
              calories: 300,
              groups: [
                {
                  id: 10104,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100282,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100283, name: "Large", priceDeltaCents: 80, calories: 140 },
                  ],
                },
              ],
            },
            {
              id: 100284,
              name: "Mac & Cheese",
              priceDeltaCents: 50,
              calories: 290,
              groups: [
                {
                  id: 10105,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100285,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100286, name: "Large", priceDeltaCents: 80, calories: 150 },
                  ],
                },
              ],
            },
            {
              id: 100287,
              name: "Mashed Potatoes & Gravy",
              priceDeltaCents: 0,
              calories: 160,
              groups: [
                {
                  id: 10106,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100288,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100289, name: "Large", priceDeltaCents: 80, calories: 80 },
                  ],
                },
              ],
            },
            {
              id: 100290,
              name: "Coleslaw",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10107,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100291,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100292, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100293,
              name: "Cajun Pinto Beans",
              priceDeltaCents: 0,
              calories: 130,
              groups: [
                {
                  id: 10108,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100294,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100295, name: "Large", priceDeltaCents: 80, calories: 70 },
                  ],
                },
              ],
            },
            {
              id: 100296,
              name: "Green Beans",
              priceDeltaCents: 0,
              calories: 50,
              groups: [
                {
                  id: 10109,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100297,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100298, name: "Large", priceDeltaCents: 80, calories: 25 },
                  ],
                },
              ],
            },
            {
              id: 100299,
              name: "Dirty Rice",
              priceDeltaCents: 0,
              calories: 170,
              groups: [
                {
                  id: 10110,
                  name: "Side size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100300,
                      name: "Regular",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100301, name: "Large", priceDeltaCents: 80, calories: 90 },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 10111,
          name: "Choose your drink",
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: 100302,
              name: "Sweet Tea",
              priceDeltaCents: 0,
              calories: 200,
              isDefault: true,
              groups: [
                {
                  id: 10112,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100303,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100304, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100305,
              name: "Unsweet Tea",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10113,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100306,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100307, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100308,
              name: "Lemonade",
              priceDeltaCents: 0,
              calories: 220,
              groups: [
                {
                  id: 10114,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100309,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100310, name: "Large", priceDeltaCents: 50, calories: 100 },
                  ],
                },
              ],
            },
            {
              id: 100311,
              name: "Half & Half Tea",
              priceDeltaCents: 0,
              calories: 210,
              groups: [
                {
                  id: 10115,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100312,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100313, name: "Large", priceDeltaCents: 50, calories: 95 },
                  ],
                },
              ],
            },
            {
              id: 100314,
              name: "Coca-Cola",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10116,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100315,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100316, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100317,
              name: "Diet Coke",
              priceDeltaCents: 0,
              calories: 0,
              groups: [
                {
                  id: 10117,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100318,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100319, name: "Large", priceDeltaCents: 50, calories: 0 },
                  ],
                },
              ],
            },
            {
              id: 100320,
              name: "Sprite",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10118,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100321,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100322, name: "Large", priceDeltaCents: 50, calories: 90 },
                  ],
                },
              ],
            },
            {
              id: 100323,
              name: "Dr Pepper",
              priceDeltaCents: 0,
              calories: 200,
              groups: [
                {
                  id: 10119,
                  name: "Drink size",
                  minSelect: 1,
                  maxSelect: 1,
                  options: [
                    {
                      id: 100324,
                      name: "Medium",
                      priceDeltaCents: 0,
                      calories: 0,
                      isDefault: true,
                    },
                    { id: 100325, name: "Large", priceDeltaCents: 50, calories: 90 },
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
