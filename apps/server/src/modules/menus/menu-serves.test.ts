import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { menuResponseSchema, productDetailResponseSchema } from "@coop/contract/menus";

import { products } from "../../db/schema/catalog.ts";
import { menusServesSeeder } from "../../db/seed/catalog-seeders.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const raleigh = restaurants.find((r) => r.zip === "27601") ?? restaurants[0]!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Product = { sku: string; serves?: number | null };
async function productsOf(menuId: string): Promise<Map<string, Product>> {
  const res = await t.app.inject({ url: `/api/v1/menus/${menuId}` });
  expect(res.statusCode).toBe(200);
  const menu = menuResponseSchema.parse(res.json());
  return new Map(menu.categories.flatMap((c) => c.products).map((p) => [p.sku, p]));
}

describe("serves: how many guests a product feeds", () => {
  it("catering-server.serves: a restaurant's catering menu answers each pack's, tray's and pan's serves", async () => {
    const menu = await productsOf(raleigh.cateringMenuId);
    expect(menu.get("CAT-8PC")?.serves).toBe(4);
    expect(menu.get("CAT-24PC")?.serves).toBe(12);
    expect(menu.get("CAT-50PC")?.serves).toBe(25);
    expect(menu.get("CAT-TT24")?.serves).toBe(10);
    expect(menu.get("CAT-TT72")?.serves).toBe(30);
    // A pan is a half pan (serves 10) unless the full pan is chosen.
    expect(menu.get("CAT-SD-MAC")?.serves).toBe(10);
    expect(menu.get("CAT-DST-BPD")?.serves).toBe(12);
  });

  it("catering-server.serves: the base catering menu (no restaurant yet) answers the same serves", async () => {
    const base = await productsOf("catering");
    const own = await productsOf(raleigh.cateringMenuId);
    expect(base.get("CAT-12PC")?.serves).toBe(6);
    expect(base.get("CAT-TT48")?.serves).toBe(20);
    for (const [sku, p] of own) expect(base.get(sku)?.serves).toBe(p.serves);
  });

  it("catering-server.serves: every product answers serves, null when the menu does not say (drinks, sauces, single items)", async () => {
    for (const menuId of ["catering", raleigh.cateringMenuId, "default", raleigh.menuId]) {
      const res = await t.app.inject({ url: `/api/v1/menus/${menuId}` });
      const all = res.json().categories.flatMap((c: { products: object[] }) => c.products);
      for (const p of all) expect(p).toHaveProperty("serves");
    }
    const catering = await productsOf("catering");
    expect(catering.get("CAT-GAL-TEA")?.serves).toBeNull();
    expect(catering.get("CAT-SAU")?.serves).toBeNull();
    const menu = await productsOf(raleigh.menuId);
    expect(menu.get("SW-CLS")?.serves).toBeNull();
    // The family meals say whom they feed ("feeds three to four").
    expect(menu.get("FAM-8")?.serves).toBe(4);
    expect(menu.get("FAM-12")?.serves).toBe(6);
  });

  it("catering-server.serves: a product's detail answers serves too", async () => {
    const res = await t.app.inject({
      url: `/api/v1/menus/${raleigh.cateringMenuId}/products/CAT-16PC`,
    });
    expect(res.statusCode).toBe(200);
    expect(productDetailResponseSchema.parse(res.json()).serves).toBe(8);
    const plain = await t.app.inject({ url: `/api/v1/menus/${raleigh.menuId}/products/SW-CLS` });
    expect(plain.json()).toHaveProperty("serves", null);
  });

  it("catering-server.serves: a database seeded before products had serves gets them from its seeder", async () => {
    const db = t.database.db;
    await db.update(products).set({ serves: null });
    await menusServesSeeder.run(db);
    const rows = await db.select({ sku: products.sku, serves: products.serves }).from(products);
    const bySku = new Map(rows.map((r) => [r.sku, r.serves]));
    expect(bySku.get("CAT-32PC")).toBe(16);
    expect(bySku.get("FAM-16")).toBe(8);
    expect(bySku.get("CAT-PPR")).toBeNull();
  });
});
