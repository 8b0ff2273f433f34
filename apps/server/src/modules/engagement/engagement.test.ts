import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { engagementEvents } from "../../db/schema/engagement.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

describe("POST /api/braze/users/track (built-in engagement service)", () => {
  it("engagement.add-product: records Add_Product_To_Cart with its properties and the device id", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/track",
      headers: { device_id: "dev-123" },
      payload: {
        events: [
          {
            name: "Add_Product_To_Cart",
            time: "2026-11-20T17:00:00.000Z",
            properties: {
              product: "3-Piece Box",
              cart_items: 2,
              cart_cost: 14.27,
              channel: "Mealtime",
            },
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "success", events_processed: 1 });
    const [row] = await t.database.db.select().from(engagementEvents);
    expect(row).toMatchObject({ name: "Add_Product_To_Cart", deviceId: "dev-123" });
    expect(row?.properties).toMatchObject({ channel: "Mealtime", cart_items: 2 });
  });

  it.each([
    [{ events: [{ name: "", time: "2026-11-20T17:00:00Z" }] }, "body.events.0.name"],
    [{ events: [{ name: "X", time: "yesterday" }] }, "body.events.0.time"],
    [
      { events: Array.from({ length: 76 }, () => ({ name: "X", time: "2026-11-20T17:00:00Z" })) },
      "body.events",
    ],
  ])("bad input → 400 naming the field (%#)", async (payload, path) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/track",
      headers: { device_id: "dev-123" },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});
