import { randomUUID } from "node:crypto";
import { connect, createServer, type Server, type Socket } from "node:net";

import { afterAll, describe, expect, it } from "vitest";

import type { FanOutLog } from "../../lib/redis-fan-out.ts";
import type { OrderEvent, OrderEventListener } from "./order-events.ts";
import { createRedisOrderEventBus, type RedisOrderEventBus } from "./order-events-redis.ts";

const redisUrl = process.env.TEST_REDIS_URL;

function event(orderId: string, restaurantId: number, status = "ready"): OrderEvent {
  return {
    orderId,
    restaurantId,
    status,
    at: new Date(0).toISOString(),
    snapshot: {
      id: orderId,
      number: 1,
      status,
      handoff: "pickup",
      ready_at: null,
      arrived: false,
      can_cancel: false,
    },
  };
}

async function until(check: () => boolean, what: string, ms = 5_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A log that keeps its lines, for the tests to read. */
function keptLog(): FanOutLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (_object, message) => lines.push(`warn ${message}`),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("Redis order events bus: start", () => {
  it("events.fan-out-start: Redis not answering at start is an error that names REDIS_URL", async () => {
    const port = await closedPort();
    await expect(
      createRedisOrderEventBus(`redis://:secret-password@127.0.0.1:${port}`, {
        log: keptLog(),
        connectTimeoutMs: 500,
      }),
    ).rejects.toThrow(
      new RegExp(
        `^REDIS_URL: Redis at 127\\.0\\.0\\.1:${port} did not answer \\(.+\\)\\. The live order events`,
      ),
    );
    // The password of the URL is never repeated.
    await expect(
      createRedisOrderEventBus(`redis://:secret-password@127.0.0.1:${port}`, {
        log: keptLog(),
        connectTimeoutMs: 500,
      }),
    ).rejects.not.toThrow(/secret-password/);
  });
});

describe.skipIf(!redisUrl)("Redis order events bus (TEST_REDIS_URL)", () => {
  // A channel of its own, so that tests running at once on the same Redis do not meet.
  const channel = `coop:test:order-events:${randomUUID()}`;
  const opened: RedisOrderEventBus[] = [];
  async function bus(url = redisUrl!, log: FanOutLog = keptLog()) {
    const b = await createRedisOrderEventBus(url, { log, channel, connectTimeoutMs: 1_000 });
    opened.push(b);
    return b;
  }
  afterAll(async () => {
    await Promise.all(opened.map((b) => b.close()));
  });

  it("events.fan-out: an event published by one process reaches the order and restaurant subscribers of another", async () => {
    const a = await bus();
    const b = await bus();
    const seen: string[] = [];
    b.subscribeOrder("o-1", (e) => seen.push(`order ${e.orderId} ${e.status}`));
    b.subscribeRestaurant(7, (e) => seen.push(`restaurant ${e.orderId}`));
    b.subscribeRestaurant(8, (e) => seen.push(`other restaurant ${e.orderId}`));
    a.publish(event("o-1", 7));
    a.publish(event("o-2", 7, "canceled"));
    await until(() => seen.length >= 3, "the events on the other bus");
    expect(seen).toEqual(["order o-1 ready", "restaurant o-1", "restaurant o-2"]);
    // The event arrives as it was published (plain JSON both ways).
    const got: OrderEvent[] = [];
    b.subscribeOrder("o-3", (e) => got.push(e));
    const sent = event("o-3", 9, "in_progress");
    a.publish(sent);
    await until(() => got.length === 1, "the event");
    expect(got[0]).toEqual(sent);
  });

  it("events.fan-out-once: the publishing process delivers its own event once, every other process once", async () => {
    const a = await bus();
    const b = await bus();
    const atA: string[] = [];
    const atB: string[] = [];
    const keep =
      (list: string[]): OrderEventListener =>
      (e) =>
        list.push(e.orderId);
    a.subscribeOrder("x", keep(atA));
    a.subscribeRestaurant(3, keep(atA));
    b.subscribeOrder("x", keep(atB));
    // Delivered to A's own subscribers during publish, before Redis is involved.
    a.publish(event("x", 3));
    expect(atA).toEqual(["x", "x"]);
    await until(() => atB.length === 1, "the event on B");
    // A marker published by B after it got the event: Redis sends the channel's messages in
    // order, so once A has the marker, A's copy of its own event has come back and was skipped.
    a.subscribeOrder("marker", keep(atA));
    b.publish(event("marker", 3));
    await until(() => atA.includes("marker"), "the marker on A");
    expect(atA).toEqual(["x", "x", "marker", "marker"]);
    expect(atB).toEqual(["x"]);
  });

  it("events.fan-out-once: the same state of an order published by two processes reaches each subscriber once", async () => {
    const a = await bus();
    const b = await bus();
    const c = await bus();
    const atC: string[] = [];
    c.subscribeRestaurant(4, (e) => atC.push(`${e.orderId} ${e.status}`));
    // Both processes watch the order's clock and see it become ready; then one sees it collected.
    a.publish({ ...event("z", 4), at: new Date(1).toISOString() });
    await until(() => atC.length === 1, "the first event on C");
    b.publish({ ...event("z", 4), at: new Date(2).toISOString() });
    b.publish(event("z", 4, "completed"));
    await until(() => atC.includes("z completed"), "the next state on C");
    expect(atC).toEqual(["z ready", "z completed"]);
    // A state that comes back later (an undone board move) is a change again.
    a.publish(event("z", 4));
    await until(() => atC.length === 3, "the state again on C");
    expect(atC).toEqual(["z ready", "z completed", "z ready"]);
  });

  it("events.fan-out-once: a message on the channel that is not an event is logged and dropped", async () => {
    const log = keptLog();
    const a = await bus(redisUrl!, log);
    const seen: OrderEvent[] = [];
    a.subscribeOrder("y", (e) => seen.push(e));
    const { Redis } = await import("ioredis");
    const raw = new Redis(redisUrl!);
    try {
      await raw.publish(channel, "not json");
      await raw.publish(channel, JSON.stringify({ v: 1, from: "z", event: { orderId: "y" } }));
      await raw.publish(channel, JSON.stringify({ v: 1, from: "z", event: event("y", 1) }));
    } finally {
      await raw.quit();
    }
    await until(() => seen.length === 1, "the good event");
    expect(log.lines.filter((l) => l.includes("not an event"))).toHaveLength(2);
  });

  it("events.fan-out-outage: Redis lost → logged, local delivery goes on, and the bus reconnects by itself", async () => {
    const target = new URL(redisUrl!);
    const proxy = await tcpProxy(target.hostname, Number(target.port || 6379));
    const log = keptLog();
    const url = new URL(redisUrl!);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    const a = await bus(url.toString(), log);
    const b = await bus();
    const atA: string[] = [];
    const atB: string[] = [];
    a.subscribeRestaurant(5, (e) => atA.push(e.orderId));
    b.subscribeRestaurant(5, (e) => atB.push(e.orderId));

    await proxy.cut();
    await until(() => !a.connected(), "A to see Redis lost");
    expect(log.lines.some((l) => l.startsWith("warn order events: lost Redis"))).toBe(true);
    // This process's screens still get this process's changes.
    a.publish(event("during", 5));
    expect(atA).toEqual(["during"]);

    await proxy.restore();
    await until(() => a.connected(), "A to reconnect", 10_000);
    expect(log.lines.some((l) => /^info order events: Redis at .+ is back/.test(l))).toBe(true);
    // Resubscribed: B's events reach A again, and A's reach B.
    await until(
      () => {
        b.publish(event("after-b", 5));
        return atA.includes("after-b");
      },
      "B's event on A after the reconnect",
      10_000,
    );
    a.publish(event("after-a", 5));
    await until(() => atB.includes("after-a"), "A's event on B after the reconnect");
    await proxy.close();
  });
});

/** A TCP forwarder to Redis that the test can cut (every connection closed, nothing accepted) and restore. */
async function tcpProxy(host: string, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let listenPort = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(port, host);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(listenPort, "127.0.0.1", () => {
        listenPort = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await open();
  return { port: listenPort, cut: stop, restore: open, close: stop };
}
