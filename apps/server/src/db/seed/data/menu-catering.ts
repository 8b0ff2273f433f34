import type { MenuSeed } from "../../../domain/catalog-types.ts";
import { biscuitsByTheDozen } from "./catering-menu/biscuits-by-the-dozen.ts";
import { chickenPacks } from "./catering-menu/chicken-packs.ts";
import { dessertTrays } from "./catering-menu/dessert-trays.ts";
import { drinksByTheGallon } from "./catering-menu/drinks-by-the-gallon.ts";
import { saucesAndPaperGoods } from "./catering-menu/sauces-and-paper-goods.ts";
import { sidesByThePan } from "./catering-menu/sides-by-the-pan.ts";
import { tenderTrays } from "./catering-menu/tender-trays.ts";

/**
 * The demo chain's catering menu (every restaurant's `c<id>` menu starts from it), one file
 * per category under catering-menu/.
 *
 * Same conventions as menu-default.ts, with their own id ranges so nothing collides:
 * categories 100–199, products 5000–9999 (category 100 + n holds 5000 + 100·n + 1…), option
 * groups 50000–99999, options 500000–999999. Calories are for the whole pack or pan, not per
 * serving. No availability windows: a catering item can be ordered whenever the restaurant
 * takes catering orders (its catering lead time and slot capacity decide when).
 */
export const cateringMenu: MenuSeed = {
  id: "catering",
  kind: "catering",
  name: "Coop Chicken Catering",
  categories: [
    chickenPacks,
    tenderTrays,
    biscuitsByTheDozen,
    sidesByThePan,
    drinksByTheGallon,
    dessertTrays,
    saucesAndPaperGoods,
  ],
};
