import type { FastifyBaseLogger } from "fastify";

import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { JobQueue, JobRow } from "../jobs/service.ts";
import type { MemberContacts } from "../members/contacts-service.ts";
import type { OrderNotice, OrderNotices } from "../orders/notice-service.ts";
import type { NotificationsPort } from "../orders/ports.ts";
import {
  canceledMessage,
  type NoticeRestaurant,
  type OrderMessage,
  readyMessage,
} from "./messages.ts";
import type { TextMessages } from "./text-messages.ts";

/** The statuses that mean "your order is ready" (delivery: out for delivery) or past it. */
const READY_STATUSES = new Set(["ready", "out_for_delivery", "completed", "delivered"]);
const DROPPED_STATUSES = new Set(["canceled", "abandoned", "open"]);
/** How long a not-yet-ready order waits at most before its ready job looks again. */
const RECHECK_MS = 60_000;

type Event = "ready" | "canceled";
type DeliveryPayload = { orderId: string; event: Event };

export type NotificationsDeps = {
  queue: JobQueue;
  notices: Pick<OrderNotices, "notice">;
  /** The order's current status, as the order's live status answers it (modules/orders). */
  liveStatus: (orderId: string) => Promise<{ status: string } | null>;
  contacts: Pick<MemberContacts, "contactOf">;
  restaurantOf: (restaurantId: number) => Promise<NoticeRestaurant | null>;
  mailer: Mailer;
  texts: TextMessages;
  now: () => Date;
  /** ORDER_CLOCK_SPEED: the order's clock runs this much faster than the wall clock. */
  clockSpeed: number;
  log: Pick<FastifyBaseLogger, "error" | "warn" | "info">;
  brand?: string;
};

/** The wall-clock instant at which an order's own clock shows `instant` (inverse of modelTime). */
export function wallClockOf(submittedAt: Date, instant: Date, speed: number): Date {
  if (speed === 1) return instant;
  const start = submittedAt.getTime();
  return new Date(start + Math.ceil((instant.getTime() - start) / speed));
}

/**
 * Customer notifications (docs/rules.md "Notifications"): the order's email (and text, when the
 * customer agreed to texts) when it is ready — for delivery, when it is out for delivery — and
 * when it is canceled. Everything goes through the job queue (`jobs.durable`):
 *  - at submit, a job `order-ready` keyed `ready:<id>` at the promised ready time; it reads the
 *    order's status and, when ready, queues the deliveries; when canceled, drops; otherwise it
 *    looks again at the order's next status change, at most a minute later;
 *  - a status published as ready on the order events bus (a board move) brings it forward;
 *  - at cancel, a job `order-canceled` keyed `canceled:<id>`;
 *  - each delivery is its own job (`notify-email` keyed `email:<event>:<id>`, `notify-text` keyed
 *    `text:<event>:<id>`), so a failed text is retried without sending the email again, and
 *    the key means a message is sent once.
 */
export function createNotifications(deps: NotificationsDeps) {
  const { queue, now, log } = deps;
  const brand = deps.brand ?? "Coop Chicken";

  /** Who gets the order's messages: an email address always, a phone only after an opt-in. */
  async function recipientOf(n: OrderNotice) {
    if (n.memberId) {
      const member = await deps.contacts.contactOf(n.memberId);
      if (!member) return null;
      return { email: member.email, firstName: member.firstName, textPhone: member.textPhone };
    }
    // A guest gives a phone for the order, not consent to texts: email only (`notify.text-optin`).
    if (n.guest) return { email: n.guest.email, firstName: n.guest.firstName, textPhone: null };
    return null;
  }

  async function messageOf(orderId: string, event: Event) {
    const n = await deps.notices.notice(orderId);
    if (!n) return null;
    const recipient = await recipientOf(n);
    const restaurant = await deps.restaurantOf(n.restaurantId);
    if (!recipient || !restaurant) return null;
    const build = event === "ready" ? readyMessage : canceledMessage;
    const message: OrderMessage = build(n, recipient.firstName, restaurant, brand);
    return { recipient, message };
  }

  /** Queues the email and, for a customer who agreed to texts, the text of `event`. */
  async function queueDeliveries(orderId: string, event: Event): Promise<void> {
    const found = await messageOf(orderId, event);
    if (!found) return;
    const payload: DeliveryPayload = { orderId, event };
    const at = now();
    await queue.enqueue(queue.db, {
      kind: "notify-email",
      key: `email:${event}:${orderId}`,
      runAt: at,
      payload,
    });
    if (found.recipient.textPhone && deps.texts.kind !== "off") {
      await queue.enqueue(queue.db, {
        kind: "notify-text",
        key: `text:${event}:${orderId}`,
        runAt: at,
        payload,
      });
    }
    queue.wake();
  }

  queue.register("order-ready", async (job: JobRow) => {
    const { orderId } = job.payload as { orderId: string };
    const status = (await deps.liveStatus(orderId))?.status;
    if (!status || DROPPED_STATUSES.has(status)) return;
    if (READY_STATUSES.has(status)) return void (await queueDeliveries(orderId, "ready"));
    // Not ready yet (a staff-driven order, or the clock is behind): look again, not an attempt.
    const n = await deps.notices.notice(orderId);
    const at = now().getTime();
    const next = n?.nextChange ? n.nextChange.getTime() : Number.POSITIVE_INFINITY;
    return { later: new Date(Math.max(at + 1_000, Math.min(next, at + RECHECK_MS))) };
  });

  queue.register("order-canceled", async (job: JobRow) => {
    const { orderId } = job.payload as { orderId: string };
    await queueDeliveries(orderId, "canceled");
  });

  queue.register("notify-email", async (job: JobRow) => {
    const { orderId, event } = job.payload as DeliveryPayload;
    const found = await messageOf(orderId, event);
    if (!found) return;
    const { subject, text } = found.message;
    await deps.mailer.send({ to: found.recipient.email, subject, text });
  });

  queue.register("notify-text", async (job: JobRow) => {
    const { orderId, event } = job.payload as DeliveryPayload;
    const found = await messageOf(orderId, event);
    if (!found?.recipient.textPhone) return;
    await deps.texts.send({ to: found.recipient.textPhone, body: found.message.sms });
  });

  const port: NotificationsPort = {
    async orderPlaced(tx: Db, order) {
      await queue.enqueue(tx, {
        kind: "order-ready",
        key: `ready:${order.orderId}`,
        runAt: wallClockOf(order.submittedAt, order.readyAt, deps.clockSpeed),
        payload: { orderId: order.orderId },
      });
    },
    async orderCanceled(tx: Db, order) {
      await queue.enqueue(tx, {
        kind: "order-canceled",
        key: `canceled:${order.orderId}`,
        runAt: now(),
        payload: { orderId: order.orderId },
      });
      // Usually after the commit; the worker's poll finds it otherwise, and the canceled
      // event on the bus wakes the worker again.
      queue.wake();
    },
  };

  return {
    /** What the orders module calls at submit and cancel (in its transaction). */
    port,

    /**
     * Every order event published in this process (app.ts taps the bus): a ready or out for
     * delivery status brings the order's ready job forward, a cancel wakes the worker.
     */
    orderEvent(event: { orderId: string; status: string }): void {
      if (READY_STATUSES.has(event.status)) {
        queue
          .runSoon(`ready:${event.orderId}`)
          .catch((error: unknown) => log.error({ err: error }, "bringing a ready email forward"));
      } else if (event.status === "canceled") {
        queue.wake();
      }
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
