import type { MenuSeed } from "../../../domain/catalog-types.ts";
import { after1030 } from "./default-menu/after-1030.ts";
import { biscuits } from "./default-menu/biscuits.ts";
import { boxesAndCombos } from "./default-menu/boxes-and-combos.ts";
import { breakfast } from "./default-menu/breakfast.ts";
import { desserts } from "./default-menu/desserts.ts";
import { drinks } from "./default-menu/drinks.ts";
import { familyMeals } from "./default-menu/family-meals.ts";
import { kidsMeals } from "./default-menu/kids-meals.ts";
import { salads } from "./default-menu/salads.ts";
import { sandwiches } from "./default-menu/sandwiches.ts";
import { sauces } from "./default-menu/sauces.ts";
import { sides } from "./default-menu/sides.ts";
import { tenders } from "./default-menu/tenders.ts";

/**
 * The demo chain's base menu (every restaurant's `m<id>` menu starts from it), one file per
 * category under default-menu/, in the order the menu shows them.
 *
 * Conventions, checked by data.test.ts:
 * - Ids are unique across both menus: categories 1–99, products 1000–4999 (category n holds
 *   1000 + 100·n + 1…), option groups 10000–49999, options 100000–499999. Option ids are per
 *   product (as in the ordering platforms): the same side in two combos has two ids.
 * - SKUs are unique across both menus; images are `<sku>-card.svg` (group
 *   "mobile-webapp-menu") and `<sku>-hero.svg` (group "desktop-menu"), rendered by
 *   modules/menus/menu-images.ts.
 * - Option `calories` and `priceDeltaCents` are added when the option is chosen (per unit of
 *   its quantity; nested groups likewise). `baseCalories` is the product as served by default
 *   (its own calories, the defaults, or the lightest required choices where nothing is
 *   pre-selected); `maxCalories` is the heaviest choice the groups allow.
 * - Breakfast is sold until 10:30 (window end "10:30"); "After 10:30" products carry "10:30"
 *   in their names (the spec's daypart rule) and start at 10:30.
 */
export const defaultMenu: MenuSeed = {
  id: "default",
  kind: "default",
  name: "Coop Chicken Menu",
  categories: [
    boxesAndCombos,
    tenders,
    sandwiches,
    biscuits,
    breakfast,
    after1030,
    familyMeals,
    sides,
    salads,
    kidsMeals,
    desserts,
    drinks,
    sauces,
  ],
};
