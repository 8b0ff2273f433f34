import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orders } from "../../db/schema/orders.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { bearer } from "../../test-support/members.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import type { DayOrder } from "../orders/notice-service.ts";
import { csvCell, reportCsv } from "./reports-csv.ts";
import { dayReport, isLate, readyInstant } from "./reports-figures.ts";

const NY = "America/New_York";
const at = (hhmm: string, date = "2026-11-20") => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return zonedInstant(date, h * 60 + m, NY);
};
const order = (o: Partial<DayOrder> & Pick<DayOrder, "submittedAt" | "readyAt">): DayOrder => ({
  handoff: "pickup",
  canceled: false,
  readyDoneAt: null,
  autoAdvance: false,
  salesCents: 1000,
  ...o,
});

describe("ops.report-today: the figures", () => {
  const list = [
    // Marked ready by staff 2 minutes after its promised time: 22 minutes, on time.
    order({ submittedAt: at("11:00"), readyAt: at("11:20"), readyDoneAt: at("11:22") }),
    // Ready 10 minutes after its promised time: 25 minutes, late.
    order({
      submittedAt: at("11:30"),
      readyAt: at("11:45"),
      readyDoneAt: at("11:55"),
      salesCents: 1250,
    }),
    // Moved by the clock: ready at its promised time once passed (20 minutes).
    order({
      handoff: "dispatch",
      autoAdvance: true,
      submittedAt: at("12:00"),
      readyAt: at("12:20"),
      salesCents: 800,
    }),
    // Canceled: counted, no sales, no time, never late.
    order({ handoff: "curbside", canceled: true, submittedAt: at("12:05"), readyAt: at("12:30") }),
    // Staff have not marked it ready, 10 minutes past its promised time: late already.
    order({ submittedAt: at("14:40"), readyAt: at("14:50"), salesCents: 600 }),
  ];
  const report = dayReport({
    restaurant: { id: 101, name: "Downtown Raleigh", timeZone: NY },
    date: "2026-11-20",
    orders: list,
    now: at("15:00"),
    clockSpeed: 1,
  });

  it("ops.report-today: totals count orders and cancels, sales after discounts of the orders not canceled, the average minutes to ready", () => {
    expect(report.totals).toEqual({
      orders: 5,
      canceled: 1,
      sales: 36.5,
      average_ready_minutes: 22.3,
      late: 2,
    });
  });

  it("ops.report-today: by local hour of the promised time (only hours with orders) and by handoff", () => {
    expect(report.hours.map((h) => [h.hour, h.orders, h.canceled, h.late])).toEqual([
      [11, 2, 0, 1],
      [12, 2, 1, 0],
      [14, 1, 0, 1],
    ]);
    expect(report.hours[0]!.average_ready_minutes).toBe(23.5);
    expect(report.hours[2]!.average_ready_minutes).toBeNull();
    expect(report.by_handoff.map((h) => [h.handoff, h.orders, h.sales])).toEqual([
      ["pickup", 3, 28.5],
      ["curbside", 1, 0],
      ["dispatch", 1, 8],
    ]);
  });

  it("ops.report-today: an auto-advance order is ready at its promised time only once its clock passed it (ORDER_CLOCK_SPEED counts)", () => {
    const o = order({ autoAdvance: true, submittedAt: at("12:00"), readyAt: at("12:20") });
    expect(readyInstant(o, at("12:19"), 1)).toBeNull();
    expect(readyInstant(o, at("12:20"), 1)).toEqual(at("12:20"));
    // 60 times faster: 20 order-minutes pass in 20 seconds.
    expect(readyInstant(o, new Date(at("12:00").getTime() + 19_000), 60)).toBeNull();
    expect(readyInstant(o, new Date(at("12:00").getTime() + 20_000), 60)).toEqual(at("12:20"));
  });

  it("ops.report-late: more than 5 minutes after the promised time is late, exactly 5 is not; an order not ready yet is late once 5 minutes passed", () => {
    const base = { submittedAt: at("11:00"), readyAt: at("11:20") };
    expect(isLate(order({ ...base, readyDoneAt: at("11:25") }), at("13:00"), 1)).toBe(false);
    expect(
      isLate(order({ ...base, readyDoneAt: new Date(at("11:25").getTime() + 1) }), at("13:00"), 1),
    ).toBe(true);
    expect(isLate(order(base), at("11:25"), 1)).toBe(false);
    expect(isLate(order(base), at("11:26"), 1)).toBe(true);
    expect(isLate(order({ ...base, canceled: true }), at("13:00"), 1)).toBe(false);
  });

  it("ops.report-csv: a header row, one row per hour, a total row; numbers plain; CRLF", () => {
    const csv = reportCsv(report);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("restaurant,date,hour,orders,canceled,sales,average_ready_minutes,late");
    expect(lines.slice(1)).toEqual([
      "Downtown Raleigh,2026-11-20,11:00,2,0,22.50,23.5,1",
      "Downtown Raleigh,2026-11-20,12:00,2,1,8.00,20,0",
      "Downtown Raleigh,2026-11-20,14:00,1,0,6.00,,1",
      "Downtown Raleigh,2026-11-20,total,5,1,36.50,22.3,2",
      "",
    ]);
  });

  it("ops.report-csv: cells are quoted when they hold a comma, quote or line break, and text that a spreadsheet would run as a formula is prefixed with '", () => {
    expect(csvCell('Coop "North", Raleigh')).toBe('"Coop ""North"", Raleigh"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-2)).toBe("-2");
    expect(csvCell(null)).toBe("");
    const evil = reportCsv({ ...report, restaurant: { ...report.restaurant, name: "=1+1" } });
    expect(evil.split("\r\n")[1]!.startsWith("'=1+1,")).toBe(true);
  });
});

describe("ops.report-today: GET /api/ops/restaurants/{id}/today and today.csv", () => {
  const r = restaurants.find((x) => x.id === 101)!;
  const noon = zonedInstant("2026-11-20", 12 * 60, r.timeZone);
  let clock = noon;
  let t: TestApp;
  const tokens = {} as Record<"admin" | "manager" | "crew" | "marketing", string>;
  const placed: { id: string; subtotal: number; discount: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock, jobs: { pollMs: 3_600_000 } } });
    for (const role of ["admin", "manager", "crew", "marketing"] as const)
      tokens[role] = await staffSignIn(t.app, staffDemo[role].email, staffDemo[role].password);
    const api = orderClient(t);
    for (let i = 0; i < 3; i += 1) {
      const o = await api.create(r.menuId);
      await api.add(o.id, [{ id: "SD-MAC", quantity: 1 + i }]);
      const totals = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals;
      const token = (await api.token(o.id)).body.token as string;
      const res = await api.submit(o.id, {
        usertype: "guest",
        contact: guest,
        payments: [{ type: "creditcard", token, amount: totals.total }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      placed.push({ id: o.id, subtotal: totals.subtotal, discount: totals.discount ?? 0 });
    }
    expect((await api.call("DELETE", `/api/v1/orders/${placed[2]!.id}`)).status).toBe(200);
    // The kitchen marked the first one ready 10 minutes late.
    const [first] = await t.database.db.select().from(orders).where(eq(orders.id, placed[0]!.id));
    await t.database.db
      .update(orders)
      .set({ autoAdvance: false, readyDoneAt: new Date(first!.readyAt!.getTime() + 10 * 60_000) })
      .where(eq(orders.id, placed[0]!.id));
    clock = new Date(noon.getTime() + 3 * 3_600_000);
  }, 60_000);
  afterAll(async () => t.close());

  const get = (path: string, token: string) =>
    t.app.inject({ url: `/api/ops/restaurants/${path}`, headers: bearer(token) });

  it("ops.report-today: a manager of the restaurant gets today's report in its time zone", async () => {
    const res = await get("101/today", tokens.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const data = res.json().data;
    expect(data.restaurant).toEqual({ id: 101, name: r.name, time_zone: r.timeZone });
    expect(data.date).toBe("2026-11-20");
    const sales = placed.slice(0, 2).reduce((s, p) => s + p.subtotal - p.discount, 0);
    expect(data.totals).toMatchObject({ orders: 3, canceled: 1, late: 1 });
    expect(data.totals.sales).toBeCloseTo(sales, 2);
    expect(data.totals.average_ready_minutes).toBeGreaterThan(0);
    expect(data.by_handoff.map((h: { handoff: string }) => h.handoff)).toEqual(["pickup"]);
    // A day no demo history reaches (it is seeded relative to the real clock, before it).
    const other = await get("101/today?date=2030-11-19", tokens.admin);
    expect(other.json().data.totals.orders).toBe(0);
    expect(other.json().data.hours).toEqual([]);
  });

  it("ops.report-csv: the CSV download: text/csv, an attachment with a file name, hours and a total row", async () => {
    const res = await get("101/today.csv?date=2026-11-20", tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="coop-restaurant-101-2026-11-20.csv"',
    );
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^restaurant,date,hour,orders/);
    expect(lines.at(-1)).toMatch(new RegExp(`^${r.name},2026-11-20,total,3,1,`));
  });

  it("ops.report-access: crew and marketing are refused, and a manager of other restaurants", async () => {
    const crew = await get("101/today", tokens.crew);
    expect(crew.statusCode).toBe(403);
    expect(crew.json().message).toMatch(/yours is a crew account\.$/);
    expect((await get("101/today.csv", tokens.marketing)).statusCode).toBe(403);
    const away = await get("105/today", tokens.manager);
    expect(away.statusCode).toBe(403);
    expect(away.json().message).toMatch(/does not work at restaurant 105/);
    expect((await t.app.inject({ url: "/api/ops/restaurants/101/today" })).statusCode).toBe(401);
  });

  it("ops.report-today: a bad date or an unknown restaurant is a 4xx in words naming the field", async () => {
    const notADate = await get("101/today?date=2026-02-30", tokens.admin);
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().errors).toEqual([
      { path: "query.date", message: "is not a date of the calendar" },
    ]);
    const badShape = await get("101/today?date=20-11-2026", tokens.admin);
    expect(badShape.statusCode).toBe(400);
    expect(JSON.stringify(badShape.json().errors)).toMatch(/date/);
    const unknown = await get("99999/today", tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/no restaurant 99999/);
  });
});
