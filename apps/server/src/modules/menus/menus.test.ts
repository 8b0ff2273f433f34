import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiErrorBodySchema } from "@coop/contract/errors";
import { menuResponseSchema, productDetailResponseSchema } from "@coop/contract/menus";

import { products, slotReservations } from "../../db/schema/catalog.ts";
import { cateringMenu, defaultMenu, restaurants } from "../../db/seed/demo-data.ts";
import { localParts, zonedInstant } from "../../domain/local-time.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const allProducts = defaultMenu.categories.flatMap((c) => c.products);
const breakfast = allProducts.find((p) => p.availability.some((w) => w.end === "10:30"))!;
const lunch1030 = allProducts.find((p) => p.name.includes("10:30"))!;
const ny = restaurants.find(
  (r) =>
    r.timeZone === "America/New_York" &&
    r.calendars.business.some((d) => d.day === 5 && d.open <= "09:00"),
)!;
const chicago = restaurants.find((r) => r.timeZone === "America/Chicago")!;
const eightySixed = restaurants.find((r) => r.unavailableSkus.length > 0)!;

// Fixed clock; tests move it.
let clock = zonedInstant("2026-11-20", 10 * 60 + 29, "America/New_York"); // Friday 10:29 in New York
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(async () => t.close());

type MenuJson = {
  id: string;
  location_id: number | null;
  categories: {
    products: { id: number; sku: string; availability: { now: boolean; sold_out: boolean } }[];
  }[];
};
const menuOf = async (menuId: string) =>
  (await t.app.inject({ url: `/api/v1/menus/${menuId}` })).json() as MenuJson;
const productIn = (menu: MenuJson, sku: string) =>
  menu.categories.flatMap((c) => c.products).find((p) => p.sku === sku)!;

describe("GET menus/{menuId}", () => {
  it("a restaurant's menu: categories with products, images and calories", async () => {
    const res = await t.app.inject({ url: `/api/v1/menus/${ny.menuId}` });
    expect(res.statusCode).toBe(200);
    const menu = res.json();
    expect(menu.location_id).toBe(ny.id);
    expect(menu.categories.length).toBeGreaterThanOrEqual(10);
    const first = menu.categories[0].products[0];
    expect(first).toMatchObject({
      cost: expect.any(Number),
      basecalories: expect.any(Number),
      maxcalories: expect.any(Number),
    });
    expect(
      first.images.some((i: { groupname: string }) => i.groupname === "mobile-webapp-menu"),
    ).toBe(true);
    expect(first.images[0].url).toBe(`/images/menu/${first.images[0].filename}`);
  });

  it("menu.availability-windows, daypart.ten-thirty-items, hours.local-time-zone: availability.now in the restaurant's local time: breakfast at 10:29, not at 10:30; a '10:30' product the other way", async () => {
    clock = zonedInstant("2026-11-20", 10 * 60 + 29, ny.timeZone);
    let menu = await menuOf(ny.menuId);
    expect(productIn(menu, breakfast.sku).availability.now).toBe(true);
    expect(productIn(menu, lunch1030.sku).availability.now).toBe(false);
    clock = zonedInstant("2026-11-20", 10 * 60 + 30, ny.timeZone);
    menu = await menuOf(ny.menuId);
    expect(productIn(menu, breakfast.sku).availability.now).toBe(false);
    expect(productIn(menu, lunch1030.sku).availability.now).toBe(true);
  });

  it("menu.available-now (the restaurant's own zone and hours): the same instant is breakfast time in Chicago when it is not in New York", async () => {
    clock = zonedInstant("2026-11-20", 10 * 60 + 45, "America/New_York"); // 09:45 in Chicago
    expect(localParts(clock, chicago.timeZone).minutes).toBe(9 * 60 + 45);
    const menu = await menuOf(chicago.menuId);
    const open = chicago.calendars.business.some(
      (d) => d.day === 5 && d.open <= "09:45" && d.close > "09:45",
    );
    expect(productIn(menu, breakfast.sku).availability.now).toBe(open);
    expect(productIn(await menuOf(ny.menuId), breakfast.sku).availability.now).toBe(false);
  });

  it("menu.sold-out, menu.available-now: an item 86'd at one restaurant is sold out there and nowhere else", async () => {
    clock = zonedInstant("2026-11-20", 12 * 60, "America/New_York");
    const sku = eightySixed.unavailableSkus[0]!;
    const there = productIn(await menuOf(eightySixed.menuId), sku);
    expect(there.availability).toMatchObject({ sold_out: true, now: false });
    const elsewhere = restaurants.find((r) => r.id !== eightySixed.id)!;
    expect(productIn(await menuOf(elsewhere.menuId), sku).availability.sold_out).toBe(false);
  });

  it("menu.cache-validity: carries an ETag and Cache-Control, answers 304, and a change to the menu changes the ETag", async () => {
    clock = zonedInstant("2026-11-20", 12 * 60, "America/New_York");
    const first = await t.app.inject({ url: `/api/v1/menus/${ny.menuId}` });
    const etag = String(first.headers.etag);
    expect(first.headers["cache-control"]).toContain("max-age");
    const again = await t.app.inject({
      url: `/api/v1/menus/${ny.menuId}`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    const p = allProducts[0]!;
    await t.database.db
      .update(products)
      .set({ priceCents: p.priceCents + 10 })
      .where(eq(products.id, p.id));
    const changed = await t.app.inject({
      url: `/api/v1/menus/${ny.menuId}`,
      headers: { "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await t.database.db
      .update(products)
      .set({ priceCents: p.priceCents })
      .where(eq(products.id, p.id));
  });

  it("menu.fixed-menus: the fixed catering menu loads without a location; the default menu too", async () => {
    const catering = await menuOf("catering");
    expect(catering.location_id).toBeNull();
    expect(catering.categories.flatMap((c) => c.products).map((p) => p.sku)).toContain(
      cateringMenu.categories[0]!.products[0]!.sku,
    );
    expect((await menuOf("default")).categories.length).toBe(defaultMenu.categories.length);
  });

  it("menu.fixed-menus: an unknown menu is a 404; a malformed id a 400", async () => {
    const res = await t.app.inject({ url: "/api/v1/menus/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("nope");
    expect((await t.app.inject({ url: "/api/v1/menus/bad%20id" })).statusCode).toBe(400);
  });
});

describe("GET menus/{menuId}/products/{id}", () => {
  it("menu.product-lookup: by id or SKU, with nested option groups (combo → side → size)", async () => {
    const withNested = allProducts.find((p) =>
      p.optionGroups.some((g) => g.options.some((o) => o.groups?.length)),
    )!;
    const res = await t.app.inject({
      url: `/api/v1/menus/${ny.menuId}/products/${withNested.sku}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(withNested.id);
    const nested = body.option_groups
      .flatMap((g: { options: { option_groups: unknown[] }[] }) => g.options)
      .find((o: { option_groups: unknown[] }) => o.option_groups.length > 0);
    expect(nested.option_groups[0]).toMatchObject({
      min_select: expect.any(Number),
      max_select: expect.any(Number),
    });
    expect(
      (await t.app.inject({ url: `/api/v1/menus/${ny.menuId}/products/${withNested.id}` })).json()
        .sku,
    ).toBe(withNested.sku);
  });

  it("menu.product-lookup: an unknown product is a 404", async () => {
    expect(
      (await t.app.inject({ url: `/api/v1/menus/${ny.menuId}/products/NOPE-1` })).statusCode,
    ).toBe(404);
  });
});

describe("errors.checked-bodies: the bodies sent as prepared JSON match their contract schemas", () => {
  const withOptions = allProducts.find((p) => p.optionGroups.length > 0)!;

  it.each([ny.menuId, ny.cateringMenuId, "default", "catering"])(
    "GET menus/%s: the body parses with menuResponseSchema, nothing left out",
    async (menuId) => {
      const res = await t.app.inject({ url: `/api/v1/menus/${menuId}` });
      expect(res.statusCode).toBe(200);
      const json: unknown = JSON.parse(res.body);
      expect(menuResponseSchema.parse(json)).toEqual(json);
    },
  );

  it.each([ny.menuId, "default"])(
    "GET menus/%s/products/{id}: the body parses with productDetailResponseSchema, nothing left out",
    async (menuId) => {
      const res = await t.app.inject({
        url: `/api/v1/menus/${menuId}/products/${withOptions.sku}`,
      });
      expect(res.statusCode).toBe(200);
      const json: unknown = JSON.parse(res.body);
      expect(productDetailResponseSchema.parse(json)).toEqual(json);
    },
  );

  it("a product whose stored data breaks the contract: 500 with the error body, never the malformed JSON", async () => {
    const p = allProducts[0]!;
    const [row] = await t.database.db
      .select({ images: products.images })
      .from(products)
      .where(eq(products.id, p.id));
    await t.database.db
      .update(products)
      .set({ images: [{ filename: "BROKEN-IMAGE.svg" }] })
      .where(eq(products.id, p.id));
    try {
      for (const url of [
        `/api/v1/menus/${ny.menuId}`,
        `/api/v1/menus/${ny.menuId}/products/${p.sku}`,
      ]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(500);
        const body = apiErrorBodySchema.parse(res.json());
        expect(body.message).toContain(body.requestId);
        expect(res.body).not.toContain("BROKEN-IMAGE");
        expect(res.headers.etag).toBeUndefined();
      }
    } finally {
      await t.database.db
        .update(products)
        .set({ images: row!.images })
        .where(eq(products.id, p.id));
    }
    expect((await t.app.inject({ url: `/api/v1/menus/${ny.menuId}` })).statusCode).toBe(200);
  });
});

describe("with the catalog cached: product bodies follow the clock within one snapshot", () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ deps: { now: () => clock, catalogCacheTtlMs: 3_600_000 } });
  });
  afterAll(async () => cached.close());

  it("availability.now of a product detail: breakfast at 10:29, not at 10:30", async () => {
    const detail = async () =>
      (
        await cached.app.inject({ url: `/api/v1/menus/${ny.menuId}/products/${breakfast.sku}` })
      ).json() as { availability: { now: boolean } };
    clock = zonedInstant("2026-11-20", 10 * 60 + 29, ny.timeZone);
    expect((await detail()).availability.now).toBe(true);
    clock = zonedInstant("2026-11-20", 10 * 60 + 30, ny.timeZone);
    expect((await detail()).availability.now).toBe(false);
    clock = zonedInstant("2026-11-20", 10 * 60 + 29, ny.timeZone);
    expect((await detail()).availability.now).toBe(true);
  });
});

describe("GET menus/{menuId}/times", () => {
  const times = (menuId: string, qs: string) =>
    t.app.inject({ url: `/api/v1/menus/${menuId}/times?${qs}` });

  it("slots.quarter-hours, slots.lead-time, slots.asap: 15-minute slots after the lead time, in the restaurant's zone, with ASAP", async () => {
    clock = zonedInstant("2026-11-20", 12 * 60 + 2, ny.timeZone);
    const res = await times(ny.menuId, "from=2026-11-20&to=2026-11-20&handoff=pickup");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timezone).toBe(ny.timeZone);
    const first = new Date(body.times[0].time).getTime();
    expect(first).toBeGreaterThanOrEqual(clock.getTime() + ny.leadTimeMinutes * 60_000);
    expect(first - (clock.getTime() + ny.leadTimeMinutes * 60_000)).toBeLessThan(15 * 60_000);
    for (const slot of body.times) expect(Number(slot.local.slice(-2)) % 15).toBe(0);
    expect(new Date(body.asap).getTime()).toBe(
      Math.ceil((clock.getTime() + ny.leadTimeMinutes * 60_000) / 60_000) * 60_000,
    );
  });

  it("slots.capacity: a slot whose kitchen capacity is spent is not offered", async () => {
    clock = zonedInstant("2026-11-20", 12 * 60, ny.timeZone);
    const before = (await times(ny.menuId, "from=2026-11-21&to=2026-11-21")).json();
    const slot = before.times[2];
    await t.database.db.insert(slotReservations).values({
      restaurantId: ny.id,
      kind: "default",
      slotStart: new Date(slot.time),
      count: ny.slotCapacity,
    });
    const after = (await times(ny.menuId, "from=2026-11-21&to=2026-11-21")).json();
    expect(after.times.map((s: { time: string }) => s.time)).not.toContain(slot.time);
    expect(after.times).toHaveLength(before.times.length - 1);
  });

  it("hours.closed-dates: closed days have no slots (Thanksgiving)", async () => {
    clock = zonedInstant("2026-11-20", 12 * 60, ny.timeZone);
    const body = (await times(ny.menuId, "from=2026-11-26&to=2026-11-26")).json();
    expect(body.times).toEqual([]);
  });

  it("daypart.ten-thirty: not_before=10:30 leaves out earlier slots", async () => {
    clock = zonedInstant("2026-11-20", 12 * 60, ny.timeZone);
    const body = (await times(ny.menuId, "from=2026-11-21&to=2026-11-21&not_before=10:30")).json();
    expect(body.times[0].local.endsWith("T10:30")).toBe(true);
  });

  it("slots.lead-time: catering menus use the catering lead time (at least 2 hours)", async () => {
    clock = zonedInstant("2026-11-20", 12 * 60, ny.timeZone);
    const body = (await times(ny.cateringMenuId, "from=2026-11-20&to=2026-11-20")).json();
    expect(ny.cateringLeadTimeMinutes).toBeGreaterThanOrEqual(120);
    if (body.times.length > 0)
      expect(new Date(body.times[0].time).getTime()).toBeGreaterThanOrEqual(
        clock.getTime() + 120 * 60_000,
      );
    expect(new Date(body.asap).getTime()).toBeGreaterThanOrEqual(
      clock.getTime() + ny.cateringLeadTimeMinutes * 60_000,
    );
  });

  it.each([
    ["from=abc", "query.from"],
    ["from=2026-11-22&to=2026-11-21", "query.from"],
    ["from=2026-11-01&to=2026-11-30", "query.to"],
    ["handoff=drone", "query.handoff"],
    ["not_before=25:00", "query.not_before"],
    ["from=2026-02-30", "query.from"],
  ])("bad input %s → 400 naming %s", async (qs, path) => {
    const res = await times(ny.menuId, qs);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it("handoff.supported-modes: a handoff the restaurant does not offer is a 400 naming handoff", async () => {
    const noDelivery = restaurants.find((r) => !r.handoffModes.includes("dispatch"))!;
    const res = await times(noDelivery.menuId, "handoff=dispatch");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe("query.handoff");
  });

  it("menu.fixed-menus: the fixed catering menu has no times (no restaurant): 404", async () => {
    expect((await times("catering", "")).statusCode).toBe(404);
    expect((await times("nope", "")).statusCode).toBe(404);
  });
});
