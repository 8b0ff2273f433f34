import type { FastifyInstance } from "fastify";

import type { Config } from "../../config.ts";
import { type FanOutLog, openRedisFanOut, redisWhere } from "../../lib/redis-fan-out.ts";
import { type ContentChange, type ContentEvents, createLocalContentEvents } from "./events.ts";

/**
 * The content events over Redis pub/sub (`content.fan-out`): a publication made in one process
 * clears the cached pages and stories of every process. `publish` tells this process's
 * subscribers at once, then the channel, with this process's id; a process skips its own
 * messages when they come back. Redis not answering at start is an error naming REDIS_URL;
 * lost later, the loss is logged and each process's caches still expire by themselves (60 s).
 */
export type RedisContentEvents = ContentEvents & { connected(): boolean };

export type RedisContentEventsOptions = {
  log: FanOutLog;
  /** The pub/sub channel (tests use their own). */
  channel?: string;
  connectTimeoutMs?: number;
};

export const CONTENT_EVENTS_CHANNEL = "coop:content-events";

function isChange(value: unknown): value is ContentChange {
  const c = value as Partial<ContentChange> | null | undefined;
  return (
    !!c &&
    typeof c.cv === "number" &&
    (c.paths === "all" ||
      (Array.isArray(c.paths) && c.paths.every((p: unknown) => typeof p === "string")))
  );
}

export async function createRedisContentEvents(
  url: string,
  options: RedisContentEventsOptions,
): Promise<RedisContentEvents> {
  const { log } = options;
  const channel = options.channel ?? CONTENT_EVENTS_CHANNEL;
  const where = redisWhere(url);
  const local = createLocalContentEvents();
  const fanOut = await openRedisFanOut(url, {
    channel,
    field: "change",
    isPayload: isChange,
    deliver: (change) => void local.publish(change),
    onUnreadable: () =>
      log.warn(
        { channel },
        "content events: dropped a message on the channel that is not a change",
      ),
    onLost: (reason) =>
      log.warn(
        { redis: where, reason },
        "content events: lost Redis; other processes' publications show here when their caches expire (reconnecting)",
      ),
    onBack: () => log.info(`content events: Redis at ${where} is back`),
    beforeClose: () => local.close(),
    startHint:
      "Published content clears the cached pages of every server process through it: start " +
      "Redis, or unset REDIS_URL to run one process.",
    connectTimeoutMs: options.connectTimeoutMs,
  });

  return {
    connected: () => fanOut.connected(),
    async publish(change) {
      await local.publish(change);
      await fanOut.send(change).then(
        () => undefined,
        (error: unknown) =>
          log.warn(
            { redis: where, reason: error instanceof Error ? error.message : String(error) },
            "content events: a change did not reach the other processes",
          ),
      );
    },
    subscribe: (listener) => local.subscribe(listener),
    close: () => fanOut.close(),
  };
}

/**
 * The content events the app uses (`content.fan-out`): over Redis when REDIS_URL is set, in
 * this process otherwise. Closed with the app.
 */
export async function createContentEvents(
  config: Pick<Config, "redisUrl">,
  app: Pick<FastifyInstance, "log" | "addHook">,
): Promise<ContentEvents> {
  const events = config.redisUrl
    ? await createRedisContentEvents(config.redisUrl, {
        log: {
          info: (message) => app.log.info(message),
          warn: (object, message) => app.log.warn(object, message),
        },
      })
    : createLocalContentEvents();
  app.addHook("onClose", async () => events.close());
  return events;
}
