import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restaurants } from "../../db/seed/demo-data.ts";
import { isOpenAt } from "../../domain/calendar.ts";
import { localParts, zonedInstant } from "../../domain/local-time.ts";
import { orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

// A New York restaurant open at noon on a Friday; 03:00 that day it is closed.
const restaurant = restaurants.find(
  (r) =>
    r.timeZone === "America/New_York" &&
    r.calendars.business.some((d) => d.day === 5 && d.open <= "11:00" && d.close >= "13:00"),
)!;
const noon = zonedInstant("2026-11-20", 12 * 60, restaurant.timeZone);
const night = zonedInstant("2026-11-20", 3 * 60, restaurant.timeZone);
let clock = noon;
let t: TestApp;
let api: ReturnType<typeof orderClient>;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  api = orderClient(t);
});
afterAll(async () => t.close());

type Line = { sku: string; available_now: boolean };
type MenuJson = { categories: { products: { sku: string; availability: { now: boolean } }[] }[] };

const menuNow = async (sku: string) => {
  const menu = (await t.app.inject({ url: `/api/v1/menus/${restaurant.menuId}` })).json();
  return (menu as MenuJson).categories.flatMap((c) => c.products).find((p) => p.sku === sku)!
    .availability.now;
};

describe("an order line's available_now", () => {
  it("cart.not-available-notice: false while the restaurant is closed, like the menu's availability.now", async () => {
    expect(isOpenAt(restaurant.calendars.business, localParts(night, restaurant.timeZone))).toBe(
      false,
    );
    clock = night;
    try {
      const order = await api.create(restaurant.menuId);
      expect(order.time.mode).toBe("asap");
      const added = await api.add(order.id, [{ id: "SD-MAC", quantity: 1 }]);
      expect(added.status).toBe(200);
      const line = (added.body.products as Line[]).find((l) => l.sku === "SD-MAC")!;
      expect(await menuNow("SD-MAC")).toBe(false);
      expect(line.available_now).toBe(false);
    } finally {
      clock = noon;
    }
  });

  it("cart.not-available-notice: true while the restaurant is open and the item is in its windows", async () => {
    clock = noon;
    const order = await api.create(restaurant.menuId);
    const added = await api.add(order.id, [{ id: "SD-MAC", quantity: 1 }]);
    const line = (added.body.products as Line[]).find((l) => l.sku === "SD-MAC")!;
    expect(await menuNow("SD-MAC")).toBe(true);
    expect(line.available_now).toBe(true);
  });
});
