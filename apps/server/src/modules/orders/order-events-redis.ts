import type { FastifyInstance } from "fastify";

import type { Config } from "../../config.ts";
import { type FanOutLog, openRedisFanOut, redisWhere } from "../../lib/redis-fan-out.ts";
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

function isEvent(value: unknown): value is OrderEvent {
  const e = value as Partial<OrderEvent> | null | undefined;
  return (
    !!e &&
    typeof e.orderId === "string" &&
    typeof e.restaurantId === "number" &&
    typeof e.status === "string" &&
    typeof e.at === "string" &&
    typeof e.snapshot === "object" &&
    e.snapshot !== null
  );
}

export async function createRedisOrderEventBus(
  url: string,
  options: RedisOrderEventBusOptions,
): Promise<RedisOrderEventBus> {
  const { log } = options;
  const channel = options.channel ?? ORDER_EVENTS_CHANNEL;
  const where = redisWhere(url);
  const local = createInProcessOrderEventBus(options.onListenerError);
  const deliver = onceEach((event) => local.publish(event));
  let lostAt = 0;
  let notDelivered = 0;
  const fanOut = await openRedisFanOut(url, {
    channel,
    field: "event",
    isPayload: isEvent,
    // `events.fan-out-once`: this process delivered its own event when it published it (the
    // fan-out skips its own messages).
    deliver,
    onUnreadable: () =>
      log.warn({ channel }, "order events: dropped a message on the channel that is not an event"),
    onLost: (reason) => {
      lostAt = Date.now();
      log.warn(
        { redis: where, reason },
        "order events: lost Redis; events reach this process's live screens only until it is back (reconnecting)",
      );
    },
    onBack: () => {
      log.info(
        `order events: Redis at ${where} is back after ${Math.round((Date.now() - lostAt) / 1000)} s; ` +
          `${notDelivered} event(s) of the outage reached this process only`,
      );
      notDelivered = 0;
    },
    startHint:
      "The live order events go through it to every server process: start Redis, or unset " +
      "REDIS_URL to run one process with its events in memory.",
    connectTimeoutMs: options.connectTimeoutMs,
  });

  return {
    kind: "redis",
    connected: () => fanOut.connected(),
    publish(event) {
      deliver(event);
      fanOut.send(event).catch(() => {
        notDelivered += 1;
      });
    },
    subscribeOrder: (orderId, listener) => local.subscribeOrder(orderId, listener),
    subscribeRestaurant: (restaurantId, listener) =>
      local.subscribeRestaurant(restaurantId, listener),
    subscriberCount: (orderId) => local.subscriberCount(orderId),
    close: () => fanOut.close(),
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
