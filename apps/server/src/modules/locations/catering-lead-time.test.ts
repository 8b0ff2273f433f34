import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  deliveryLookupResponseSchema,
  locationListResponseSchema,
  locationSchema,
  locationSearchResponseSchema,
} from "@coop/contract/locations";
import { faveLocationsResponseSchema } from "@coop/contract/members";

import { restaurants as restaurantRows } from "../../db/schema/catalog.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { bearer, demo, signIn } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const leadTime = new Map(restaurants.map((r) => [r.id, r.cateringLeadTimeMinutes]));
const deliverer = restaurants.find((r) => r.handoffModes.includes("dispatch"))!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("catering_lead_time_minutes on every location answer", () => {
  it("catering-server.location-lead-time: the list answers each restaurant's own catering lead time", async () => {
    const body = locationListResponseSchema.parse((await get("/api/v1/locations")).json());
    expect(body.locations.length).toBe(restaurants.length);
    for (const l of body.locations) {
      expect(l.catering_lead_time_minutes).toBe(leadTime.get(l.id));
    }
    // The demo chain has several lead times: the answer is the restaurant's, not one constant.
    expect(new Set(body.locations.map((l) => l.catering_lead_time_minutes)).size).toBeGreaterThan(
      1,
    );
  });

  it("catering-server.location-lead-time: search, get (by id and by menu id) and the delivery lookup answer it", async () => {
    const search = locationSearchResponseSchema.parse(
      (await get("/api/v1/locations/search?zip=27601")).json(),
    );
    expect(search.locations.length).toBeGreaterThan(0);
    for (const l of search.locations) {
      expect(l.catering_lead_time_minutes).toBe(leadTime.get(l.id));
    }
    const r = restaurants[3]!;
    const byId = locationSchema.parse((await get(`/api/v1/locations/${r.id}`)).json());
    expect(byId.catering_lead_time_minutes).toBe(r.cateringLeadTimeMinutes);
    const byMenu = locationSchema.parse(
      (await get(`/api/v1/locations/${r.cateringMenuId}?byMenuId=true`)).json(),
    );
    expect(byMenu.catering_lead_time_minutes).toBe(r.cateringLeadTimeMinutes);
    const delivery = await t.app.inject({
      method: "POST",
      url: "/api/v1/locations/delivery",
      payload: { address: "100 Test St", zip: deliverer.zip },
    });
    expect(delivery.statusCode).toBe(200);
    const found = deliveryLookupResponseSchema.parse(delivery.json());
    expect(found.location.catering_lead_time_minutes).toBe(leadTime.get(found.location.id));
  });

  it("catering-server.location-lead-time: a member's favorite restaurants answer it", async () => {
    const ada = await signIn(t.app, demo.ada.email, demo.ada.password);
    const res = await get("/api/v1/members/faves/locations", bearer(ada.ordering));
    const faves = faveLocationsResponseSchema.parse(res.json()).favelocations;
    expect(faves.length).toBeGreaterThan(0);
    for (const l of faves) expect(l.catering_lead_time_minutes).toBe(leadTime.get(l.id));
  });

  it("catering-server.location-lead-time: the answer follows the restaurant's row", async () => {
    const r = restaurants[0]!;
    await t.database.db
      .update(restaurantRows)
      .set({ cateringLeadTimeMinutes: 300 })
      .where(eq(restaurantRows.id, r.id));
    const body = (await get(`/api/v1/locations/${r.id}`)).json();
    expect(body.catering_lead_time_minutes).toBe(300);
  });
});
