import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { type App, buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { members } from "../../db/schema/members.ts";
import { orders } from "../../db/schema/orders.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { seedOnce } from "../../db/seed/seed.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { bearer, signUp } from "../../test-support/members.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { decoded } from "../../test-support/smtp.ts";
import { openTestDatabase, type TestApp, testConfig } from "../../test-support/test-app.ts";
import { createTextMessages } from "./text-messages.ts";

const r = restaurants.find(
  (x) => x.handoffModes.length === 3 && x.timeZone === "America/New_York",
)!;
const noon = zonedInstant("2026-11-20", 12 * 60, r.timeZone);
let clock = noon;
const now = () => clock;

let database: Database;
let drop: () => Promise<void>;
let dataDir: string;
let app: App;

/** The app on the shared database, with its worker polling only when woken (tests run it). */
async function build(config: Record<string, string> = {}): Promise<App> {
  const built = await buildApp(testConfig({ DATA_DIR: dataDir, ...config }), {
    database,
    catalogCacheTtlMs: 0,
    now,
    jobs: { pollMs: 3_600_000 },
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "coop-notify-"));
  ({ database, drop } = await openTestDatabase());
  await database.migrate(async (db) => void (await seedOnce(db)));
  app = await build();
}, 60_000);
afterAll(async () => {
  await app.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

const api = () => orderClient({ app } as TestApp);

async function place(options: { auth?: Record<string, string> } = {}) {
  const client = api();
  const o = await client.create(r.menuId);
  await client.add(o.id, [{ id: "SD-MAC", quantity: 1 }]);
  const total = (await client.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total as number;
  const token = (await client.token(o.id)).body.token as string;
  const body = options.auth
    ? { usertype: "user", payments: [{ type: "creditcard", token, amount: total }] }
    : {
        usertype: "guest",
        contact: guest,
        payments: [{ type: "creditcard", token, amount: total }],
      };
  const res = await client.submit(o.id, body, randomUUID(), options.auth ?? {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: o.id, number: res.body.number as number, readyAt: new Date(res.body.ready_at) };
}

/** The outbox files (emails and texts) that name `needle`, decoded. */
async function outbox(needle: string, ext = ".eml"): Promise<string[]> {
  const dir = join(dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(ext));
  const texts = await Promise.all(
    files.map(async (f) => decoded(await readFile(join(dir, f), "utf8"))),
  );
  return texts.filter((t) => t.includes(needle));
}

describe("notify.order-ready", () => {
  it("notify.order-ready: the guest gets one email once the order is ready, not before", async () => {
    clock = noon;
    const order = await place();
    const job = (await app.jobs.find(`ready:${order.id}`))!;
    expect(job.kind).toBe("order-ready");
    expect(job.runAt).toEqual(order.readyAt);
    // Brought forward while the kitchen is still on it: the job looks again at the ready time
    // (the order's next change), and that is not counted as an attempt.
    clock = new Date(order.readyAt.getTime() - 60_000);
    expect(await app.jobs.runSoon(`ready:${order.id}`)).toBe(true);
    await app.jobs.runDue();
    expect(await outbox(`#${order.number} is ready`)).toEqual([]);
    let again = (await app.jobs.find(`ready:${order.id}`))!;
    expect(again.doneAt).toBeNull();
    expect(again.attempts).toBe(0);
    expect(again.runAt).toEqual(order.readyAt);
    clock = new Date(order.readyAt.getTime() + 1_000);
    await app.jobs.runDue();
    const mails = await outbox(`#${order.number} is ready`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${guest.email}`);
    expect(mails[0]).toContain(`Hi ${guest.first_name},`);
    expect(mails[0]).toContain(r.name);
    again = (await app.jobs.find(`ready:${order.id}`))!;
    expect(again.doneAt).not.toBeNull();
    expect((await app.jobs.find(`email:ready:${order.id}`))!.doneAt).not.toBeNull();
    // Never twice: running again later sends nothing more.
    clock = new Date(order.readyAt.getTime() + 3_600_000);
    await app.jobs.runDue();
    expect(await outbox(`#${order.number} is ready`)).toHaveLength(1);
    // A guest gave a phone for the order, not consent to texts (`notify.text-optin`).
    expect(await app.jobs.find(`text:ready:${order.id}`)).toBeNull();
  });

  it("notify.order-ready: an order the staff move by hand is looked at again at least every minute until it is ready", async () => {
    clock = noon;
    const order = await place();
    await database.db.update(orders).set({ readyAt: null }).where(eq(orders.id, order.id));
    clock = new Date(order.readyAt.getTime() + 1_000);
    await app.jobs.runDue();
    const job = (await app.jobs.find(`ready:${order.id}`))!;
    expect(job.doneAt).toBeNull();
    expect(job.attempts).toBe(0);
    expect(job.runAt).toEqual(new Date(clock.getTime() + 60_000));
    expect(await outbox(`#${order.number} is ready`)).toEqual([]);
  });

  it("notify.order-ready: the order survives a restart: a job enqueued before the app closed is delivered by the next one", async () => {
    clock = noon;
    const order = await place();
    await app.close();
    app = await build();
    clock = new Date(order.readyAt.getTime() + 1_000);
    await app.jobs.runDue();
    expect(await outbox(`#${order.number} is ready`)).toHaveLength(1);
  });
});

describe("notify.order-canceled", () => {
  it("notify.order-canceled: a canceled order gets the cancel email and never the ready one", async () => {
    clock = noon;
    const order = await place();
    const res = await api().call("DELETE", `/api/v1/orders/${order.id}`);
    expect(res.status).toBe(200);
    await app.jobs.runDue();
    const mails = await outbox(`#${order.number} was canceled`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${guest.email}`);
    expect(mails[0]).not.toContain("The restaurant canceled it");
    clock = new Date(order.readyAt.getTime() + 60_000);
    await app.jobs.runDue();
    expect(await outbox(`#${order.number} is ready`)).toEqual([]);
    expect((await app.jobs.find(`ready:${order.id}`))!.doneAt).not.toBeNull();
  });

  it("notify.order-canceled: the restaurant's reason is in the email when staff canceled", async () => {
    clock = noon;
    const order = await place();
    await database.db
      .update(orders)
      .set({ cancelReason: "We ran out of mac & cheese" })
      .where(eq(orders.id, order.id));
    await api().call("DELETE", `/api/v1/orders/${order.id}`);
    await app.jobs.runDue();
    const [mail] = await outbox(`#${order.number} was canceled`);
    expect(mail).toContain("The restaurant canceled it: We ran out of mac & cheese");
  });
});

describe("notify.text-optin", () => {
  it("notify.text-optin: a member who gave a phone and agreed to texts gets a text beside the email; one who did not, email only", async () => {
    const agreed = await signUp(app);
    const declined = await signUp(app);
    await database.db
      .update(members)
      .set({ phone: "9195550142", optinSms: true })
      .where(eq(members.id, agreed.id));
    await database.db
      .update(members)
      .set({ phone: "9195550143", optinSms: false })
      .where(eq(members.id, declined.id));
    clock = noon;
    const a = await place({ auth: bearer(agreed.ordering) });
    const b = await place({ auth: bearer(declined.ordering) });
    clock = new Date(Math.max(a.readyAt.getTime(), b.readyAt.getTime()) + 1_000);
    await app.jobs.runDue();
    const ready = await outbox(" is ready");
    expect(ready.filter((m) => m.includes(`To: ${agreed.email}`))).toHaveLength(1);
    expect(ready.filter((m) => m.includes(`To: ${declined.email}`))).toHaveLength(1);
    const texts = await outbox(`#${a.number} is ready`, ".sms.txt");
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Text message \(SMS\)\nTo: \+19195550142\n/);
    expect(await outbox("+19195550143", ".sms.txt")).toEqual([]);
  });

  it("notify.text-optin: TEXT_MESSAGES=off sends no text", async () => {
    const off = createTextMessages({
      kind: "off",
      outboxDir: join(dataDir, "outbox"),
      from: "x",
      now,
    });
    expect(await off.send({ to: "9195550199", body: "hello" })).toEqual({});
    expect(await outbox("+19195550199", ".sms.txt")).toEqual([]);
  });
});

describe("notify.order-ready: a status published as ready sends at once", () => {
  let live: App;
  let liveDir: string;
  beforeAll(async () => {
    liveDir = await mkdtemp(join(tmpdir(), "coop-notify-live-"));
  });
  afterAll(async () => {
    await live?.close();
    await rm(liveDir, { recursive: true, force: true });
  });

  it("notify.order-ready: the ready event on the bus brings the email forward, without waiting for the worker's poll", async () => {
    // The order's clock runs 600 times faster: ready a second or two after it is placed. The
    // worker polls once an hour, so only the published ready event can wake it in time.
    const started = { at: noon.getTime(), real: Date.now() };
    const running = () => new Date(started.at + Date.now() - started.real);
    live = await buildApp(testConfig({ DATA_DIR: liveDir, ORDER_CLOCK_SPEED: "600" }), {
      database,
      catalogCacheTtlMs: 0,
      now: running,
      jobs: { pollMs: 3_600_000 },
    });
    await live.ready();
    const client = orderClient({ app: live } as TestApp);
    const o = await client.create(r.menuId);
    await client.add(o.id, [{ id: "SD-MAC", quantity: 1 }]);
    const total = (await client.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total as number;
    const token = (await client.token(o.id)).body.token as string;
    const placed = await client.submit(o.id, {
      usertype: "guest",
      contact: { ...guest, email: "live@example.com" },
      payments: [{ type: "creditcard", token, amount: total }],
    });
    expect(placed.status).toBe(200);
    // Push the job's own time an hour away: only the event can bring it forward now.
    await database.db.execute(
      `update jobs set run_at = now() + interval '1 hour' where key = 'ready:${o.id}'`,
    );
    const dir = join(liveDir, "outbox");
    await vi.waitFor(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
          f.endsWith(".eml"),
        );
        expect(files).toHaveLength(1);
      },
      { timeout: 15_000, interval: 100 },
    );
  }, 30_000);
});
