import { randomUUID } from "node:crypto";

import { Redis } from "ioredis";

/**
 * The Redis pub/sub plumbing shared by the buses that fan a process's changes out to every
 * other process (order events, content events). One channel; each message is an envelope
 * `{ v: 1, from, [field]: payload }` where `from` is this process's id, so a process skips its
 * own messages when they come back (it delivered them itself when it sent them).
 *
 * - Two connections: one in subscriber mode cannot publish.
 * - Redis not answering at start rejects with an error that names REDIS_URL and says what goes
 *   through it (`startHint`).
 * - Lost later: `onLost` is called once, sends fail at once (nothing is queued), and both
 *   connections reconnect for ever, at most 2 s apart, resubscribing by themselves; `onBack`
 *   is called when the subscription is up again.
 */
export type RedisFanOut<T> = {
  /** Whether the subscription is up (false while Redis is lost). */
  connected(): boolean;
  /** Sends a payload to the other processes; rejects when Redis did not take it. */
  send(payload: T): Promise<void>;
  close(): Promise<void>;
};

/** What a fan-out logs: the loss and return of Redis, and messages it cannot read. */
export type FanOutLog = {
  info(message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
};

export type RedisFanOutOptions<T> = {
  channel: string;
  /** The envelope's field that holds the payload ("event", "change"). */
  field: string;
  /** Whether a value read from the channel is a payload (others are dropped). */
  isPayload(value: unknown): value is T;
  /** Gets each payload sent by another process. */
  deliver(payload: T): void;
  /** Called with a message on the channel that is not an envelope with a payload. */
  onUnreadable(): void;
  /** Called once when Redis is lost, with the reason. */
  onLost(reason: string): void;
  /** Called once when the subscription is up again. */
  onBack(): void;
  /** Runs at close, after sends stop and before the connections end. */
  beforeClose?: () => Promise<void>;
  /** Follows "REDIS_URL: Redis at host:port did not answer (reason). " in the start error. */
  startHint: string;
  /** How long to wait for Redis at start, and for each reconnect attempt (ms). */
  connectTimeoutMs?: number;
};

/** host:port of a Redis URL, without its password. */
export function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "6379"}`;
  } catch {
    return "(an unreadable REDIS_URL)";
  }
}

export async function openRedisFanOut<T>(
  url: string,
  options: RedisFanOutOptions<T>,
): Promise<RedisFanOut<T>> {
  const { channel, field } = options;
  const where = redisWhere(url);
  const self = randomUUID();
  const common = {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 2_000,
    // Reconnect for ever, at most 2 s apart.
    retryStrategy: (times: number) => Math.min(100 * times, 2_000),
  };
  const pub = new Redis(url, {
    ...common,
    // Nothing waits for Redis: a send while it is lost fails at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
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
    // The connection's own error (e.g. ECONNREFUSED) says more than the failed command's.
    const reason = lastError || (error instanceof Error ? error.message : String(error));
    throw new Error(
      `REDIS_URL: Redis at ${where} did not answer (${reason}). ${options.startHint}`,
      { cause: error },
    );
  }
  up = true;

  const read = (raw: string): { from: string; payload: T } | null => {
    try {
      const m = JSON.parse(raw) as Record<string, unknown> | null;
      const payload = m?.[field];
      if (m?.v === 1 && typeof m.from === "string" && options.isPayload(payload))
        return { from: m.from, payload };
    } catch {
      // Not JSON: dropped below.
    }
    return null;
  };

  sub.on("message", (from: string, raw: string) => {
    if (from !== channel) return;
    const envelope = read(raw);
    if (!envelope) {
      options.onUnreadable();
      return;
    }
    if (envelope.from === self) return;
    options.deliver(envelope.payload);
  });
  sub.on("close", () => {
    if (closing || !up) return;
    up = false;
    options.onLost(lastError || "connection closed");
  });
  sub.on("ready", () => {
    if (closing || up) return;
    up = true;
    options.onBack();
  });

  return {
    connected: () => up,
    async send(payload) {
      if (closing) return;
      await pub.publish(channel, JSON.stringify({ v: 1, from: self, [field]: payload }));
    },
    async close() {
      if (closing) return;
      closing = true;
      up = false;
      await options.beforeClose?.();
      const end = (redis: Redis) =>
        redis.status === "ready" ? redis.quit().then(() => undefined) : redis.disconnect();
      await Promise.allSettled([end(pub), end(sub)]);
    },
  };
}
