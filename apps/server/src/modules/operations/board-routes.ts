import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { StaffRole } from "@coop/contract/staff";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import type { BoardService } from "../orders/board-service.ts";
import type { OrderEventsPort } from "../orders/ports.ts";
import type { StaffService } from "../staff/service.ts";
import { boardStreamRoute } from "./board-stream.ts";
import type { SettingsService } from "./settings-service.ts";

/** `ops.board-access`: who works the board — the restaurant's crew, its managers, admins. */
export const BOARD_ROLES: readonly StaffRole[] = ["crew", "manager", "admin"];

/** The restaurant id of a `restaurants/{id}/…` path, or undefined when it is not one (a 400 later). */
export function restaurantParam(request: FastifyRequest): number | undefined {
  const raw = (request.params as { id?: unknown }).id;
  const id = typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}

type Options = {
  board: BoardService;
  settings: SettingsService;
  access: StaffService["access"];
  events: OrderEventsPort;
  now: () => Date;
  heartbeatMs?: number;
};

/**
 * The order board under /api/ops (`ops.board`, docs/decisions/027-restaurant-operations.md):
 * the caller's restaurants, a restaurant's board and its live stream, and the moves staff make
 * on an order (advance, undo, cancel). Authorization comes first (`staffFirst`): the token, the
 * role, then the restaurant of the path or of the order.
 */
export const boardRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { board, settings, access } = options;
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  });

  const anyBoardRole = access.staffFirst({ roles: BOARD_ROLES });
  app.route({
    ...endpointRoute("opsRestaurants", {
      summary: "The restaurants the staff member works at (an admin: all of them)",
      errors: [401, 403],
    }),
    preValidation: anyBoardRole.preValidation,
    handler: async (request) => ({
      status: "ok" as const,
      data: await settings.restaurantsFor(anyBoardRole.caller(request)),
    }),
  });

  const atRestaurant = access.staffFirst({ roles: BOARD_ROLES }, restaurantParam);
  app.route({
    ...endpointRoute("opsBoard", {
      summary: "The restaurant's board: fired tickets, recently finished ones, upcoming orders",
      errors: [400, 401, 403, 404],
    }),
    preValidation: atRestaurant.preValidation,
    handler: async (request) => {
      const id = request.params.id;
      const restaurant = (await settings.restaurantsFor(atRestaurant.caller(request))).find(
        (r) => r.id === id,
      );
      if (!restaurant) throw new HttpError(404, `There is no restaurant ${id}.`);
      const data = await board.board(id);
      return {
        status: "ok" as const,
        data: {
          restaurant,
          now: data.now.toISOString(),
          tickets: data.tickets,
          upcoming: data.upcoming.map(({ fireAtWall: _wall, ...u }) => u),
        },
      };
    },
  });

  await app.register(boardStreamRoute, {
    board,
    access,
    events: options.events,
    now: options.now,
    staffFirst: access.staffFirst({ roles: BOARD_ROLES }, restaurantParam),
    ...(options.heartbeatMs !== undefined ? { heartbeatMs: options.heartbeatMs } : {}),
  });

  // An order's restaurant, read after the token: an unknown order is a 404 in the handler.
  const atOrder = access.staffFirst({ roles: BOARD_ROLES }, async (request) => {
    const id = (request.params as { id?: unknown }).id;
    return typeof id === "string" && id.length <= 100 ? board.restaurantOf(id) : undefined;
  });
  const unknownOrder = (id: string) => new HttpError(404, `There is no placed order ${id}.`);
  const actor = (request: FastifyRequest) => ({ staffId: atOrder.caller(request).staff.id });
  /** The restaurant check found no order: a 404 before anything moves. */
  async function orderFirst(id: string) {
    if ((await board.restaurantOf(id)) === undefined) throw unknownOrder(id);
  }

  app.route({
    ...endpointRoute("opsOrderAdvance", {
      summary: "Moves an order to its next status (409 when it moved meanwhile)",
      errors: [400, 401, 403, 404, 409],
    }),
    preValidation: atOrder.preValidation,
    handler: async (request) => {
      await orderFirst(request.params.id);
      const ticket = await board.advance(actor(request), request.params.id, request.body.from);
      return { status: "ok" as const, data: ticket };
    },
  });

  app.route({
    ...endpointRoute("opsOrderUndo", {
      summary: "Takes the last board move back, within a few seconds of it",
      errors: [400, 401, 403, 404, 409],
    }),
    preValidation: atOrder.preValidation,
    handler: async (request) => {
      await orderFirst(request.params.id);
      const ticket = await board.undo(actor(request), request.params.id, request.body.from);
      return { status: "ok" as const, data: ticket };
    },
  });

  app.route({
    ...endpointRoute("opsOrderCancel", {
      summary:
        "Cancels an order with a reason: voids the payment, releases the coupon, reverses loyalty",
      errors: [400, 401, 403, 404, 409],
    }),
    preValidation: atOrder.preValidation,
    handler: async (request) => {
      await orderFirst(request.params.id);
      const { from, reason } = request.body;
      const ticket = await board.cancel(actor(request), request.params.id, from, reason);
      return { status: "ok" as const, data: ticket };
    },
  });
};
