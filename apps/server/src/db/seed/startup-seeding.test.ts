import { afterAll, describe, expect, it } from "vitest";

import { loadConfig } from "../../config.ts";
import { openTestDatabase } from "../../test-support/test-app.ts";
import { menus, restaurants } from "../schema/catalog.ts";
import { appMeta } from "../schema/core.ts";
import { offers } from "../schema/loyalty.ts";
import { members } from "../schema/members.ts";
import { orders } from "../schema/orders.ts";
import { startupSeeding } from "./seed.ts";

describe("ops.seed-demo: seeding at start-up follows SEED_DEMO", () => {
  const opened: { drop(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const o of opened) await o.drop();
  });

  it("SEED_DEMO=false: an empty chain, no demo members, nothing recorded as seeded", async () => {
    const config = loadConfig({ SEED_DEMO: "false" }, "/srv/coop");
    const t = await openTestDatabase();
    opened.push(t);
    await t.database.migrate(startupSeeding(config.seedDemo));
    const { db } = t.database;
    expect(await db.select().from(members)).toEqual([]);
    expect(await db.select().from(menus)).toEqual([]);
    expect(await db.select().from(restaurants)).toEqual([]);
    expect(await db.select().from(offers)).toEqual([]);
    expect(await db.select().from(orders)).toEqual([]);
    expect(await db.select().from(appMeta)).toEqual([]);
  });

  it("SEED_DEMO unset: the demo chain with its members, their cards and past orders", async () => {
    const config = loadConfig({}, "/srv/coop");
    const t = await openTestDatabase();
    opened.push(t);
    await t.database.migrate(startupSeeding(config.seedDemo));
    const { db } = t.database;
    expect((await db.select().from(restaurants)).length).toBe(42);
    expect((await db.select().from(members)).map((m) => m.id)).toContain("demo-ada");
    expect((await db.select().from(orders)).length).toBe(3);
    const welcome = (await db.select().from(offers)).filter((o) => o.welcomeValidDays !== null);
    expect(welcome.map((o) => [o.id, o.welcomeValidDays])).toEqual([["welcome", 30]]);
  });
});
