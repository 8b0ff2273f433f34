import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { staffAudit } from "../../db/schema/staff.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import {
  type BoardWorld,
  local,
  MANUAL,
  placeOrder,
  runningClock,
  startBoard,
} from "../../test-support/board.ts";
import type { TestApp } from "../../test-support/test-app.ts";

// Restaurant 101: Mary (crew) works there; Dorothy (manager) at 101–104.
const r101 = restaurants.find((r) => r.id === 101)!;
const r102 = restaurants.find((r) => r.id === 102)!;
const clock = runningClock(local("12:00"));
let t: TestApp;
let ops: BoardWorld["ops"];
let tokens: BoardWorld["tokens"];
let advance: BoardWorld["advance"];

beforeAll(async () => {
  // Staff drive restaurant 101's orders (the demo chain auto-advances by default).
  ({ t, ops, tokens, advance } = await startBoard(clock, { manual: [101] }));
}, 60_000);
afterAll(async () => t.close());

describe("ops.settings: auto-advance and the make-time model", () => {
  it("ops.settings: everyone at the board reads them; a manager changes them, audited; bad values are a 400 naming the field", async () => {
    const read = await ops("GET", "restaurants/101/settings", tokens.crew);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ auto_advance: false, make_time: { base_minutes: 6 } });
    expect(read.body.data.menu_categories.length).toBeGreaterThan(0);
    const byCrew = await ops("PUT", "restaurants/101/settings", tokens.crew, MANUAL);
    expect(byCrew.status).toBe(403);
    const unknown = await ops("PUT", "restaurants/101/settings", tokens.manager, {
      ...MANUAL,
      make_time: {
        ...MANUAL.make_time,
        categories: [{ category_id: 999999, minutes_per_item: 2 }],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({
      path: "body.make_time.categories.0.category_id",
    });
    const negative = await ops("PUT", "restaurants/101/settings", tokens.manager, {
      ...MANUAL,
      make_time: { ...MANUAL.make_time, base_minutes: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.errors[0].path).toMatch(/base_minutes/);
    const ok = await ops("PUT", "restaurants/101/settings", tokens.manager, {
      ...MANUAL,
      make_time: { ...MANUAL.make_time, per_item_minutes: 1.5 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.make_time.per_item_minutes).toBe(1.5);
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, "restaurant:101"));
    expect(audit.at(-1)).toMatchObject({ action: "restaurant.settings" });
    expect(audit.at(-1)!.before).toMatchObject({ make_time: { per_item_minutes: 1 } });
    await ops("PUT", "restaurants/101/settings", tokens.manager, MANUAL);
  });
});

describe("ops.board-access: who works the board", () => {
  it("ops.board-access: crew of another restaurant get a 403, at the board and on its orders", async () => {
    clock.set(local("12:00"));
    const id = await placeOrder(t, r102.menuId);
    expect((await ops("GET", "restaurants/102/board", tokens.crew)).status).toBe(403);
    const move = await advance(id, "scheduled");
    expect(move.status).toBe(403);
    expect(move.body.message).toMatch(/does not work at restaurant 102/);
    expect((await ops("GET", "restaurants/102/board", tokens.manager)).status).toBe(200);
    expect((await ops("GET", "restaurants/101/board", tokens.marketing)).status).toBe(403);
  });

  it("ops.board-access: an unknown order is a 404 after the token check", async () => {
    expect((await advance("no-such-order", "scheduled")).status).toBe(404);
    expect(
      (await ops("POST", "orders/no-such-order/advance", null, { from: "scheduled" })).status,
    ).toBe(401);
  });

  it("ops.restaurants: the caller's restaurants, an admin's all", async () => {
    const crew = (await ops("GET", "restaurants", tokens.crew)).body.data;
    expect(crew).toEqual([
      expect.objectContaining({ id: 101, name: r101.name, auto_advance: false }),
    ]);
    const admin = (await ops("GET", "restaurants", tokens.admin)).body.data;
    expect(admin).toHaveLength(restaurants.length);
    expect(admin.find((r: { id: number }) => r.id === 102).auto_advance).toBe(true);
  });
});
