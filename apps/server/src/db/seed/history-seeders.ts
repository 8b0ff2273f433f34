import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import { computeTotals } from "../../domain/totals.ts";
import { saveCard } from "../../modules/members/saved-items.ts";
import type { Db } from "../client.ts";
import { orderLines, orderNumbers, orders } from "../schema/orders.ts";
import { testProcessorCards } from "../schema/payments.ts";
import type { Seeder } from "./seed.ts";

/** Saved cards and past orders of the demo members (members.json), read when a seeder runs. */
const demo = () => import("./demo-data.ts");

export const demoCardsSeeder: Seeder = {
  name: "demo-saved-cards-v1",
  async run(db: Db) {
    const { demoMembers } = await demo();
    const demoCards = demoMembers.flatMap((m) =>
      m.savedCards.map((card) => ({ memberId: m.id, ...card })),
    );
    const now = new Date();
    for (const card of demoCards) {
      const ref = `card_demo_${card.memberId}`;
      await db.insert(testProcessorCards).values({
        ref,
        outcome: "approve",
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        createdAt: now,
      });
      await saveCard(db, { ...card, providerRef: ref });
    }
  },
};

export const demoPastOrdersSeeder: Seeder = {
  name: "demo-past-orders-v1",
  async run(db: Db) {
    const { defaultMenu, demoMembers, restaurants } = await demo();
    const demoPastOrders = demoMembers.flatMap((m) =>
      m.pastOrders.map((past) => ({ memberId: m.id, ...past })),
    );
    const products = new Map(
      defaultMenu.categories.flatMap((c) => c.products.map((p) => [p.sku, p] as const)),
    );
    for (const past of demoPastOrders) {
      const r = restaurants.find((x) => x.id === past.restaurantId)!;
      const id = randomBytes(16).toString("base64url");
      const submittedAt = new Date(Date.now() - past.daysAgo * 86_400_000);
      const readyAt = new Date(submittedAt.getTime() + 20 * 60_000);
      const lines = past.items.map(({ sku, quantity }) => {
        const p = products.get(sku)!;
        return {
          sku,
          name: p.name,
          productId: p.id,
          quantity,
          unitCents: p.priceCents,
          totalCents: p.priceCents * quantity,
          calories: p.baseCalories,
        };
      });
      const totals = computeTotals({
        lineTotalsCents: lines.map((l) => l.totalCents),
        discountCents: 0,
        deliveryFeeCents: 0,
        feesCents: 0,
        tipCents: 0,
        donationCents: 0,
        taxRateBps: r.taxRateBps,
      });
      await db.insert(orders).values({
        id,
        locationId: r.id,
        menuId: r.menuId,
        kind: "default",
        channel: "default",
        state: "submitted",
        handoff: "pickup",
        timeMode: "asap",
        memberId: past.memberId,
        totals,
        createdAt: submittedAt,
        updatedAt: submittedAt,
        submittedAt,
        kitchenAt: new Date(readyAt.getTime() - 10 * 60_000),
        readyAt,
      });
      const [{ number }] = (await db
        .insert(orderNumbers)
        .values({ orderId: id })
        .returning({ number: orderNumbers.number })) as [{ number: number }];
      await db.update(orders).set({ number }).where(eq(orders.id, id));
      await db.insert(orderLines).values(
        lines.map((l) => ({
          ...l,
          id: randomBytes(9).toString("base64url"),
          orderId: id,
          choices: [],
          instructions: null,
          recipient: null,
        })),
      );
    }
  },
};
