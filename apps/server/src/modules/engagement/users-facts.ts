import { sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { engagementPurchases } from "../../db/schema/engagement.ts";
import type { EngagementService, MemberProfile } from "./service.ts";

/** The member record as the engine reads it (app.ts: the members module's record). */
export type MemberRecordPort = (
  memberId: string,
) => Promise<{ firstName: string; createdAt: Date; deletedAt: Date | null } | null>;

/** A stored order and its lines as the engine reads them (app.ts: the orders service's findOrder). */
export type OrderPort = (orderId: string) => Promise<{
  order: { memberId: string | null; channel: string; state: string; submittedAt: Date | null };
  lines: { name: string; sku: string; quantity: number; unitCents: number }[];
} | null>;

/**
 * `engagement.member-facts`: what the engine knows of a member from Coop itself: the first name,
 * the loyalty balance and the date they joined (never the email, the card or the password).
 */
export function createMemberProfiles(deps: {
  memberOf: MemberRecordPort;
  pointsOf: (memberId: string) => Promise<number>;
}) {
  return async function profile(memberId: string): Promise<MemberProfile | null> {
    const member = await deps.memberOf(memberId);
    if (!member || member.deletedAt) return null;
    return {
      firstName: member.firstName,
      // The member record has no language of its own: the attribute is left as it is.
      language: null,
      points: await deps.pointsOf(memberId),
      memberSince: member.createdAt,
    };
  };
}

/**
 * `engagement.order-facts`: a placed member order becomes one purchase per line for the
 * member's user (properties: order_id, sku) and the attributes `last_order_at`, `orders_count`
 * (+1) and, on the catering channel, `catering_customer: true`; then the member's profile is
 * synced. Hears every order status published in this process; an order is recorded once.
 * Orders without a member are skipped (an order carries no device id).
 */
export function createOrderFacts(deps: {
  db: Db;
  findOrder: OrderPort;
  engagement: EngagementService;
  log: { error(obj: unknown, msg?: string): void };
}) {
  const running = new Map<string, Promise<void>>();

  async function recordOrder(orderId: string): Promise<void> {
    const found = await deps.findOrder(orderId);
    const order = found?.order;
    if (!found || !order?.memberId || order.state !== "submitted" || !order.submittedAt) return;
    const [already] = await deps.db
      .select({ id: engagementPurchases.id })
      .from(engagementPurchases)
      .where(sql`${engagementPurchases.properties}->>'order_id' = ${orderId}`)
      .limit(1);
    if (already) return;
    const lines = found.lines;
    const memberId = order.memberId;
    const time = order.submittedAt.toISOString();
    await deps.engagement.track(
      { kind: "key" },
      {
        attributes: [
          {
            external_id: memberId,
            last_order_at: time,
            orders_count: { inc: 1 },
            ...(order.channel === "catering" && { catering_customer: true }),
          },
        ],
        purchases: lines.map((line) => ({
          external_id: memberId,
          product_id: line.name,
          currency: "USD",
          price: line.unitCents / 100,
          quantity: line.quantity,
          time,
          properties: { order_id: orderId, sku: line.sku },
        })),
      },
      null,
    );
    await deps.engagement.syncMember(memberId);
  }

  return {
    recordOrder,
    /** The order bus tap: records the order once it is placed (one at a time per order). */
    orderEvent(event: { orderId: string; status: string }): void {
      if (event.status === "canceled" || event.status === "abandoned") return;
      const before = running.get(event.orderId) ?? Promise.resolve();
      const next = before
        .then(() => recordOrder(event.orderId))
        .catch((error: unknown) =>
          deps.log.error({ err: error, orderId: event.orderId }, "engagement order facts"),
        )
        .finally(() => {
          if (running.get(event.orderId) === next) running.delete(event.orderId);
        });
      running.set(event.orderId, next);
    },
    /** Resolves once every order event heard so far is recorded (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...running.values()]);
    },
  };
}

export type OrderFacts = ReturnType<typeof createOrderFacts>;
