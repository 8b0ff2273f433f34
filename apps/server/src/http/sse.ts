import { PassThrough } from "node:stream";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 15_000;
/** The browser waits this long before it reconnects a dropped stream (the `retry:` field). */
export const SSE_RETRY_MS = 5_000;

/** One server-sent event: its `id:` (when given), `event:` and one JSON `data:` line. */
export function sseEvent(event: string, data: unknown, id?: string): string {
  return `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

type StreamOptions = {
  heartbeatMs: number;
  /** Checked before each heartbeat; when it rejects, the stream ends instead. */
  beforeHeartbeat?: () => Promise<unknown>;
  /** Called once when the stream ends (client gone, server closing, or close()). */
  onClose: () => void;
};

export type EventStream = {
  readonly closed: boolean;
  /** Writes raw text (nothing once closed). */
  write: (chunk: string) => void;
  /** Writes one event (nothing once closed). */
  send: (event: string, data: unknown, id?: string) => void;
  close: () => void;
  /** Sets the stream headers and sends the stream as the reply's body. */
  reply: () => FastifyReply;
};

/**
 * The server-sent events plumbing of a plugin: `open` starts a stream (the `retry:` field, a
 * heartbeat comment, closing once when the client goes), and every stream still open is closed
 * when the server closes, so that it can shut down without waiting for them. A route serving
 * a stream also sets `compress: false`: a stream must reach the browser event by event.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const close of [...open]) close();
  });

  return {
    open(request: FastifyRequest, reply: FastifyReply, options: StreamOptions): EventStream {
      const stream = new PassThrough();
      let closed = false;
      const write = (chunk: string) => {
        if (!closed) stream.write(chunk);
      };
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        options.onClose();
        open.delete(close);
        stream.end();
      };
      const heartbeat = setInterval(() => {
        if (options.beforeHeartbeat) {
          options
            .beforeHeartbeat()
            .then(() => write(": heartbeat\n\n"))
            .catch(close);
        } else write(": heartbeat\n\n");
      }, options.heartbeatMs);
      heartbeat.unref?.();
      open.add(close);
      request.raw.once("close", close);
      reply.raw.once("close", close);
      stream.write(`retry: ${SSE_RETRY_MS}\n\n`);

      return {
        get closed() {
          return closed;
        },
        write,
        send: (event, data, id) => write(sseEvent(event, data, id)),
        close,
        reply: () =>
          reply
            .header("content-type", "text/event-stream; charset=utf-8")
            .header("cache-control", "no-cache, no-transform")
            .header("x-accel-buffering", "no")
            .send(stream as never),
      };
    },
  };
}

/**
 * A route schema whose 200 answer is a stream of server-sent events (for OpenAPI), the other
 * answers as the endpoint table gives them. `events` says what the events carry.
 */
export function eventStreamSchema<S extends { response: Record<string | number, unknown> }>(
  schema: S,
  events: string,
) {
  return {
    ...schema,
    response: {
      ...schema.response,
      200: {
        description: "A stream of server-sent events",
        content: { "text/event-stream": { schema: z.string().describe(events) } },
      },
    },
  };
}
