import { randomUUID } from "node:crypto";

import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

import type { Config } from "../../config.ts";
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
  log: {
    info(message: string): void;
    warn(object: Record<string, unknown>, message: string): void;
  };
  /** The pub/sub channel (tests use their own). */
  channel?: string;
  connectTimeoutMs?: number;
};

export const CONTENT_EVENTS_CHANNEL = "coop:content-events";

/** host:port of a Redis URL, without its password. */
function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "6379"}`;
  } catch {
    return "(an unreadable REDIS_URL)";
  }
}

type Envelope = { v: 1; from: string; change: ContentChange };

function readEnvelope(raw: string): Envelope | null {
  try {
    const m = JSON.parse(raw) as Partial<Envelope> | null;
    const c = m?.change;
    if (
      m?.v === 1 &&
      typeof m.from === "string" &&
      c &&
      typeof c.cv === "number" &&
      (c.paths === "all" ||
        (Array.isArray(c.paths) && c.paths.every((p: unknown) => typeof p === "string")))
    )
      return m as Envelope;
  } catch {
    // Not JSON: dropped below.
  }
  return null;
}

export async function createRedisContentEvents(
  url: string,
  options: RedisContentEventsOptions,
): Promise<RedisContentEvents> {
  const { log } = options;
  const channel = options.channel ?? CONTENT_EVENTS_CHANNEL;
  const where = redisWhere(url);
  const self = randomUUID();
  const local = createLocalContentEvents();
  const common = {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 2_000,
    retryStrategy: (times: number) => Math.min(100 * times, 2_000),
  };
  const pub = new Redis(url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const sub = new Redis(url, { ...common, autoResubscribe: true, maxRetriesPerRequest: 0 });
  let closing = false;
  let up = false;
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
    const reason = lastError || (error instanceof Error ? error.message : String(error));
    throw new Error(
      `REDIS_URL: Redis at ${where} did not answer (${reason}). Published content clears the ` +
        "cached pages of every server process through it: start Redis, or unset REDIS_URL to " +
        "run one process.",
      { cause: error },
    );
  }
  up = true;

  sub.on("message", (from: string, raw: string) => {
    if (from !== channel) return;
    const envelope = readEnvelope(raw);
    if (!envelope) {
      log.warn(
        { channel },
        "content events: dropped a message on the channel that is not a change",
      );
      return;
    }
    if (envelope.from === self) return;
    void local.publish(envelope.change);
  });
  sub.on("close", () => {
    if (closing || !up) return;
    up = false;
    log.warn(
      { redis: where, reason: lastError || "connection closed" },
      "content events: lost Redis; other processes' publications show here when their caches expire (reconnecting)",
    );
  });
  sub.on("ready", () => {
    if (closing || up) return;
    up = true;
    log.info(`content events: Redis at ${where} is back`);
  });

  return {
    connected: () => up,
    async publish(change) {
      await local.publish(change);
      if (closing) return;
      const message = JSON.stringify({ v: 1, from: self, change } satisfies Envelope);
      await pub.publish(channel, message).then(
        () => undefined,
        (error: unknown) =>
          log.warn(
            { redis: where, reason: error instanceof Error ? error.message : String(error) },
            "content events: a change did not reach the other processes",
          ),
      );
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      if (closing) return;
      closing = true;
      up = false;
      await local.close();
      const end = (redis: Redis) =>
        redis.status === "ready" ? redis.quit().then(() => undefined) : redis.disconnect();
      await Promise.allSettled([end(pub), end(sub)]);
    },
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
