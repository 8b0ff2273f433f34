import { randomUUID } from "node:crypto";

import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

import type { Config } from "../../config.ts";
import {
  createInProcessOrderEventBus,
  type OrderEvent,
  type OrderEventBus,
} from "./order-events.ts";

/**
 * The order events bus over Redis pub/sub (`events.fan-out`, docs/decisions/026): when the API
 * runs as several processes, an order's change made in one process reaches the live screens
 * (trackers, restaurant boards) connected to every other one.
 *
 * - One channel for the chain, the restaurant and the order inside each message: every process
 *   subscribes once at start and delivers to its own subscribers by order and by restaurant.
 *   A chain's status changes are a few per second at most, so each process reading all of
 *   them costs nothing next to keeping one subscription per restaurant in step.
 * - `publish` delivers to this process's subscribers at once, then sends the event to the
 *   channel with this bus's id; the bus skips its own messages when they come back, and an
 *   order's state that another process published too (`events.fan-out-once`), so a
 *   subscriber never gets one change twice.
 * - Redis not answering at start is an error that names REDIS_URL (`events.fan-out-start`):
 *   the process would otherwise serve screens that miss other processes' changes.
 * - Redis lost later (`events.fan-out-outage`): the loss is logged, this process's
 *   subscribers keep getting this process's events, events published meanwhile do not reach
 *   other processes (nothing is queued: a status is a state, and each live stream sends the
 *   current state again when it reconnects), and the bus reconnects and resubscribes by itself.
 */
export type RedisOrderEventBus = OrderEventBus & {
  readonly kind: "redis";
  /** Whether the subscription is up (false while Redis is lost). */
  connected(): boolean;
  close(): Promise<void>;
};

/** What the bus logs: the loss and return of Redis, and messages it cannot read. */
export type FanOutLog = {
  info(message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
};

export type RedisOrderEventBusOptions = {
  log: FanOutLog;
  /** A subscriber that throws (logged; the other subscribers still get the event). */
  onListenerError?: (error: unknown) => void;
  /** The pub/sub channel (tests use their own). */
  channel?: string;
  /** How long to wait for Redis at start, and for each reconnect attempt (ms). */
  connectTimeoutMs?: number;
};

export const ORDER_EVENTS_CHANNEL = "coop:order-events";

type Envelope = { v: 1; from: string; event: OrderEvent };

/** host:port of a Redis URL, without its password. */
export function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "6379"}`;
  } catch {
    return "(an unreadable REDIS_URL)";
  }
}

/** Orders whose last delivered state is remembered (the oldest is forgotten first). */
const REMEMBERED_ORDERS = 10_000;

/**
 * `events.fan-out-once`: each process keeps the clock of the orders it watches, so two
 * processes can publish the same state of an order (both see it become ready). Delivers an
 * event unless it repeats the last one delivered for its order (its time aside).
 */
export function onceEach(deliver: (event: OrderEvent) => void): (event: OrderEvent) => void {
  const last = new Map<string, string>();
  return (event) => {
    const key = JSON.stringify({ ...event, at: undefined });
    if (last.get(event.orderId) === key) return;
    last.delete(event.orderId);
    last.set(event.orderId, key);
    if (last.size > REMEMBERED_ORDERS) last.delete(last.keys().next().value!);
    deliver(event);
  };
}

function readEnvelope(raw: string): Envelope | null {
  try {
    const m = JSON.parse(raw) as Partial<Envelope> | null;
    const e = m?.event;
    if (
      m?.v === 1 &&
      typeof m.from === "string" &&
      e &&
      typeof e.orderId === "string" &&
      typeof e.restaurantId === "number" &&
      typeof e.status === "string" &&
      typeof e.at === "string" &&
      typeof e.snapshot === "object" &&
      e.snapshot !== null
    )
      return m as Envelope;
  } catch {
    // Not JSON: dropped below.
  }
  return null;
}

export async function createRedisOrderEventBus(
  url: string,
  options: RedisOrderEventBusOptions,
): Promise<RedisOrderEventBus> {
  const { log } = options;
  const channel = options.channel ?? ORDER_EVENTS_CHANNEL;
  const where = redisWhere(url);
  const self = randomUUID();
  const local = createInProcessOrderEventBus(options.onListenerError);
  const deliver = onceEach((event) => local.publish(event));
  const connectTimeout = options.connectTimeoutMs ?? 2_000;
  const common = {
    lazyConnect: true,
    connectTimeout,
    // Reconnect for ever, at most 2 s apart.
    retryStrategy: (times: number) => Math.min(100 * times, 2_000),
  };
  // Two connections: one in subscriber mode cannot publish.
  const pub = new Redis(url, {
    ...common,
    // Nothing waits for Redis: a publish while it is lost fails at once (logged).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  const sub = new Redis(url, { ...common, autoResubscribe: true, maxRetriesPerRequest: 0 });

  let closing = false;
  let up = false;
  let lostAt = 0;
  let notDelivered = 0;
  let lastError = "";
  const remember = (error: Error) => (lastError = error.message);
  pub.on("error", remember);
  sub.on("error", remember);

  try {
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(channel);
  } catch (error) {
    closing = true;
    pub.disconnect();
    sub.disconnect();
    // The connection's own error (e.g. ECONNREFUSED) says more than the failed command's.
    const reason = lastError || (error instanceof Error ? error.message : String(error));
    throw new Error(
      `REDIS_URL: Redis at ${where} did not answer (${reason}). The live order events go ` +
        "through it to every server process: start Redis, or unset REDIS_URL to run one process " +
        "with its events in memory.",
      { cause: error },
    );
  }
  up = true;

  sub.on("message", (from: string, raw: string) => {
    if (from !== channel) return;
    const envelope = readEnvelope(raw);
    if (!envelope) {
      log.warn({ channel }, "order events: dropped a message on the channel that is not an event");
      return;
    }
    // `events.fan-out-once`: this process delivered its own event when it published it.
    if (envelope.from === self) return;
    deliver(envelope.event);
  });
  sub.on("close", () => {
    if (closing || !up) return;
    up = false;
    lostAt = Date.now();
    log.warn(
      { redis: where, reason: lastError || "connection closed" },
      "order events: lost Redis; events reach this process's live screens only until it is back (reconnecting)",
    );
  });
  sub.on("ready", () => {
    if (closing || up) return;
    up = true;
    log.info(
      `order events: Redis at ${where} is back after ${Math.round((Date.now() - lostAt) / 1000)} s; ` +
        `${notDelivered} event(s) of the outage reached this process only`,
    );
    notDelivered = 0;
  });

  return {
    kind: "redis",
    connected: () => up,
    publish(event) {
      deliver(event);
      if (closing) return;
      const message = JSON.stringify({ v: 1, from: self, event } satisfies Envelope);
      pub.publish(channel, message).catch(() => {
        notDelivered += 1;
      });
    },
    subscribeOrder: (orderId, listener) => local.subscribeOrder(orderId, listener),
    subscribeRestaurant: (restaurantId, listener) =>
      local.subscribeRestaurant(restaurantId, listener),
    subscriberCount: (orderId) => local.subscriberCount(orderId),
    async close() {
      if (closing) return;
      closing = true;
      up = false;
      const end = (redis: Redis) =>
        redis.status === "ready" ? redis.quit().then(() => undefined) : redis.disconnect();
      await Promise.allSettled([end(pub), end(sub)]);
    },
  };
}

/**
 * The bus the app uses (`events.fan-out`): over Redis when REDIS_URL is set (every process
 * behind the load balancer sees every change), in this process otherwise. Closed with the app.
 */
export async function createOrderEventBus(
  config: Pick<Config, "redisUrl">,
  app: Pick<FastifyInstance, "log" | "addHook">,
): Promise<OrderEventBus> {
  const onListenerError = (error: unknown) => app.log.error({ err: error }, "order event listener");
  if (!config.redisUrl) return createInProcessOrderEventBus(onListenerError);
  const bus = await createRedisOrderEventBus(config.redisUrl, {
    log: {
      info: (message) => app.log.info(message),
      warn: (object, message) => app.log.warn(object, message),
    },
    onListenerError,
  });
  app.addHook("onClose", async () => bus.close());
  app.log.info(
    `order events: fanned out to every process through Redis at ${redisWhere(config.redisUrl)}`,
  );
  return bus;
}
