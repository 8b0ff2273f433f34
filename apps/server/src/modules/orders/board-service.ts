import type { Ticket, TicketStatus } from "@coop/contract/ops-board";

import type { Db } from "../../db/client.ts";
import { isFinalOrderStatus, modelTime, nextBoardStatus } from "../../domain/order-status.ts";
import { conflict, HttpError } from "../../http/http-error.ts";
import type { StaffService } from "../staff/service.ts";
import * as boardRepo from "./board-repository.ts";
import { type TicketContext, ticketOf, ticketStatus, undoUntil } from "./board-ticket.ts";
import type { createOrderClock } from "./order-clock.ts";
import type { CustomerNamesPort, KitchenSettingsPort } from "./ports.ts";
import * as repo from "./repository.ts";
import type { OrdersService } from "./service.ts";

/** Finished and canceled tickets stay on the board this long (`ops.board`). */
export const FINISHED_VISIBLE_MINUTES = 30;
/** Unfinished orders promised longer ago than this leave the board (a forgotten ticket). */
const STALE_HOURS = 12;

export type BoardDeps = {
  db: Db;
  now: () => Date;
  clockSpeed?: number;
  orders: Pick<OrdersService, "catalogOf">;
  clock: Pick<ReturnType<typeof createOrderClock>, "changed" | "cancelPlaced">;
  kitchen: KitchenSettingsPort;
  names?: CustomerNamesPort;
  audit: StaffService["writeAudit"];
};

export type BoardActor = { staffId: string };

const words = (status: string) => status.replaceAll("_", " ");

/** `ops.board-moves`: the tablet showed `from`, but the order is `current` now. */
function moved(from: string, current: string) {
  return new HttpError(
    409,
    `This order is ${words(current)} now, not ${words(from)}: it was moved meanwhile (another tablet or the clock). The board shows it as it is now.`,
    {
      code: "ticket_moved",
      errors: [{ path: "body.from", message: `is ${from}, but the order is ${current}` }],
    },
  );
}

/**
 * The order board of a restaurant (`ops.board`): its tickets and upcoming orders, and the
 * moves staff make (advance, undo, cancel), each in one transaction with an order event and a
 * staff audit row, published on the order events bus through the order clock.
 */
export function createBoardService(deps: BoardDeps) {
  const { db } = deps;
  const speed = deps.clockSpeed ?? 1;

  async function contextFor(
    restaurantId: number,
    rows: { order: repo.OrderRow }[],
    now: Date,
  ): Promise<TicketContext> {
    const kitchen = await deps.kitchen.kitchenSettings(db, restaurantId);
    const categories = new Map<number, number>();
    for (const menuId of new Set(rows.map((r) => r.order.menuId))) {
      const catalog = await deps.orders.catalogOf(menuId).catch(() => null);
      for (const c of catalog?.base.categories ?? [])
        for (const p of c.products) categories.set(p.id, c.id);
    }
    const memberIds = rows.flatMap((r) => (r.order.memberId ? [r.order.memberId] : []));
    const contacts = deps.names ? await deps.names.memberContacts(memberIds) : new Map();
    return {
      now,
      speed,
      kitchen,
      categoryOf: (id) => categories.get(id) ?? null,
      member: (id) => contacts.get(id),
    };
  }

  /**
   * `ops.fire-time`: whether the order has reached the board — an ASAP order as soon as it is
   * placed (the kitchen sees the queue), a scheduled one once its fire time has passed.
   */
  const fired = (order: repo.OrderRow, now: Date) =>
    order.timeMode !== "scheduled" ||
    !order.kitchenAt ||
    modelTime(order.submittedAt, now, speed) >= order.kitchenAt;

  async function ticket(id: string): Promise<Ticket | null> {
    const loaded = await repo.loadOrder(db, id, false);
    if (!loaded || (loaded.order.state !== "submitted" && loaded.order.state !== "canceled"))
      return null;
    const now = deps.now();
    const ctx = await contextFor(loaded.order.locationId, [loaded], now);
    return boardTicket(loaded.order, loaded.lines, ctx);
  }

  async function board(restaurantId: number) {
    const now = deps.now();
    const finishedSince = new Date(now.getTime() - FINISHED_VISIBLE_MINUTES * 60_000);
    const rows = await boardRepo.boardOrders(db, restaurantId, {
      promisedAfter: new Date(now.getTime() - STALE_HOURS * 3_600_000),
      finishedSince,
    });
    const ctx = await contextFor(restaurantId, rows, now);
    const tickets: Ticket[] = [];
    const upcoming: (Ticket & { fireAtWall: Date })[] = [];
    for (const { order, lines } of rows) {
      const t = boardTicket(order, lines, ctx);
      if (isFinalOrderStatus(t.status)) {
        if (new Date(t.status_at) > finishedSince) tickets.push(t);
      } else if (t.status === "scheduled" && !fired(order, now)) {
        upcoming.push({ ...t, fireAtWall: fireAtWall(order) });
      } else tickets.push(t);
    }
    upcoming.sort((a, b) => a.fireAtWall.getTime() - b.fireAtWall.getTime());
    return {
      now,
      tickets,
      upcoming: upcoming.map((t) => ({
        id: t.id,
        number: t.number,
        fire_at: t.fire_at,
        promised_at: t.promised_at,
        handoff: t.handoff,
        customer: t.customer.name,
        fireAtWall: t.fireAtWall,
      })),
    };
  }

  /**
   * A ticket as the board shows it: its fire time on the wall clock the board runs on, so that a
   * sped-up order clock (`order.clock-speed`, demos and browser tests) moves a scheduled order
   * from Upcoming to the board when the server says it fired (the same instant at real speed).
   */
  function boardTicket(...args: Parameters<typeof ticketOf>): Ticket {
    const ticket = ticketOf(...args);
    const order = args[0];
    return order.kitchenAt ? { ...ticket, fire_at: fireAtWall(order).toISOString() } : ticket;
  }

  /** The wall-clock instant an order fires (its fire time read back from the order's clock). */
  function fireAtWall(order: repo.OrderRow): Date {
    const fire = (order.kitchenAt ?? order.createdAt).getTime();
    if (speed === 1 || !order.submittedAt) return new Date(fire);
    const start = order.submittedAt.getTime();
    return new Date(start + Math.ceil((fire - start) / speed));
  }

  /** Runs one board move on the locked order, then publishes the change. */
  async function change(
    id: string,
    from: TicketStatus,
    act: (tx: Db, order: repo.OrderRow, current: TicketStatus, now: Date) => Promise<void>,
  ): Promise<Ticket> {
    await db.transaction(async (tx) => {
      const loaded = await repo.loadOrder(tx, id, true);
      const state = loaded?.order.state;
      if (!loaded || (state !== "submitted" && state !== "canceled"))
        throw new HttpError(404, `There is no placed order ${id}.`);
      const now = deps.now();
      const current = ticketStatus(loaded.order, now, speed);
      if (current !== from) throw moved(from, current);
      await act(tx, loaded.order, current, now);
    });
    await deps.clock.changed(id);
    return (await ticket(id))!;
  }

  async function record(
    tx: Db,
    actor: BoardActor,
    entry: { id: string; action: string; from: string; to: string; at: Date; reason?: string },
  ) {
    const extra = entry.reason ? { reason: entry.reason } : {};
    await repo.addEvent(
      tx,
      entry.id,
      entry.action,
      { from: entry.from, to: entry.to, by: actor.staffId, ...extra },
      entry.at,
    );
    await deps.audit(tx, {
      actorId: actor.staffId,
      action: `order.${entry.action.replace("board_", "")}`,
      target: `order:${entry.id}`,
      before: { status: entry.from },
      after: { status: entry.to, ...extra },
      at: entry.at,
    });
  }

  return {
    board,
    ticket,
    /** The restaurant of a placed order, for authorization; undefined when there is none. */
    restaurantOf: (id: string) => boardRepo.restaurantOfOrder(db, id),

    /** The next instant one of the restaurant's upcoming orders fires (wall clock), or null. */
    async nextFireAt(restaurantId: number): Promise<Date | null> {
      const { upcoming } = await board(restaurantId);
      return upcoming[0]?.fireAtWall ?? null;
    },

    /** `ops.board-moves`: the next status in the order's sequence. */
    advance: (actor: BoardActor, id: string, from: TicketStatus) =>
      change(id, from, async (tx, order, current, now) => {
        if (order.state === "canceled") throw conflict("This order was canceled; it cannot move.");
        const next = nextBoardStatus(order.handoff as "pickup", current);
        if (!next) throw conflict(`This order is ${words(current)}: there is no status after it.`);
        const done = isFinalOrderStatus(next);
        await repo.updateOrder(tx, order.id, {
          staffStatus: next,
          staffStatusAt: now,
          staffStatusBy: actor.staffId,
          previousStaffStatus: order.staffStatus,
          ...(next === "ready" || next === "out_for_delivery" ? { readyDoneAt: now } : {}),
          ...(done ? { completedAt: now } : {}),
          updatedAt: now,
        });
        await record(tx, actor, { id: order.id, action: "board_advance", from, to: next, at: now });
      }),

    /** `ops.undo`: the last board move taken back, within UNDO_SECONDS of it. */
    undo: (actor: BoardActor, id: string, from: TicketStatus) =>
      change(id, from, async (tx, order, current, now) => {
        const until = undoUntil(order, current);
        if (!until || until <= now)
          throw conflict(
            "It is too late to undo this move: undo works for a few seconds after it.",
          );
        const back = order.previousStaffStatus;
        await repo.updateOrder(tx, order.id, {
          staffStatus: back,
          staffStatusAt: null,
          staffStatusBy: actor.staffId,
          previousStaffStatus: null,
          ...(current === "ready" || current === "out_for_delivery" ? { readyDoneAt: null } : {}),
          ...(isFinalOrderStatus(current) ? { completedAt: null } : {}),
          updatedAt: now,
        });
        const after = ticketStatus(
          { ...order, staffStatus: back, staffStatusAt: null },
          now,
          speed,
        );
        await record(tx, actor, { id: order.id, action: "board_undo", from, to: after, at: now });
      }),

    /**
     * `ops.cancel`: the restaurant cancels with a reason until the order is picked up or
     * delivered — the customer's cancel path (payment voided, coupon, rewards and slot
     * released, points reversed) without its kitchen limit.
     */
    cancel: (actor: BoardActor, id: string, from: TicketStatus, reason: string) =>
      change(id, from, async (tx, order, current, now) => {
        if (current === "canceled") throw conflict("This order is already canceled.");
        if (isFinalOrderStatus(current))
          throw conflict(
            `This order is already ${words(current)}, so it can no longer be canceled.`,
          );
        await deps.clock.cancelPlaced(tx, order, now, reason);
        await record(tx, actor, {
          id: order.id,
          action: "board_cancel",
          from,
          to: "canceled",
          at: now,
          reason,
        });
      }),
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
