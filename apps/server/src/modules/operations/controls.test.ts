import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { staffAudit } from "../../db/schema/staff.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { bearer } from "../../test-support/members.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

/** Store controls through the API, and their effect on the menu, the times and the checkout. */
const r = restaurants.find((x) => x.id === 102)!;
const at = (minutes: number, date = "2026-11-20") => zonedInstant(date, minutes, r.timeZone);
let clock = at(12 * 60);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
const tokens = { manager: "", crew: "", admin: "" };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  api = orderClient(t);
  for (const role of ["manager", "crew", "admin"] as const)
    tokens[role] = await staffSignIn(t.app, staffDemo[role].email, staffDemo[role].password);
}, 60_000);
afterAll(async () => t.close());

const ops = (
  method: "GET" | "PUT" | "DELETE",
  path: string,
  payload?: unknown,
  token = tokens.manager,
  id = r.id,
) => api.call(method, `/api/ops/restaurants/${id}/${path}`, payload, bearer(token));
const times = async () =>
  (await api.call("GET", `/api/v1/menus/${r.menuId}/times?from=2026-11-20&to=2026-11-20`)).body;
const menuProduct = async (sku: string) => {
  const menu = (await api.call("GET", `/api/v1/menus/${r.menuId}`)).body;
  for (const c of menu.categories) for (const p of c.products) if (p.sku === sku) return p;
  throw new Error(`no ${sku}`);
};
const localClock = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: r.timeZone,
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));

async function cartWith(sku: string, quantity = 1) {
  const o = await api.create(r.menuId);
  const added = await api.add(o.id, [{ id: sku, quantity }]);
  if (added.status !== 200) throw new Error(JSON.stringify(added.body));
  return o.id;
}
async function submit(id: string) {
  const total = (await api.call("GET", `/api/v1/orders/${id}`)).body.totals.total as number;
  const token = (await api.token(id)).body.token;
  return api.submit(id, {
    usertype: "guest",
    contact: guest,
    payments: [{ type: "creditcard", token, amount: total }],
  });
}

describe("ops.controls-access", () => {
  it("ops.controls-access: crew read their restaurant's controls; changing them needs a manager or admin", async () => {
    expect((await ops("GET", "controls", undefined, tokens.crew, 101)).status).toBe(200);
    expect((await ops("GET", "controls", undefined, tokens.crew, 102)).status).toBe(403);
    const crewPause = await ops("DELETE", "pause", undefined, tokens.crew, 101);
    expect(crewPause.status).toBe(403);
    expect(crewPause.body.message).toMatch(/yours is a crew account/);
    expect((await ops("DELETE", "pause", undefined, tokens.manager, 105)).status).toBe(403);
    expect((await ops("DELETE", "pause", undefined, tokens.admin, 105)).status).toBe(200);
  });

  it("ops.controls-access: every change writes an audit row with who, what, before and after", async () => {
    const res = await ops("PUT", "busy", { minutes: 10, until: at(12 * 60 + 30).toISOString() });
    expect(res.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, "ops.busy"), eq(staffAudit.target, `restaurant:${r.id}`)));
    expect(rows.at(-1)).toMatchObject({
      actorId: staffDemo.manager.id,
      after: expect.objectContaining({ busyMinutes: 10 }),
    });
    expect((await ops("DELETE", "busy")).status).toBe(200);
  });

  it("ops.controls-access: bad input is a 400 naming the field", async () => {
    const busy = await ops("PUT", "busy", { minutes: 7, until: at(13 * 60).toISOString() });
    expect(busy.status).toBe(400);
    expect(busy.body.errors[0].path).toBe("body.minutes");
    const past = await ops("PUT", "pause", { until: at(11 * 60).toISOString(), reason: "Rush" });
    expect(past.status).toBe(400);
    expect(past.body.errors[0]).toEqual({ path: "body.until", message: "must be in the future" });
    const unknown = await ops("PUT", "availability", {
      items: [{ kind: "product", id: 999_999 }],
      available: false,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe("body.items.0.id");
  });
});

describe("ops.86", () => {
  it("ops.86: an 86'd item is sold out on the menu at once, refused in a cart, and blocks an order holding it", async () => {
    const mac = await menuProduct("SD-MAC");
    const holding = await cartWith("SD-MAC", 2);
    const res = await ops("PUT", "availability", {
      items: [{ kind: "product", id: mac.id }],
      available: false,
    });
    expect(res.status).toBe(200);
    const item = res.body.data.items.find((i: { id: number }) => i.id === mac.id);
    expect(item.unavailable).toMatchObject({ until: null });
    expect((await menuProduct("SD-MAC")).availability).toMatchObject({
      sold_out: true,
      now: false,
    });
    const other = await api.create(r.menuId);
    const add = await api.add(other.id, [{ id: "SD-MAC", quantity: 1 }]);
    expect(add.status).toBe(400);
    expect(add.body.errors[0].path).toBe("body.products.0.id");
    expect(add.body.message).toBe(`${mac.name} is sold out at ${r.name} right now.`);
    const validated = (await api.call("POST", `/api/v1/orders/${holding}/validate`)).body;
    expect(validated.valid).toBe(false);
    const message = `${mac.name} is sold out at ${r.name} right now; remove it to continue.`;
    expect(JSON.stringify(validated)).toContain(message);
    const submitted = await submit(holding);
    expect(submitted.status).toBe(422);
    expect(submitted.body.message).toBe(message);
    // Back on: the menu and the cart take it again.
    await ops("PUT", "availability", { items: [{ kind: "product", id: mac.id }], available: true });
    expect((await menuProduct("SD-MAC")).availability.sold_out).toBe(false);
    expect((await api.add(other.id, [{ id: "SD-MAC", quantity: 1 }])).status).toBe(200);
  });

  it("ops.86: until a time: restored by itself when it passes; at most 90 days", async () => {
    const mac = await menuProduct("SD-MAC");
    const item = [{ kind: "product", id: mac.id }];
    const tooLong = new Date(clock.getTime() + 91 * 86_400_000).toISOString();
    const refused = await ops("PUT", "availability", {
      items: item,
      available: false,
      until: tooLong,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe("body.until");
    const until = at(12 * 60 + 30).toISOString();
    expect(
      (await ops("PUT", "availability", { items: item, available: false, until })).status,
    ).toBe(200);
    expect((await menuProduct("SD-MAC")).availability.sold_out).toBe(true);
    clock = at(12 * 60 + 31);
    try {
      expect((await menuProduct("SD-MAC")).availability.sold_out).toBe(false);
      const controls = (await ops("GET", "controls")).body.data;
      expect(controls.items.find((i: { id: number }) => i.id === mac.id).unavailable).toBeNull();
    } finally {
      clock = at(12 * 60);
      await ops("PUT", "availability", { items: item, available: true });
    }
  });

  it("ops.86: an 86'd option cannot be chosen and blocks an order holding it", async () => {
    const detail = (await api.call("GET", `/api/v1/menus/${r.menuId}/products/TND-5`)).body;
    const group = detail.option_groups.find((g: { min_select: number }) => g.min_select > 0);
    const option = group.options[0];
    const o = await api.create(r.menuId);
    const choices = [{ id: option.id, quantity: 1 }];
    expect((await api.add(o.id, [{ id: "TND-5", quantity: 1, choices }])).status).toBe(200);
    await ops("PUT", "availability", {
      items: [{ kind: "option", id: option.id }],
      available: false,
    });
    try {
      const refused = await api.add(o.id, [{ id: "TND-5", quantity: 1, choices }]);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].path).toBe("body.products.0.choices.0");
      const order = (await api.call("GET", `/api/v1/orders/${o.id}`)).body;
      const codes = order.messages.map((m: { code: string }) => m.code);
      expect(codes).toContain("sold_out");
    } finally {
      await ops("PUT", "availability", {
        items: [{ kind: "option", id: option.id }],
        available: true,
      });
    }
  });
});

describe("ops.pause", () => {
  it("ops.pause: no time and no ASAP are offered, the restaurant says why, and submit is refused with the reason", async () => {
    const id = await cartWith("SD-MAC");
    const until = at(14 * 60).toISOString();
    expect((await ops("PUT", "pause", { until, reason: "Fryer repair" })).status).toBe(200);
    try {
      const slots = await times();
      expect(slots.times).toEqual([]);
      expect(slots.asap).toBeNull();
      const why = `${r.name} is not taking online orders until 2:00 PM: Fryer repair.`;
      expect((await api.call("GET", `/api/v1/locations/${r.id}`)).body.message).toBe(why);
      const submitted = await submit(id);
      expect(submitted.status).toBe(422);
      expect(submitted.body.message).toBe(why);
    } finally {
      expect((await ops("DELETE", "pause")).status).toBe(200);
    }
    expect((await times()).asap).not.toBeNull();
    expect((await submit(id)).status).toBe(200);
  });
});

describe("ops.busy-mode", () => {
  it("ops.busy-mode: adds its minutes to ASAP and the earliest slot, and ends by itself", async () => {
    const before = await times();
    const until = at(12 * 60 + 45).toISOString();
    expect((await ops("PUT", "busy", { minutes: 30, until })).status).toBe(200);
    const busy = await times();
    expect(new Date(busy.asap).getTime() - new Date(before.asap).getTime()).toBe(30 * 60_000);
    expect(localClock(busy.times[0].time)).toBe("12:45");
    expect(localClock(before.times[0].time)).toBe("12:15");
    clock = at(12 * 60 + 45);
    try {
      const after = await times();
      expect(new Date(after.asap).getTime()).toBe(at(12 * 60 + 45 + r.leadTimeMinutes).getTime());
    } finally {
      clock = at(12 * 60);
    }
    await ops("DELETE", "busy");
  });
});

describe("ops.close-early", () => {
  it("ops.close-early: no slot at or after closes_at today, ASAP not after it; back with DELETE", async () => {
    const late = await ops("PUT", "hours-today", { closes_at: "23:30" });
    expect(late.status).toBe(400);
    expect(late.body.errors[0].path).toBe("body.closes_at");
    const res = await ops("PUT", "hours-today", { closes_at: "14:00" });
    expect(res.status).toBe(200);
    expect(res.body.data.closes_early).toEqual({ date: "2026-11-20", closes_at: "14:00" });
    const slots = (await times()).times.map((s: { time: string }) => localClock(s.time));
    expect(slots.at(-1)).toBe("13:45");
    clock = at(13 * 60 + 50);
    try {
      const asap = (await times()).asap;
      expect(asap === null || new Date(asap).getTime() >= at(24 * 60).getTime()).toBe(true);
    } finally {
      clock = at(12 * 60);
    }
    expect((await ops("DELETE", "hours-today")).status).toBe(200);
    expect((await times()).times.length).toBeGreaterThan(slots.length);
  });
});
