import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { eventStreams, eventStreamSchema, SSE_HEARTBEAT_MS } from "../../http/sse.ts";
import type { BoardService } from "../orders/board-service.ts";
import type { OrderEventsPort } from "../orders/ports.ts";
import type { StaffService } from "../staff/service.ts";

/** Open board streams allowed per staff session (a tablet reconnecting, a second tab). */
export const MAX_BOARD_STREAMS_PER_SESSION = 4;
/** The longest the fire timer waits before it looks again (a timer's delay is 32-bit). */
const MAX_WAIT_MS = 60 * 60_000;

type Options = {
  board: BoardService;
  access: StaffService["access"];
  events: OrderEventsPort;
  staffFirst: ReturnType<StaffService["staffFirst"]>;
  now: () => Date;
  heartbeatMs?: number;
};

/**
 * `ops.board-live`: GET restaurants/{id}/board/events, the board's server-sent events. `ticket`
 * (a Ticket) on every change of one of the restaurant's orders and when a scheduled order
 * fires (a timer set for the next fire time among the upcoming orders, re-armed on every
 * event); `arrival` (a Ticket) when a curbside customer taps "I'm here"; a heartbeat comment,
 * which also checks the staff session (signed out → the stream ends). The board reads GET
 * board on every (re)connect; the stream sends changes only.
 */
export const boardStreamRoute: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { board, events, staffFirst } = options;
  const heartbeatMs = options.heartbeatMs ?? SSE_HEARTBEAT_MS;
  const openBySession = new Map<string, number>();
  const streams = eventStreams(app);

  const route = endpointRoute("opsBoardEvents", {
    summary: "The board's live changes as server-sent events (text/event-stream)",
    description:
      "`ticket` events carry a Ticket (new, fired or changed); `arrival` a Ticket whose curbside " +
      "customer is here. A `: heartbeat` comment comes every 15 seconds. Read GET board on " +
      "every (re)connect. Send the staff token in the Authorization header.",
    errors: [400, 401, 403, 404, 429],
  });

  app.route({
    ...route,
    schema: eventStreamSchema(route.schema, "event: ticket | arrival, data: a Ticket as JSON"),
    preValidation: staffFirst.preValidation,
    compress: false,
    handler: async (request, reply) => {
      const restaurantId = request.params.id;
      const caller = staffFirst.caller(request);
      const count = openBySession.get(caller.sessionId) ?? 0;
      if (count >= MAX_BOARD_STREAMS_PER_SESSION) {
        throw new HttpError(
          429,
          `This staff session already has ${MAX_BOARD_STREAMS_PER_SESSION} live boards open. Close one, or sign in again on this tablet.`,
          { headers: { "retry-after": "30" } },
        );
      }

      // Subscribed before the first read, so a change in between is not lost.
      const pending: string[] = [];
      let onOrder: ((orderId: string, arrived: boolean) => void) | null = null;
      const unsubscribe = events.subscribeRestaurant(restaurantId, (event) => {
        if (onOrder) onOrder(event.orderId, event.snapshot.arrived);
        else pending.push(event.orderId);
      });
      let upcoming: Set<string>;
      const arrived = new Set<string>();
      try {
        const current = await board.board(restaurantId);
        upcoming = new Set(current.upcoming.map((u) => u.id));
        for (const t of current.tickets) if (t.arrived_at) arrived.add(t.id);
      } catch (error) {
        unsubscribe();
        throw error;
      }

      openBySession.set(caller.sessionId, count + 1);
      let fireTimer: ReturnType<typeof setTimeout> | undefined;
      const stream = streams.open(request, reply, {
        heartbeatMs,
        // Signed out, disabled or moved to another restaurant: the stream ends.
        beforeHeartbeat: () =>
          options.access.requireStaff(request, {
            roles: ["crew", "manager", "admin"],
            restaurantId,
          }),
        onClose: () => {
          clearTimeout(fireTimer);
          unsubscribe();
          const n = (openBySession.get(caller.sessionId) ?? 1) - 1;
          if (n > 0) openBySession.set(caller.sessionId, n);
          else openBySession.delete(caller.sessionId);
        },
      });

      /** Sends the order's ticket; true when the upcoming orders may have changed. */
      const send = async (orderId: string, isArrival: boolean): Promise<boolean> => {
        const ticket = await board.ticket(orderId);
        if (!ticket || stream.closed) return false;
        stream.send("ticket", ticket);
        if (isArrival) stream.send("arrival", ticket);
        // A new scheduled order, or a change of one that was upcoming (canceled, moved early).
        return upcoming.has(orderId) || (ticket.scheduled && ticket.status === "scheduled");
      };

      /** Sends the orders that fired since the last look, and arms the timer for the next one. */
      const armFireTimer = async () => {
        clearTimeout(fireTimer);
        if (stream.closed) return;
        const current = await board.board(restaurantId);
        const still = new Set(current.upcoming.map((u) => u.id));
        for (const id of upcoming) if (!still.has(id)) await send(id, false);
        upcoming = still;
        const next = current.upcoming[0]?.fireAtWall;
        if (!next || stream.closed) return;
        const wait = Math.min(
          MAX_WAIT_MS,
          Math.max(25, next.getTime() - options.now().getTime() + 5),
        );
        fireTimer = setTimeout(() => void armFireTimer().catch(() => undefined), wait);
        fireTimer.unref?.();
      };

      let chain = Promise.resolve();
      onOrder = (orderId, isArrived) => {
        const isArrival = isArrived && !arrived.has(orderId);
        if (isArrived) arrived.add(orderId);
        // One after the other, so the board gets the changes in order.
        // The fire timer is re-armed only when the upcoming orders may have changed, so a
        // busy restaurant's moves do not each read the whole board again.
        chain = chain
          .then(() => send(orderId, isArrival))
          .then((upcomingChanged) => (upcomingChanged ? armFireTimer() : undefined))
          .catch(() => undefined);
      };

      for (const id of pending.splice(0)) onOrder(id, false);
      void armFireTimer().catch(() => undefined);

      return stream.reply();
    },
  });
};
