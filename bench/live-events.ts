// The live-events section of `npm run bench`: 500 customers' trackers (GET orders/{id}/events)
// and 20 restaurant boards (GET /api/ops/restaurants/{id}/board/events) open on one Coop, then
// status changes made through the API (the curbside "I'm here", a board move when the board
// is served, the customer's cancel); for each change, the time until its event reached every
// subscriber, next to a GET orders/{id}/status round trip measured in the same run; and the
// server's memory per open connection. Its own Coop, started as `npm start` runs it (request
// logs on). Settings: BENCH_LIVE_TRACKERS (500), BENCH_LIVE_BOARDS (20), BENCH_REDIS_URL (the
// server's REDIS_URL: events go through Redis).
import { setTimeout as sleep } from "node:timers/promises";

import {
  type Arrived,
  call,
  curbsideSlots,
  expectOk,
  inBatches,
  type Json,
  openStream,
  percentile,
  placeCurbsideOrder,
  residentBytes,
  type Stream,
} from "./live-clients.ts";
import { type Delivery, renderLiveEvents } from "./live-report.ts";
import { fail, progress } from "./problems.ts";
import { stopChild } from "./processes.ts";
import { type Server, startCoop } from "./servers.ts";

const TRACKERS_PER_ORDER = 5;
/** The server's limit of live streams per client address (`order.live-stream-limit`). */
const STREAMS_PER_ADDRESS = 8;
/** Live boards one staff session may hold (the server's `ops.board-live` limit). */
const BOARDS_PER_SESSION = 4;
const CHANGE_CONCURRENCY = 10;
const DELIVERY_WAIT_MS = 5_000;
const GOAL_P99_MS = 500;
const ADMIN = { email: "katherine@coop.example", password: "Checklist-Sunrise-88" };

type Subscriber = { kind: "tracker" | "board"; stream: Stream };
type Order = { id: string; restaurant: number; trackers: Subscriber[] };
type Change = { order: Order; sentAt: number; respondedAt: number };

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Client address `n` of 127/8 (Linux routes all of it to the loopback interface). */
const address = (n: number) => `127.1.${Math.floor(n / 250) % 250}.${2 + (n % 250)}`;

export async function benchLiveEvents(): Promise<string | null> {
  if (process.env.BENCH_TARGETS && !/live/i.test(process.env.BENCH_TARGETS)) return null;
  const trackerCount = positive("BENCH_LIVE_TRACKERS", 500);
  const boardCount = positive("BENCH_LIVE_BOARDS", 20);
  const redisUrl = process.env.BENCH_REDIS_URL;
  progress(`Live events: ${trackerCount} trackers and ${boardCount} boards on a Coop of their own`);
  const started = performance.now();
  const coop = await startCoop({ env: redisUrl ? { REDIS_URL: redisUrl } : {} });
  const streams: Stream[] = [];
  try {
    const figures = await run(coop, trackerCount, boardCount, streams, redisUrl !== undefined);
    const seconds = (performance.now() - started) / 1000;
    return `${figures}\n  (the section took ${seconds.toFixed(0)} s, its server's start included)`;
  } finally {
    for (const stream of streams) stream.close();
    await stopChild(coop.child);
  }
}

async function run(
  coop: Server,
  trackerCount: number,
  boardCount: number,
  streams: Stream[],
  viaRedis: boolean,
): Promise<string> {
  const { origin } = coop;
  const pid = coop.child.process.pid!;
  const locations = await expectOk("locations", call(origin, "GET", "/api/v1/locations"));
  const restaurants = (
    locations.locations as { id: number; menu_id: string; handoff_modes: string[] }[]
  ).filter((l) => l.handoff_modes.includes("curbside"));
  if (restaurants.length === 0) throw new Error("live events: no restaurant offers curbside");

  const orderCount = Math.ceil(trackerCount / TRACKERS_PER_ORDER);
  progress(`  placing ${orderCount} curbside orders at ${restaurants.length} restaurants`);
  const slots = new Map<string, { time: string }[]>();
  for (const r of restaurants.slice(0, orderCount))
    slots.set(r.menu_id, await curbsideSlots(origin, r.menu_id));
  const orders: Order[] = await inBatches([...Array(orderCount).keys()], 8, async (i) => {
    const r = restaurants[i % restaurants.length]!;
    const id = await placeCurbsideOrder(origin, r.menu_id, slots.get(r.menu_id)!);
    return { id, restaurant: r.id, trackers: [] };
  });

  // Board streams: the chain's admin on several tablets, one board per restaurant in turn. A staff
  // session may hold BOARDS_PER_SESSION live boards (`ops.board-live`), as a tablet would: one
  // session per tablet of boards.
  const signIn = async () => {
    const signin = await expectOk("staff sign-in", call(origin, "POST", "/api/ops/signin", ADMIN));
    return { authorization: `Bearer ${(signin.data as { token: string }).token}` };
  };
  const tablets = await inBatches(
    [...Array(Math.max(1, Math.ceil(boardCount / BOARDS_PER_SESSION))).keys()],
    1,
    signIn,
  );
  const auth = tablets[0]!;
  const boardPath = (id: number) => `/api/ops/restaurants/${id}/board/events`;
  const notes: string[] = [];
  const boards: { restaurant: number; sub: Subscriber }[] = [];
  const probe = await openStream(origin, boardPath(orders[0]!.restaurant), address(60_000), auth);
  if (probe.status === 404) {
    notes.push(
      `boards: GET ${boardPath(orders[0]!.restaurant)} answers 404 (not served yet): the board part is skipped`,
    );
  } else if (probe.status !== 200) {
    fail(`live events: the board stream answered ${probe.status}: ${probe.refusal.slice(0, 200)}`);
  } else {
    probe.close();
  }

  await sleep(500);
  const rssBefore = await residentBytes(pid);
  const boardsServed = probe.status === 200;
  progress(
    `  opening ${trackerCount} tracker streams${boardsServed ? ` and ${boardCount} board streams` : ""}`,
  );
  const trackers: Stream[] = [];
  await inBatches([...Array(trackerCount).keys()], 50, async (i) => {
    const order = orders[i % orderCount]!;
    // At most STREAMS_PER_ADDRESS streams from one client address.
    const from = address(Math.floor(i / STREAMS_PER_ADDRESS));
    const stream = await openStream(origin, `/api/v1/orders/${order.id}/events`, from);
    if (stream.status !== 200)
      throw new Error(`tracker ${i}: ${stream.status} ${stream.refusal.slice(0, 200)}`);
    streams.push(stream);
    trackers.push(stream);
    order.trackers.push({ kind: "tracker", stream });
  });
  if (boardsServed) {
    await inBatches([...Array(boardCount).keys()], 10, async (i) => {
      const restaurant = restaurants[i % restaurants.length]!.id;
      const tablet = tablets[Math.floor(i / BOARDS_PER_SESSION)]!;
      const stream = await openStream(origin, boardPath(restaurant), address(61_000 + i), tablet);
      if (stream.status !== 200)
        throw new Error(`board ${i}: ${stream.status} ${stream.refusal.slice(0, 200)}`);
      streams.push(stream);
      boards.push({ restaurant, sub: { kind: "board", stream } });
    });
  }
  // Every tracker has had its first event (the current status): its subscription is in place.
  await until(() => trackers.every((s) => s.events.length > 0), 10_000);
  await sleep(500);
  const rssAfter = await residentBytes(pid);

  // The reference: a plain GET orders/{id}/status round trip, on the same server, now.
  const reference = await statusRoundTrips(origin, orders);

  const deliveries: Delivery[] = [];
  let changeCount = 0;
  const subscribersOf = (o: Order): Subscriber[] => [
    ...o.trackers,
    ...boards.filter((b) => b.restaurant === o.restaurant).map((b) => b.sub),
  ];
  /** Makes one change per order and collects its deliveries; answers how many were refused. */
  const phase = async (
    name: string,
    change: (o: Order) => Promise<{ status: number; json: Json }>,
    matches: (o: Order, e: Arrived, kind: Subscriber["kind"]) => boolean,
  ): Promise<string[]> => {
    progress(`  ${name}: one change per order, ${CHANGE_CONCURRENCY} at a time`);
    const marks = new Map(streams.map((s) => [s, s.events.length]));
    const refused: string[] = [];
    const made = await inBatches(orders, CHANGE_CONCURRENCY, async (order) => {
      const sentAt = performance.now();
      const answer = await change(order);
      const respondedAt = performance.now();
      if (answer.status === 200) return { order, sentAt, respondedAt };
      refused.push(`${answer.status} ${String(answer.json.message ?? "")}`);
      return null;
    });
    const changes = made.filter((c): c is Change => c !== null);
    const found = (c: Change, s: Subscriber) =>
      s.stream.events
        .slice(marks.get(s.stream))
        .find((e) => e.at >= c.sentAt && matches(c.order, e, s.kind));
    const complete = () => changes.every((c) => subscribersOf(c.order).every((s) => found(c, s)));
    await until(complete, DELIVERY_WAIT_MS).catch(() => undefined);
    for (const c of changes) {
      const change = changeCount++;
      for (const s of subscribersOf(c.order)) {
        const e = found(c, s);
        deliveries.push({
          change,
          kind: s.kind,
          fromResponse: e ? e.at - c.respondedAt : null,
          fromRequest: e ? e.at - c.sentAt : null,
        });
      }
    }
    return refused;
  };
  const snapshot = (e: Arrived) => JSON.parse(e.data) as { status: string; arrived: boolean };
  const onBoard = (o: Order, e: Arrived) => e.data.includes(o.id);
  const lastOnBoard = (o: Order) =>
    boards
      .flatMap((b) => b.sub.stream.events)
      .filter((e) => onBoard(o, e))
      .at(-1);

  const arrivals = await phase(
    "curbside arrival",
    (o) => call(origin, "POST", `/api/v1/orders/${o.id}/arrival`),
    (o, e, kind) => (kind === "board" ? onBoard(o, e) : snapshot(e).arrived),
  );
  if (arrivals.length > 0) fail(`live events: arrival refused ${arrivals.length}×: ${arrivals[0]}`);
  if (boardsServed) {
    const moves = await phase(
      "board move",
      (o) => {
        const ticket = lastOnBoard(o);
        const from = ticket ? (JSON.parse(ticket.data) as { status?: string }).status : undefined;
        return call(origin, "POST", `/api/ops/orders/${o.id}/advance`, { from }, auth);
      },
      (o, e, kind) =>
        kind === "board" ? onBoard(o, e) : !["scheduled", "placed"].includes(snapshot(e).status),
    );
    if (moves.length > 0)
      notes.push(
        `board moves: ${moves.length} of ${orders.length} refused (first: ${moves[0]!.slice(0, 160)})`,
      );
  }
  const cancels = await phase(
    "customer cancel",
    (o) => call(origin, "DELETE", `/api/v1/orders/${o.id}`),
    (o, e, kind) => (kind === "board" ? onBoard(o, e) : snapshot(e).status === "canceled"),
  );
  if (cancels.length > 0) notes.push(`cancels: ${cancels.length} refused (first: ${cancels[0]})`);

  return renderLiveEvents({
    deliveries,
    reference,
    rssBefore,
    rssAfter,
    opened: streams.length,
    trackers: trackers.length,
    orders: orders.length,
    boards: boards.length,
    changes: changeCount,
    viaRedis,
    notes,
    goalMs: GOAL_P99_MS,
  });
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`not within ${ms} ms`);
    await sleep(20);
  }
}

/** p50 and p99 of GET orders/{id}/status round trips (200 of them, 10 at a time). */
async function statusRoundTrips(origin: string, orders: Order[]) {
  const times = await inBatches([...Array(200).keys()], CHANGE_CONCURRENCY, async (i) => {
    const start = performance.now();
    const { status } = await call(
      origin,
      "GET",
      `/api/v1/orders/${orders[i % orders.length]!.id}/status`,
    );
    if (status !== 200) throw new Error(`GET status: ${status}`);
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}
