import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { isFinalOrderStatus } from "../../domain/order-status.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { eventStreams, eventStreamSchema, SSE_HEARTBEAT_MS } from "../../http/sse.ts";
import type { OrderEventBus, OrderStatusSnapshot } from "./order-events.ts";
import type { createSubmitService } from "./submit.ts";

/** Open live streams allowed per client IP, by default. */
export const MAX_STREAMS_PER_IP = 8;

type Options = {
  submit: ReturnType<typeof createSubmitService>;
  events: OrderEventBus;
  maxStreamsPerIp?: number;
  heartbeatMs?: number;
};

const keyOf = (s: OrderStatusSnapshot) => `${s.status}|${s.arrived}|${s.can_cancel}`;

/**
 * `order.live-events`: GET orders/{id}/events, the order's status as server-sent events. The
 * first event is the current status (the GET orders/{id}/status body), then one per change
 * from the order events bus; a heartbeat comment every 15 s; the stream ends once the order
 * is final. The order id is the capability, as on the other order calls. A reconnecting
 * browser (Last-Event-ID) gets the current status first again, so it misses no change.
 */
export const orderLiveRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { submit, events } = options;
  const maxPerIp = options.maxStreamsPerIp ?? MAX_STREAMS_PER_IP;
  const heartbeatMs = options.heartbeatMs ?? SSE_HEARTBEAT_MS;
  const openByIp = new Map<string, number>();
  const streams = eventStreams(app);

  const route = endpointRoute("ordersEvents", {
    summary: "The order's live status as server-sent events (text/event-stream)",
    description:
      "Each `status` event's data is the GET orders/{id}/status body: the current status first, " +
      "then one event per change. A `: heartbeat` comment comes every 15 seconds; the stream " +
      "ends when the order is completed, delivered, canceled or abandoned. Reconnect with " +
      "Last-Event-ID to get the current status again.",
    errors: [400, 404, 429],
  });

  app.route({
    ...route,
    schema: eventStreamSchema(
      route.schema,
      "event: status, data: the order status JSON, one event per change",
    ),
    // A stream must reach the browser event by event: never buffered by compression.
    compress: false,
    handler: async (request, reply) => {
      const id = request.params.id;
      const ip = request.ip;
      const count = openByIp.get(ip) ?? 0;
      if (count >= maxPerIp) {
        throw new HttpError(
          429,
          `Too many live order updates are open from your network (${maxPerIp} at most). Close another order's page, or reload this one later.`,
          { headers: { "retry-after": "30" } },
        );
      }

      // Subscribed before the first read, so a change in between is not lost (kept in order).
      const pending: OrderStatusSnapshot[] = [];
      let write: ((s: OrderStatusSnapshot) => void) | null = null;
      const unsubscribe = events.subscribeOrder(id, (event) => {
        if (write) write(event.snapshot);
        else pending.push(event.snapshot);
      });
      let current: OrderStatusSnapshot | null;
      try {
        current = await submit.liveStatus(id);
      } catch (error) {
        unsubscribe();
        throw error;
      }
      if (!current) {
        unsubscribe();
        throw new HttpError(404, `There is no order ${id}. Check the link to your order.`);
      }

      openByIp.set(ip, count + 1);
      let last = "";
      const stream = streams.open(request, reply, {
        heartbeatMs,
        onClose: () => {
          unsubscribe();
          const n = (openByIp.get(ip) ?? 1) - 1;
          if (n > 0) openByIp.set(ip, n);
          else openByIp.delete(ip);
        },
      });

      write = (s) => {
        if (stream.closed) return;
        const key = keyOf(s);
        if (key === last) return;
        last = key;
        // Its id is the state it describes.
        stream.send("status", s, key);
        if (isFinalOrderStatus(s.status)) stream.close();
      };

      write(current);
      for (const s of pending.splice(0)) write(s);
      // The clock publishes this order's next change (a timer), also after a restart.
      if (!stream.closed) void submit.watch(id);

      return stream.reply();
    },
  });
};
