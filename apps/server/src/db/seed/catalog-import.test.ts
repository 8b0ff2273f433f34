import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { menus } from "../schema/catalog.ts";
import { members } from "../schema/members.ts";
import { readCatalogDir } from "./catalog-files.ts";
import { importCatalogDir } from "./catalog-import.ts";
import { CatalogFileError } from "./catalog-parse.ts";
import { DEMO_DATA_DIR } from "./demo-data.ts";

const PAGES = [
  "/api/v1/menus/m101",
  "/api/v1/menus/c101",
  "/api/v1/menus/catering",
  "/api/v1/locations",
  "/api/v1/menus/m132",
];

async function answers(t: TestApp): Promise<string[]> {
  const out: string[] = [];
  for (const url of PAGES) {
    const res = await t.app.inject({ url });
    out.push(`${res.statusCode} ${res.body}`);
  }
  return out;
}

/** A copy of the demo data directory to break on purpose. */
function demoCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "coop-catalog-"));
  cpSync(DEMO_DATA_DIR, dir, { recursive: true });
  return dir;
}
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const writeJson = (file: string, value: unknown) => writeFileSync(file, JSON.stringify(value));

describe("ops.catalog-import: npm run catalog:import", () => {
  let seeded: TestApp;
  let empty: TestApp;
  const dirs: string[] = [];
  beforeAll(async () => {
    seeded = await createTestApp();
    empty = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await seeded.close();
    await empty.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("an empty chain (no seeding) has no menus and no members", async () => {
    expect(await empty.database.db.select().from(menus)).toEqual([]);
    expect(await empty.database.db.select().from(members)).toEqual([]);
    expect((await empty.app.inject({ url: "/api/v1/menus/m101" })).statusCode).toBe(404);
  });

  it("the demo data directory, imported into an empty chain, answers the same bytes as a seeded start", async () => {
    const summary = await importCatalogDir(empty.database.db, DEMO_DATA_DIR);
    expect(summary).toMatchObject({ restaurants: 42, menus: 2, coupons: 16 });
    const [got, want] = [await answers(empty), await answers(seeded)];
    expect(got[0]).toMatch(/^200 /);
    expect(got).toEqual(want);
    // Catalog only: no demo members come with it.
    expect(await empty.database.db.select().from(members)).toEqual([]);
  });

  it("upserts by id: importing again changes nothing, a changed price is taken", async () => {
    await importCatalogDir(empty.database.db, DEMO_DATA_DIR);
    expect(await answers(empty)).toEqual(await answers(seeded));
    const dir = demoCopy();
    dirs.push(dir);
    const file = join(dir, "menus", "default.json");
    const menu = readJson(file) as { categories: { products: { priceCents: number }[] }[] };
    menu.categories[1]!.products[0]!.priceCents += 100;
    writeJson(file, menu);
    await importCatalogDir(empty.database.db, dir);
    const res = await empty.app.inject({ url: "/api/v1/menus/m101" });
    expect(res.body).not.toEqual((await answers(seeded))[0]!.slice(4));
    await importCatalogDir(empty.database.db, DEMO_DATA_DIR);
    expect(await answers(empty)).toEqual(await answers(seeded));
  });

  it("names the file, the record and the field of each problem, and writes nothing", async () => {
    const dir = demoCopy();
    dirs.push(dir);
    const restaurants = readJson(join(dir, "restaurants.json")) as Record<string, unknown>[];
    restaurants[3]!.taxRateBps = -1;
    restaurants[5]!.hours = "nonesuch";
    writeJson(join(dir, "restaurants.json"), restaurants);
    const menu = readJson(join(dir, "menus", "catering.json")) as {
      name: string;
      categories: { products: Record<string, unknown>[] }[];
    };
    menu.name = "Renamed";
    delete menu.categories[0]!.products[1]!.priceCents;
    writeJson(join(dir, "menus", "catering.json"), menu);
    let error: unknown;
    try {
      readCatalogDir(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CatalogFileError);
    const problems = (error as CatalogFileError).problems;
    const id3 = restaurants[3]!.id as number;
    const id5 = restaurants[5]!.id as number;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^restaurants\\.json, record id ${id3} \\(index 3\\), field taxRateBps: `),
        ),
        `restaurants.json, record id ${id5} (index 5), field hours: no profile "nonesuch" in hours.json`,
        expect.stringMatching(
          /^menus\/catering\.json, record sku \S+ \(categories\.0\.products\.1\), field priceCents: /,
        ),
      ]),
    );
    expect(problems).toHaveLength(3);
    await expect(importCatalogDir(empty.database.db, dir)).rejects.toThrow(CatalogFileError);
    const [catering] = await empty.database.db.select().from(menus).where(eq(menus.id, "catering"));
    expect(catering!.name).toBe("Coop Chicken Catering");
  });

  it("checks references between files: a coupon's free item must be on a menu", () => {
    const dir = demoCopy();
    dirs.push(dir);
    const coupons = readJson(join(dir, "coupons.json")) as Record<string, unknown>[];
    coupons[4]!.freeSku = "NO-SUCH";
    writeJson(join(dir, "coupons.json"), coupons);
    expect(() => readCatalogDir(dir)).toThrow(
      "coupons.json, record code FREECOOKIE (index 4), field freeSku: no product has SKU NO-SUCH",
    );
  });

  it("a failure while writing rolls the whole import back", async () => {
    const dir = demoCopy();
    dirs.push(dir);
    const menu = readJson(join(dir, "menus", "catering.json")) as { name: string };
    menu.name = "Half Written";
    writeJson(join(dir, "menus", "catering.json"), menu);
    // Two restaurants of the file share a menu id: the database refuses the second.
    const restaurants = readJson(join(dir, "restaurants.json")) as Record<string, unknown>[];
    restaurants.push({ ...restaurants[0]!, id: 999, slug: "another-one", menuId: "m102" });
    writeJson(join(dir, "restaurants.json"), restaurants);
    await expect(importCatalogDir(empty.database.db, dir)).rejects.toThrow();
    const [catering] = await empty.database.db.select().from(menus).where(eq(menus.id, "catering"));
    expect(catering!.name).toBe("Coop Chicken Catering");
  });
});
