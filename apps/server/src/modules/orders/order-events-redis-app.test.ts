import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type App, buildApp } from "../../app.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { seedOnce } from "../../db/seed/seed.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { openTestDatabase, type TestApp, testConfig } from "../../test-support/test-app.ts";

// Two server processes behind a load balancer: two apps on one database and one Redis. With
// the in-process bus, a change made through one never reaches a stream open on the other.
const redisUrl = process.env.TEST_REDIS_URL;

const r = restaurants.find(
  (x) => x.handoffModes.length === 3 && x.timeZone === "America/New_York",
)!;
const noon = zonedInstant("2026-11-20", 12 * 60, r.timeZone);
const since = Date.now();
const now = () => new Date(noon.getTime() + Date.now() - since);

describe.skipIf(!redisUrl)("order events across two processes (TEST_REDIS_URL)", () => {
  let drop: () => Promise<void>;
  let a: TestApp;
  let b: App;
  let baseB: string;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const { database } = opened;
    await database.migrate(async (db) => void (await seedOnce(db)));
    const build = () =>
      buildApp(testConfig({ REDIS_URL: redisUrl! }), { database, catalogCacheTtlMs: 0, now });
    const appA = await build();
    b = await build();
    a = { app: appA, database, close: () => appA.close() };
    await b.listen({ port: 0, host: "127.0.0.1" });
    baseB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    b?.server.closeAllConnections();
    await b?.close();
    await a?.close();
    await drop?.();
  });

  async function placed() {
    const api = orderClient(a);
    const o = await api.create(r.menuId);
    await api.add(o.id, [{ id: "SD-MAC", quantity: 1 }]);
    const total = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total as number;
    const token = (await api.token(o.id)).body.token as string;
    const res = await api.submit(o.id, {
      usertype: "guest",
      contact: guest,
      payments: [{ type: "creditcard", token, amount: total }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return o.id;
  }

  it("events.fan-out: a customer's cancel on one process reaches the live stream open on another", async () => {
    const id = await placed();
    const res = await fetch(`${baseB}/api/v1/orders/${id}/events`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const statuses = () =>
      [...text.matchAll(/^data: (.+)$/gm)].map(
        (m) => (JSON.parse(m[1]!) as { status: string }).status,
      );
    const readUntil = async (check: () => boolean) => {
      const deadline = Date.now() + 5_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`no such event yet; the stream sent:\n${text}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 250)),
        ]);
        if (chunk?.done) break;
        if (chunk) text += decoder.decode(chunk.value, { stream: true });
      }
    };
    // The stream on B is open (its first event is the current status)…
    await readUntil(() => statuses().length === 1);
    expect(statuses()).toEqual(["scheduled"]);
    // …and the cancel is made on A.
    expect((await orderClient(a).call("DELETE", `/api/v1/orders/${id}`)).status).toBe(200);
    await readUntil(() => statuses().includes("canceled"));
    expect(statuses()).toEqual(["scheduled", "canceled"]);
  });
});
