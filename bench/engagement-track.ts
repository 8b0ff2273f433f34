// The engagement ingestion bench: users/track with 75 events per request against a listening
// Coop, then a bare insert of the same 75 rows into the same database, in the same process and
// run. Prints events stored per second for both and the ratio (goal ≥ 0.5×).
//
//   npx node bench/engagement-track.ts          (BENCH_DURATION seconds each, default 5)
//
// The database is an in-memory PGlite, as the tests use; PGlite runs one statement at a time in
// this process, so the bare insert is that database's ceiling for these rows. autocannon runs in
// the same process as Coop and competes with it for the CPU, which only makes Coop's figure lower.
import type { AddressInfo } from "node:net";

import autocannon from "autocannon";
import { count } from "drizzle-orm";

import { buildApp } from "../apps/server/src/app.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { engagementEvents } from "../apps/server/src/db/schema/engagement.ts";
import { testConfig } from "../apps/server/src/test-support/test-app.ts";
import { readSettings } from "./targets.ts";

const EVENTS = 75;
const time = new Date("2026-11-20T17:00:00.000Z");

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  const app = await buildApp(testConfig(), { database, catalogCacheTtlMs: 0 });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;

  const body = JSON.stringify({
    events: Array.from({ length: EVENTS }, (_, i) => ({
      name: "Add_Product_To_Cart",
      time: time.toISOString(),
      properties: {
        product: "3-Piece Box",
        cart_items: i + 1,
        cart_cost: 14.27,
        channel: "Mealtime",
      },
    })),
  });
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}/api/braze/users/track`,
      method: "POST",
      headers: { "content-type": "application/json", device_id: "bench-device" },
      body,
      connections: settings.connections,
      duration,
    });
  if (settings.warmup > 0) await run(settings.warmup);
  const before = await countEvents(database.db);
  const started = performance.now();
  const result = await run(settings.duration);
  const seconds = (performance.now() - started) / 1000;
  const stored = (await countEvents(database.db)) - before;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`users/track: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const coopRate = stored / seconds;

  // The same 75 rows (the user the device alias resolved to), inserted bare, one statement each.
  const [sample] = await database.db.select().from(engagementEvents).limit(1);
  const rows = Array.from({ length: EVENTS }, (_, i) => ({
    name: "Add_Product_To_Cart",
    externalId: null,
    deviceId: "bench-device",
    userId: sample?.userId ?? null,
    properties: {
      product: "3-Piece Box",
      cart_items: i + 1,
      cart_cost: 14.27,
      channel: "Mealtime",
    },
    time,
    receivedAt: new Date(),
  }));
  const bareStart = performance.now();
  let bare = 0;
  while (performance.now() - bareStart < settings.duration * 1000) {
    await database.db.insert(engagementEvents).values(rows);
    bare += EVENTS;
  }
  const bareRate = bare / ((performance.now() - bareStart) / 1000);

  await app.close();
  await database.close();
  const ratio = coopRate / bareRate;
  process.stdout.write(
    `users/track, ${EVENTS} events per request, ${settings.connections} connections, ${settings.duration} s:\n` +
      `  Coop:        ${coopRate.toFixed(0)} events stored/s (${(stored / EVENTS).toFixed(0)} requests, p99 ${result.latency.p99} ms)\n` +
      `  bare insert: ${bareRate.toFixed(0)} rows/s (one ${EVENTS}-row INSERT at a time)\n` +
      `  ratio:       ${ratio.toFixed(2)}× (goal ≥ 0.50×)\n`,
  );
}

async function countEvents(db: Awaited<ReturnType<typeof openDatabase>>["db"]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(engagementEvents);
  return row?.n ?? 0;
}

await main();
