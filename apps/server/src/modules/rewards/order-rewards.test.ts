import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orderRewardSchema } from "@coop/contract/rewards";

import type { Db } from "../../db/client.ts";
import { memberRewards } from "../../db/schema/loyalty.ts";
import { type CouponContext, evaluateCoupon } from "../../domain/coupons.ts";
import { bearer, signUpVerified } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { addPoints } from "./loyalty.ts";
import {
  applyRewardToOrder,
  availableRewards,
  couponRuleForReward,
  markOrderRewardsUsed,
  releaseOrderRewards,
  removeRewardFromOrder,
  rewardByReference,
  rewardsOnOrder,
  toOrderRewardJson,
} from "./order-rewards.ts";

/** The helpers behind the orders engine's GET/PUT/DELETE orders/{id}/rewards, submit and cancel. */
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => t.close());

const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx));

/** A member holding redeemed rewards of the given reward ids; answers their references. */
async function memberWith(...rewardIds: string[]) {
  const m = await signUpVerified(t);
  await inTx((tx) =>
    addPoints(tx, { memberId: m.id, kind: "bonus", points: 10_000, note: "test" }),
  );
  const references: string[] = [];
  for (const id of rewardIds) {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/members/redeem?memberID=${m.id}`,
      payload: { id },
      headers: bearer(m.access),
    });
    expect(res.statusCode).toBe(200);
    references.push(res.json().data.reward.cred);
  }
  return { ...m, references };
}

const walletStatus = async (m: { access: string }, reference: string) => {
  const res = await t.app.inject({ url: "/api/v1/members/offers/all", headers: bearer(m.access) });
  return res.json().rewards.find((r: { cred: string }) => r.cred === reference)?.status;
};

describe("rewards on orders", () => {
  it("reward.one-per-order: applies a member's reward to an order, one reward per order", async () => {
    const m = await memberWith("free-biscuit", "five-off");
    const [biscuit, five] = m.references as [string, string];
    const orderId = randomUUID();
    const applied = await inTx((tx) =>
      applyRewardToOrder(tx, { orderId, memberId: m.id, references: [biscuit] }),
    );
    expect(applied).toMatchObject({
      reference: biscuit,
      status: "applied",
      orderId,
      rewardId: "free-biscuit",
    });
    expect(orderRewardSchema.parse(toOrderRewardJson(applied, "/images/menu/"))).toMatchObject({
      reference: biscuit,
      label: "Free Buttermilk Biscuit",
      discount: { type: "free_item", sku: "BIS-BTR" },
    });
    // Applying the same again changes nothing; a second reward on the order is a 409.
    await expect(
      inTx((tx) => applyRewardToOrder(tx, { orderId, memberId: m.id, references: [biscuit] })),
    ).resolves.toMatchObject({ status: "applied" });
    await expect(
      inTx((tx) => applyRewardToOrder(tx, { orderId, memberId: m.id, references: [five] })),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/already has a reward/),
    });
    // Nor can the applied reward go on another order too.
    await expect(
      inTx((tx) =>
        applyRewardToOrder(tx, { orderId: randomUUID(), memberId: m.id, references: [biscuit] }),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await rewardsOnOrder(db, orderId)).map((r) => r.reference)).toEqual([biscuit]);
    expect((await availableRewards(db, m.id, new Date())).map((r) => r.reference)).toEqual([five]);
  });

  it("reward.reference-capability: names exactly one reference (400), and only the member's own (404, the same for a made-up one)", async () => {
    const m = await memberWith("free-biscuit");
    const other = await memberWith("free-biscuit");
    const orderId = randomUUID();
    await expect(
      inTx((tx) => applyRewardToOrder(tx, { orderId, memberId: m.id, references: [] })),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ path: "body.references", message: "must name exactly one reward" }],
    });
    for (const reference of [other.references[0]!, "made-up-reference"]) {
      await expect(
        inTx((tx) => applyRewardToOrder(tx, { orderId, memberId: m.id, references: [reference] })),
      ).rejects.toMatchObject({
        statusCode: 404,
        message: "This member has no reward with that reference.",
      });
    }
  });

  it("reward.lifecycle: removing it from the order makes it available again; removing another order's does nothing", async () => {
    const m = await memberWith("free-mac");
    const reference = m.references[0]!;
    const orderId = randomUUID();
    await inTx((tx) =>
      applyRewardToOrder(tx, { orderId, memberId: m.id, references: [reference] }),
    );
    expect(
      await inTx((tx) => removeRewardFromOrder(tx, { orderId: randomUUID(), reference })),
    ).toBe(false);
    expect(await inTx((tx) => removeRewardFromOrder(tx, { orderId, reference }))).toBe(true);
    expect(await rewardsOnOrder(db, orderId)).toEqual([]);
    expect((await rewardByReference(db, reference))?.status).toBe("available");
  });

  it("reward.lifecycle: submit uses it up (the wallet shows it complete); a cancel gives it back", async () => {
    const m = await memberWith("eight-tenders");
    const reference = m.references[0]!;
    const orderId = randomUUID();
    await inTx((tx) =>
      applyRewardToOrder(tx, { orderId, memberId: m.id, references: [reference] }),
    );
    expect(await walletStatus(m, reference)).toBe("incomplete");
    await inTx((tx) => markOrderRewardsUsed(tx, { orderId }));
    expect(await walletStatus(m, reference)).toBe("complete");
    await expect(
      inTx((tx) =>
        applyRewardToOrder(tx, { orderId: randomUUID(), memberId: m.id, references: [reference] }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: "Free 8 Tenders has already been used." });
    expect(await inTx((tx) => releaseOrderRewards(tx, { orderId }))).toBe(1);
    expect(await walletStatus(m, reference)).toBe("incomplete");
    expect((await availableRewards(db, m.id, new Date())).map((r) => r.reference)).toEqual([
      reference,
    ]);
  });

  it("an expired reward cannot be applied", async () => {
    const m = await memberWith("free-biscuit");
    const reference = m.references[0]!;
    await db
      .update(memberRewards)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberRewards.reference, reference));
    await expect(
      inTx((tx) =>
        applyRewardToOrder(tx, { orderId: randomUUID(), memberId: m.id, references: [reference] }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: "Free Buttermilk Biscuit has expired." });
    expect(await availableRewards(db, m.id, new Date())).toEqual([]);
  });
});

describe("reward.priced-as-coupon: a reward as a coupon rule of the orders engine", () => {
  const ctx = (over: Partial<CouponContext> = {}): CouponContext => ({
    subtotalCents: 2000,
    lines: [
      { sku: "BIS-BTR", unitCents: 179, quantity: 2 },
      { sku: "TND-8", unitCents: 1449, quantity: 1 },
    ],
    handoff: "pickup",
    channel: "default",
    now: new Date(),
    deliveryFeeCents: 0,
    customerRedemptions: 0,
    globalRedemptions: 0,
    inUseOnAnotherOrder: false,
    ...over,
  });

  it("prices free items, amounts and catering-only rewards with evaluateCoupon", async () => {
    const m = await memberWith("free-biscuit", "five-off", "catering-25");
    const [biscuit, five, catering] = await Promise.all(
      m.references.map((r) => rewardByReference(db, r)),
    );
    expect(evaluateCoupon(couponRuleForReward(biscuit!), ctx())).toMatchObject({
      ok: true,
      discountCents: 179,
    });
    expect(evaluateCoupon(couponRuleForReward(five!), ctx())).toMatchObject({
      ok: true,
      discountCents: 500,
    });
    expect(evaluateCoupon(couponRuleForReward(catering!), ctx())).toMatchObject({ ok: false });
    expect(
      evaluateCoupon(
        couponRuleForReward(catering!),
        ctx({ channel: "catering", subtotalCents: 16_000 }),
      ),
    ).toMatchObject({ ok: true, discountCents: 2500 });
    expect(
      evaluateCoupon(
        couponRuleForReward(catering!),
        ctx({ channel: "catering", subtotalCents: 14_000 }),
      ),
    ).toEqual({ ok: false, message: "Offer not valid - $150.00 Minimum Required" });
    // After the reward expires the rule refuses it too.
    expect(
      evaluateCoupon(
        couponRuleForReward(biscuit!),
        ctx({ now: new Date(biscuit!.expiresAt.getTime() + 1) }),
      ),
    ).toMatchObject({ ok: false });
  });
});
