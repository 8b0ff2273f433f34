import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  engagementAliases,
  engagementEvents,
  engagementPurchases,
  engagementUsers,
} from "../../db/schema/engagement.ts";
import { bearer, type SignedIn, signUp } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createEngagementService } from "./service.ts";
import { applyAttributes } from "./users-attributes.ts";

const KEY = "k".repeat(40);
const key = { authorization: `Bearer ${KEY}` };
const time = "2026-11-20T17:00:00.000Z";

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
const tracked: { userId: number; events: string[]; purchases: string[] }[] = [];
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    deps: {
      engagementApiKey: KEY,
      engagementHooks: {
        async onTracked(userId, events, purchases) {
          tracked.push({
            userId,
            events: events.map((e) => e.name),
            purchases: purchases.map((p) => p.productId),
          });
        },
      },
    },
  });
  ada = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/braze/${url}`, payload: payload as object, headers });

const userOf = async (externalId: string) =>
  (
    await t.database.db
      .select()
      .from(engagementUsers)
      .where(eq(engagementUsers.externalId, externalId))
  )[0];

describe("users/track", () => {
  it("engagement.attributes: the key writes attributes, events and purchases of any user; the answer counts only the kinds sent", async () => {
    const res = await post(
      "users/track",
      {
        attributes: [
          { external_id: "m-1", first_name: "Ada", favorite: "Tenders", tags: ["a"] },
          { external_id: "m-1", tags: { add: ["b", "a"], remove: ["a"] }, visits: { inc: 2 } },
          { external_id: "m-1", favorite: null, visits: { inc: 3 } },
        ],
        events: [{ external_id: "m-1", name: "Viewed_Menu", time, properties: { n: 1 } }],
        purchases: [
          {
            external_id: "m-1",
            product_id: "3-piece",
            currency: "USD",
            price: 9.99,
            quantity: 2,
            time,
          },
        ],
      },
      key,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "success",
      attributes_processed: 3,
      events_processed: 1,
      purchases_processed: 1,
    });
    const user = await userOf("m-1");
    expect(user?.attributes).toEqual({ first_name: "Ada", tags: ["b"], visits: 5 });
    const [purchase] = await t.database.db
      .select()
      .from(engagementPurchases)
      .where(eq(engagementPurchases.userId, user!.id));
    expect(purchase).toMatchObject({ productId: "3-piece", priceCents: 999, quantity: 2 });
    expect(tracked).toContainEqual({
      userId: user!.id,
      events: ["Viewed_Menu"],
      purchases: ["3-piece"],
    });

    const onlyEvents = await post(
      "users/track",
      { events: [{ external_id: "m-1", name: "X", time }] },
      key,
    );
    expect(onlyEvents.json()).toEqual({ message: "success", events_processed: 1 });
  });

  it("engagement.attributes: applyAttributes removes on null, increments, adds without duplicates and replaces", () => {
    expect(
      applyAttributes(
        { a: 1, b: "x", list: [1, 2], n: 4 },
        {
          external_id: "z",
          a: null,
          n: { inc: -1 },
          list: { add: [2, 3], remove: [1] },
          b: { nested: true },
        },
      ),
    ).toEqual({ n: 3, list: [2, 3], b: { nested: true } });
  });

  it("engagement.self-only: a member writes their own user (no id, or their external id) and their device alias", async () => {
    const res = await post(
      "users/track",
      {
        events: [
          { name: "Opened", time },
          { external_id: ada.id, name: "Opened", time },
          { user_alias: { alias_label: "device", alias_name: "ada-phone" }, name: "Opened", time },
        ],
      },
      { ...bearer(ada.access), device_id: "ada-phone" },
    );
    expect(res.statusCode).toBe(200);
    const user = await userOf(ada.id);
    const rows = await t.database.db
      .select()
      .from(engagementEvents)
      .where(eq(engagementEvents.userId, user!.id));
    expect(rows).toHaveLength(2);
    const [alias] = await t.database.db
      .select()
      .from(engagementAliases)
      .where(eq(engagementAliases.aliasName, "ada-phone"));
    expect(alias?.aliasLabel).toBe("device");
  });

  it.each([
    [
      "another member's token",
      () => ({ ...bearer(bob.access), device_id: "bob-phone" }),
      "events[1].external_id is not yours",
    ],
    ["no token (a device)", () => ({ device_id: "dev-9" }), "events[1].external_id is not yours"],
  ])(
    "engagement.self-only: %s cannot write a member's user, and nothing of the request is written",
    async (_, headers, message) => {
      const before = await t.database.db.select().from(engagementEvents);
      const res = await post(
        "users/track",
        {
          events: [
            { name: "Mine", time },
            { external_id: ada.id, name: "Theirs", time },
          ],
        },
        headers(),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
      expect(await t.database.db.select().from(engagementEvents)).toHaveLength(before.length);
    },
  );

  it("engagement.self-only: a device may not write another device's alias; a wrong key is refused", async () => {
    const other = await post(
      "users/track",
      { attributes: [{ user_alias: { alias_label: "device", alias_name: "other" }, a: 1 }] },
      { device_id: "dev-1" },
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("attributes[0].user_alias is not yours");
    const wrongKey = await post(
      "users/track",
      { events: [{ external_id: "m-1", name: "X", time }] },
      { authorization: `Bearer ${"x".repeat(40)}` },
    );
    expect(wrongKey.statusCode).toBe(401);
    const nobody = await post("users/track", { events: [{ name: "X", time }] });
    expect(nobody.statusCode).toBe(401);
  });

  it.each([
    ["attributes", { attributes: Array.from({ length: 76 }, () => ({ external_id: "m", a: 1 })) }],
    [
      "purchases",
      {
        purchases: Array.from({ length: 76 }, () => ({
          external_id: "m",
          product_id: "p",
          price: 1,
          time,
        })),
      },
    ],
  ])("engagement.attributes: more than 75 %s → 400 naming the field", async (field, payload) => {
    const res = await post("users/track", payload, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(`body.${field}`);
  });
});

describe("users/alias/new and users/identify", () => {
  it("engagement.identify, engagement.export-ids: the device's history and attributes merge into the member (the member's own attributes win)", async () => {
    const device = { device_id: "grace-laptop" };
    await post(
      "users/track",
      {
        attributes: [{ favorite: "Wings", city: "Austin" }],
        events: [{ name: "Viewed", time }],
        purchases: [{ product_id: "biscuit", price: 1.5, time }],
      },
      device,
    );
    const grace = await signUp(t.app);
    await post("users/track", { attributes: [{ favorite: "Tenders" }] }, bearer(grace.access));

    const refused = await post(
      "users/identify",
      {
        aliases_to_identify: [
          {
            external_id: grace.id,
            user_alias: { alias_label: "device", alias_name: "grace-laptop" },
          },
        ],
      },
      device,
    );
    expect(refused.statusCode).toBe(403);

    const res = await post(
      "users/identify",
      {
        aliases_to_identify: [
          {
            external_id: grace.id,
            user_alias: { alias_label: "device", alias_name: "grace-laptop" },
          },
        ],
      },
      { ...bearer(grace.access), ...device },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "success", aliases_processed: 1 });

    const exported = await post(
      "users/export/ids",
      {
        external_ids: [grace.id, "nobody"],
        fields_to_export: [
          "external_id",
          "user_aliases",
          "custom_attributes",
          "custom_events",
          "purchases",
        ],
      },
      key,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toEqual({
      message: "success",
      users: [
        {
          external_id: grace.id,
          user_aliases: [{ alias_label: "device", alias_name: "grace-laptop" }],
          // identify also syncs the member's profile (engagement.member-facts)
          custom_attributes: {
            favorite: "Tenders",
            city: "Austin",
            points: expect.any(Number),
            member_since: expect.any(String),
          },
          custom_events: [{ name: "Viewed", first: time, last: time, count: 1 }],
          purchases: [{ name: "biscuit", first: time, last: time, count: 1 }],
        },
      ],
      invalid_user_ids: ["nobody"],
    });
  });

  it("engagement.identify: identifyMember (for the app at sign-in) moves the device's events to the member", async () => {
    await post(
      "users/track",
      { events: [{ name: "Before_Sign_In", time }] },
      { device_id: "lin-tab" },
    );
    const engagement = createEngagementService({ db: t.database.db, now: () => new Date() });
    await engagement.identifyMember("m-lin", "lin-tab");
    const exported = await post(
      "users/export/ids",
      { external_ids: ["m-lin"], fields_to_export: ["user_aliases", "custom_events"] },
      key,
    );
    expect(exported.json().users).toEqual([
      {
        user_aliases: [{ alias_label: "device", alias_name: "lin-tab" }],
        custom_events: [{ name: "Before_Sign_In", first: time, last: time, count: 1 }],
      },
    ]);
  });

  it("engagement.identify: a member may not identify another device's alias, or to another member", async () => {
    const other = await post(
      "users/identify",
      {
        aliases_to_identify: [
          {
            external_id: ada.id,
            user_alias: { alias_label: "device", alias_name: "someone-else" },
          },
        ],
      },
      { ...bearer(ada.access), device_id: "ada-phone" },
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(
      "aliases_to_identify[0].user_alias is not your device's alias",
    );
    const toBob = await post(
      "users/identify",
      {
        aliases_to_identify: [
          { external_id: bob.id, user_alias: { alias_label: "device", alias_name: "ada-phone" } },
        ],
      },
      { ...bearer(ada.access), device_id: "ada-phone" },
    );
    expect(toBob.statusCode).toBe(403);
  });

  it("engagement.self-only: users/alias/new with the key names a member's user; a device only its own alias", async () => {
    const res = await post(
      "users/alias/new",
      { user_aliases: [{ external_id: "m-1", alias_label: "crm", alias_name: "c-77" }] },
      key,
    );
    expect(res.json()).toEqual({ message: "success", aliases_processed: 1 });
    const exported = await post(
      "users/export/ids",
      {
        user_aliases: [{ alias_label: "crm", alias_name: "c-77" }],
        fields_to_export: ["external_id"],
      },
      key,
    );
    expect(exported.json().users).toEqual([{ external_id: "m-1" }]);
    const device = await post(
      "users/alias/new",
      { user_aliases: [{ alias_label: "crm", alias_name: "c-78" }] },
      { device_id: "dev-2" },
    );
    expect(device.statusCode).toBe(403);
  });

  it("engagement.rest-key: users/export/ids needs the key or marketing staff", async () => {
    const res = await post("users/export/ids", { external_ids: [ada.id] }, bearer(ada.access));
    expect([401, 403]).toContain(res.statusCode);
    const none = await post("users/export/ids", { external_ids: [ada.id] });
    expect(none.statusCode).toBe(401);
  });
});
