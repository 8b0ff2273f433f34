// The engagement ingestion bench: users/track with 75 events per request against Coop started as
// `npm start` runs it (its own process, PGlite under a DATA_DIR, request logs at info), then a
// bare insert of the same 75 rows into that very database once Coop has stopped, for as long.
// Prints events stored per second for both and the ratio (goal ≥ 0.5×).
//
//   npx node bench/engagement-track.ts          (BENCH_DURATION seconds each, default 5)
//
// PGlite runs one statement at a time, so the bare insert is that database's ceiling for these
// rows; the browser-shaped requests carry `accept-encoding` like the rest of the bench.
import autocannon from "autocannon";
import { count } from "drizzle-orm";

import { openDatabase } from "../apps/server/src/db/client.ts";
import { engagementEvents } from "../apps/server/src/db/schema/engagement.ts";
import { startCoop } from "./servers.ts";
import { readSettings } from "./targets.ts";

const EVENTS = 75;
const time = new Date("2026-11-20T17:00:00.000Z");
const properties = (i: number) => ({
  product: "3-Piece Box",
  cart_items: i + 1,
  cart_cost: 14.27,
  channel: "Mealtime",
});

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const coop = await startCoop();
  const body = JSON.stringify({
    events: Array.from({ length: EVENTS }, (_, i) => ({
      name: "Add_Product_To_Cart",
      time: time.toISOString(),
      properties: properties(i),
    })),
  });
  const run = (duration: number) =>
    autocannon({
      url: `${coop.origin}/api/braze/users/track`,
      method: "POST",
      headers: {
        "content-type": "application/json",
        "accept-encoding": "gzip, deflate, br, zstd",
        device_id: "bench-device",
      },
      body,
      connections: settings.connections,
      duration,
    });
  if (settings.warmup > 0) await run(settings.warmup);
  const result = await run(settings.duration);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`users/track: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const answered = result.requests.total * EVENTS;
  const coopRate = answered / settings.duration;

  // Coop stops; the bench opens the same database and checks every answered event is stored.
  coop.child.process.kill("SIGTERM");
  await coop.child.exited;
  const database = await openDatabase({ kind: "pglite", dataDir: coop.dataDir });
  const stored = await countEvents(database.db);
  if (stored < answered)
    throw new Error(`users/track answered ${answered} events but ${stored} are stored`);

  // The same 75 rows (the user the device alias resolved to), inserted bare, one statement each.
  const [sample] = await database.db.select().from(engagementEvents).limit(1);
  const rows = Array.from({ length: EVENTS }, (_, i) => ({
    name: "Add_Product_To_Cart",
    externalId: null,
    deviceId: "bench-device",
    userId: sample?.userId ?? null,
    properties: properties(i),
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
  await database.close();

  const ratio = coopRate / bareRate;
  process.stdout.write(
    `users/track, ${EVENTS} events per request, ${settings.connections} connections, ${settings.duration} s:\n` +
      `  Coop (as npm start runs it): ${coopRate.toFixed(0)} events stored/s (${result.requests.total} requests, p99 ${result.latency.p99} ms)\n` +
      `  bare insert, same database:  ${bareRate.toFixed(0)} rows/s (one ${EVENTS}-row INSERT at a time)\n` +
      `  ratio:                       ${ratio.toFixed(2)}× (goal ≥ 0.50×)\n`,
  );
  if (ratio < 0.5) process.exitCode = 1;
}

async function countEvents(db: Awaited<ReturnType<typeof openDatabase>>["db"]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(engagementEvents);
  return row?.n ?? 0;
}

await main();
