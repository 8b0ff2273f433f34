import type { Db } from "../client.ts";
import { type Catalog, readCatalogDir } from "./catalog-files.ts";
import { writeCatalog } from "./catalog-writer.ts";

export type CatalogImportSummary = {
  restaurants: number;
  menus: number;
  products: number;
  coupons: number;
  upsells: number;
};

export function summarize(catalog: Catalog): CatalogImportSummary {
  return {
    restaurants: catalog.restaurants.length,
    menus: catalog.menus.length,
    products: catalog.menus.reduce(
      (n, m) => n + m.categories.reduce((k, c) => k + c.products.length, 0),
      0,
    ),
    coupons: catalog.coupons.length,
    upsells: catalog.upsells.length,
  };
}

/**
 * `npm run catalog:import -- <dir>`: reads and checks every file of the directory first
 * (CatalogFileError names each problem's file, record and field, and nothing is written),
 * then upserts the whole catalog in one transaction, so a failure leaves the database as it
 * was. Records are matched by id (coupons by code); records the files do not name stay.
 */
export async function importCatalogDir(db: Db, dir: string): Promise<CatalogImportSummary> {
  return importCatalog(db, readCatalogDir(dir));
}

/** Writes a catalog already read and checked, in one transaction. */
export async function importCatalog(db: Db, catalog: Catalog): Promise<CatalogImportSummary> {
  await db.transaction(async (tx) => writeCatalog(tx, catalog));
  return summarize(catalog);
}
