import {
  writeCoupons,
  writeMenu,
  writeRestaurants,
  writeServes,
  writeUpsells,
} from "./catalog-writer.ts";
import type { Seeder } from "./seed.ts";

/* The demo chain's catalog, from the data files in data/ (the format catalog:import reads),
 * read only when a seeder runs: a start with SEED_DEMO=false, or an already seeded database,
 * does not read them. */
const demo = () => import("./demo-data.ts");

export const menusSeeder: Seeder = {
  name: "menus-v1",
  async run(db) {
    const { cateringMenu, defaultMenu } = await demo();
    await writeMenu(db, defaultMenu);
    await writeMenu(db, cateringMenu);
  },
};

/**
 * How many guests the catering packs, trays and pans and the family meals feed, for a demo
 * database seeded before products had `serves` (a fresh one has them from menusSeeder).
 */
export const menusServesSeeder: Seeder = {
  name: "menus-serves-v1",
  async run(db) {
    const { cateringMenu, defaultMenu } = await demo();
    await writeServes(db, defaultMenu);
    await writeServes(db, cateringMenu);
  },
};

export const restaurantsSeeder: Seeder = {
  name: "restaurants-v1",
  async run(db) {
    await writeRestaurants(db, (await demo()).demoCatalog.restaurants);
  },
};

export const upsellsSeeder: Seeder = {
  name: "upsells-v1",
  async run(db) {
    await writeUpsells(db, (await demo()).demoCatalog.upsells);
  },
};

/** Promo codes and the wallet offers' codes. */
export const couponsSeeder: Seeder = {
  name: "coupons-v1",
  async run(db) {
    await writeCoupons(db, (await demo()).demoCatalog.coupons);
  },
};

/** Menus first: restaurants refer to products (86'd items). */
export const catalogSeeders: Seeder[] = [
  menusSeeder,
  restaurantsSeeder,
  upsellsSeeder,
  menusServesSeeder,
];
