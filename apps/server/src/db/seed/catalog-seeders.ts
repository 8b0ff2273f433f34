import { writeCoupons, writeMenu, writeRestaurants, writeUpsells } from "./catalog-writer.ts";
import { cateringMenu, defaultMenu, demoCatalog } from "./demo-data.ts";
import type { Seeder } from "./seed.ts";

/* The demo chain's catalog, from the data files in data/ (the format catalog:import reads). */

export const menusSeeder: Seeder = {
  name: "menus-v1",
  async run(db) {
    await writeMenu(db, defaultMenu);
    await writeMenu(db, cateringMenu);
  },
};

export const restaurantsSeeder: Seeder = {
  name: "restaurants-v1",
  async run(db) {
    await writeRestaurants(db, demoCatalog.restaurants);
  },
};

export const upsellsSeeder: Seeder = {
  name: "upsells-v1",
  async run(db) {
    await writeUpsells(db, demoCatalog.upsells);
  },
};

/** Promo codes and the wallet offers' codes. */
export const couponsSeeder: Seeder = {
  name: "coupons-v1",
  async run(db) {
    await writeCoupons(db, demoCatalog.coupons);
  },
};

/** Menus first: restaurants refer to products (86'd items). */
export const catalogSeeders: Seeder[] = [menusSeeder, restaurantsSeeder, upsellsSeeder];
