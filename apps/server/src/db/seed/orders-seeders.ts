import type { Db } from "../client.ts";
import { coupons } from "../schema/orders.ts";
import { demoCoupons } from "./data/coupons.ts";
import { offerCouponRules } from "./data/offer-codes.ts";
import type { Seeder } from "./seed.ts";

export const couponsSeeder: Seeder = {
  name: "coupons-v1",
  async run(db: Db) {
    await db.insert(coupons).values(
      [...demoCoupons, ...offerCouponRules].map((c) => ({
        code: c.code,
        kind: c.kind,
        percentBps: c.percentBps ?? null,
        amountCents: c.amountCents ?? null,
        freeSku: c.freeSku ?? null,
        freeItemName: c.freeItemName ?? null,
        minSubtotalCents: c.minSubtotalCents,
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        handoffs: c.handoffs,
        channels: c.channels,
        perCustomerLimit: c.perCustomerLimit,
        globalLimit: c.globalLimit,
        active: c.active ? 1 : 0,
        description: c.description,
      })),
    );
  },
};
