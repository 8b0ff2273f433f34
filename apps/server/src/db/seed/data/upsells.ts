import type { UpsellGroupSeed } from "../../../domain/catalog-types.ts";

/**
 * What goes with what on the default menu ('Complete Your Order'): when the cart holds a
 * trigger SKU or a product of a trigger category, suggest these SKUs. Category ids are the
 * default menu's (menu-default.ts): 1 boxes & combos, 2 tenders, 3 sandwiches, 4 biscuits,
 * 5 breakfast, 6 after 10:30, 7 family meals, 9 salads, 10 kids' meals.
 * Suggestions are single items without required choices where possible, so they can be
 * added in one tap.
 */
export const upsellGroups: UpsellGroupSeed[] = [
  {
    id: 1,
    name: "Save room for something sweet",
    triggerSkus: ["L-BOX", "L-PLT"],
    triggerCategoryIds: [1],
    suggestSkus: ["DST-BPD", "DST-PCH", "DST-CCK", "DRK-LEM"],
  },
  {
    id: 2,
    name: "Make it a meal",
    triggerSkus: ["L-SPC"],
    triggerCategoryIds: [3],
    suggestSkus: ["SD-FRY", "SD-MAC", "SD-HR", "SD-SLW"],
  },
  {
    id: 3,
    name: "Rise and shine",
    triggerSkus: ["BIS-CHK", "BIS-SPC", "BIS-SEC", "BIS-BEC", "BIS-EGG", "BIS-HAM", "BIS-STK"],
    triggerCategoryIds: [5],
    suggestSkus: ["SD-HR", "DRK-COF", "DRK-OJ"],
  },
  {
    id: 4,
    name: "Feed the whole table",
    triggerSkus: [],
    triggerCategoryIds: [7],
    suggestSkus: ["BIS-6", "DRK-GAL", "DST-BPD"],
  },
  {
    id: 5,
    name: "Dip it",
    triggerSkus: ["CB-TND3", "CB-TND5", "L-BOX"],
    triggerCategoryIds: [2],
    suggestSkus: ["SAU-COOP", "SAU-HM", "SAU-RCH", "SAU-HH"],
  },
  {
    id: 6,
    name: "A treat for the little ones",
    triggerSkus: [],
    triggerCategoryIds: [10],
    suggestSkus: ["DST-CCK", "DRK-MLK", "SD-FRT"],
  },
  {
    id: 7,
    name: "Something to sip",
    triggerSkus: ["SW-GRL"],
    triggerCategoryIds: [9],
    suggestSkus: ["DRK-UNS", "DRK-LEM", "DRK-WTR"],
  },
  {
    id: 8,
    name: "Biscuits love company",
    triggerSkus: ["BIS-BTR", "BIS-BB", "BIS-HBC"],
    triggerCategoryIds: [],
    suggestSkus: ["DRK-TEA", "DRK-COF", "SD-HR"],
  },
];
