import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { segmentRulesSchema } from "@coop/contract/ops-engagement";

import type { Database } from "../../db/client.ts";
import {
  engagementEvents,
  engagementPurchases,
  engagementUsers,
} from "../../db/schema/engagement.ts";
import { openTestDatabase } from "../../test-support/test-app.ts";
import { segmentSize, segmentUserIds, userMatches } from "./segments-sql.ts";

const now = new Date("2026-11-24T12:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
let database: Database;
let drop: () => Promise<void>;
const ids: Record<string, number> = {};

async function user(name: string, attributes: Record<string, unknown>) {
  const [row] = await database.db
    .insert(engagementUsers)
    .values({ externalId: name, attributes, createdAt: now, updatedAt: now })
    .returning({ id: engagementUsers.id });
  ids[name] = row!.id;
  return row!.id;
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
  const db = database.db;
  const ada = await user("ada", { language: "es", points: 300, catering_customer: true });
  const bob = await user("bob", { language: "en", points: 250.0, catering_customer: false });
  const cy = await user("cy", { language: "ES", points: "120" });
  await user("dee", {});
  await db.insert(engagementPurchases).values([
    {
      userId: ada,
      productId: "3pc",
      currency: "USD",
      priceCents: 999,
      time: daysAgo(3),
      receivedAt: now,
    },
    {
      userId: bob,
      productId: "tenders",
      currency: "USD",
      priceCents: 799,
      time: daysAgo(45),
      receivedAt: now,
    },
  ]);
  await db.insert(engagementEvents).values([
    {
      name: "Order_Placed",
      userId: cy,
      properties: { channel: "Catering" },
      time: daysAgo(1),
      receivedAt: now,
    },
    {
      name: "Order_Placed",
      userId: cy,
      properties: { channel: "Mealtime" },
      time: daysAgo(2),
      receivedAt: now,
    },
    {
      name: "Order_Placed",
      userId: bob,
      properties: { channel: "Mealtime" },
      time: daysAgo(40),
      receivedAt: now,
    },
  ]);
});
afterAll(async () => drop());

const rules = (input: unknown) => segmentRulesSchema.parse(input);
const names = async (input: unknown) => {
  const found = await segmentUserIds(database.db, rules(input), now);
  return Object.keys(ids).filter((n) => found.includes(ids[n]!));
};

describe("segment evaluator", () => {
  it("engagement.segment-rules: ordered in the last 30 days = a purchase within 30 days", async () => {
    expect(
      await names({ rules: [{ type: "purchase", op: "purchased", within_days: 30 }] }),
    ).toEqual(["ada"]);
    expect(
      await names({ rules: [{ type: "purchase", op: "not_purchased", within_days: 30 }] }),
    ).toEqual(["bob", "cy", "dee"]);
    expect(
      await names({ rules: [{ type: "purchase", op: "purchased", product_id: "tenders" }] }),
    ).toEqual(["bob"]);
  });

  it("engagement.segment-rules: catering customer, points ≥ 250 (numeric), language es (any case)", async () => {
    expect(
      await names({
        rules: [{ type: "attribute", attribute: "catering_customer", op: "equals", value: true }],
      }),
    ).toEqual(["ada"]);
    // 250.0 and 300 are ≥ 250; the string "120" compares as the number 120.
    expect(
      await names({ rules: [{ type: "attribute", attribute: "points", op: "gte", value: 250 }] }),
    ).toEqual(["ada", "bob"]);
    expect(
      await names({ rules: [{ type: "attribute", attribute: "points", op: "lt", value: 200 }] }),
    ).toEqual(["cy"]);
    expect(
      await names({
        rules: [{ type: "attribute", attribute: "language", op: "equals", value: "es" }],
      }),
    ).toEqual(["ada", "cy"]);
    expect(
      await names({ rules: [{ type: "attribute", attribute: "points", op: "not_exists" }] }),
    ).toEqual(["dee"]);
  });

  it("engagement.segment-rules: events count within N days with a property; all and any", async () => {
    expect(
      await names({
        rules: [
          { type: "event", event: "Order_Placed", op: "performed", within_days: 7, min_count: 2 },
        ],
      }),
    ).toEqual(["cy"]);
    expect(
      await names({
        rules: [
          {
            type: "event",
            event: "Order_Placed",
            op: "performed",
            property: { name: "channel", value: "Catering" },
          },
        ],
      }),
    ).toEqual(["cy"]);
    expect(
      await names({
        rules: [{ type: "event", event: "Order_Placed", op: "performed", within_days: 30 }],
      }),
    ).toEqual(["cy"]);
    const either = {
      match: "any",
      rules: [
        { type: "attribute", attribute: "catering_customer", op: "equals", value: true },
        {
          type: "event",
          event: "Order_Placed",
          op: "performed",
          property: { name: "channel", value: "Catering" },
        },
      ],
    };
    expect(await names(either)).toEqual(["ada", "cy"]);
    expect(await names({ ...either, match: "all" })).toEqual([]);
    expect(await names({ rules: [] })).toEqual(["ada", "bob", "cy", "dee"]);
    expect(await segmentSize(database.db, rules(either), now)).toBe(2);
    expect(await userMatches(database.db, rules(either), ids.cy!, now)).toBe(true);
    expect(await userMatches(database.db, rules(either), ids.bob!, now)).toBe(false);
  });
});
