import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  balanceResponseSchema,
  loyaltyResponseSchema,
  redeemResponseSchema,
} from "@coop/contract/rewards";

import type { Db } from "../../db/client.ts";
import { loyaltyAccounts, loyaltyLedger } from "../../db/schema/loyalty.ts";
import { bearer, demo, signIn, signUpVerified } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import type { LoyaltyPort } from "../orders/ports.ts";
import { addPoints, pointsBalance } from "./loyalty.ts";

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => t.close());

/** In one transaction, like the orders engine's submit and cancel. */
const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx));

async function ledgerSum(memberId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${loyaltyLedger.points}), 0)::int` })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.memberId, memberId));
  return row!.sum;
}

const redeem = (who: { id: string; access: string }, body: object, memberID = who.id) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/members/redeem?memberID=${encodeURIComponent(memberID)}`,
    payload: body,
    headers: bearer(who.access),
  });

describe("earning points (the orders engine's accrual at submit)", () => {
  it("loyalty.earn: gives LOYALTY_POINTS_PER_DOLLAR (10) points per whole dollar after discounts, rounded down", () => {
    const loyalty = t.app.loyalty;
    expect(loyalty.pointsPerDollar).toBe(10);
    expect([0, 9, 10, 99, 100, 1999, 2000].map((c) => loyalty.pointsFor(c))).toEqual([
      0, 0, 1, 9, 10, 199, 200,
    ]);
  });

  it("loyalty.earn, loyalty.ledger: accrues once per order: a retried submit adds nothing", async () => {
    const m = await signUpVerified(t);
    const orderId = randomUUID();
    const loyalty = t.app.loyalty;
    const first = await inTx((tx) =>
      loyalty.accruePoints(tx, { memberId: m.id, orderId, amountCents: 2345 }),
    );
    expect(first).toEqual({ points: 234, balance: 234, alreadyDone: false });
    const second = await inTx((tx) =>
      loyalty.accruePoints(tx, { memberId: m.id, orderId, amountCents: 2345 }),
    );
    expect(second).toEqual({ points: 0, balance: 234, alreadyDone: true });
    expect(await ledgerSum(m.id)).toBe(234);
  });

  it("loyalty.reverse-on-cancel: reverses an order's points once when it is cancelled", async () => {
    const m = await signUpVerified(t);
    const loyalty = t.app.loyalty;
    const [a, b] = [randomUUID(), randomUUID()];
    await inTx((tx) => loyalty.accruePoints(tx, { memberId: m.id, orderId: a, amountCents: 1000 }));
    await inTx((tx) => loyalty.accruePoints(tx, { memberId: m.id, orderId: b, amountCents: 3000 }));
    const reversed = await inTx((tx) => loyalty.reversePoints(tx, { memberId: m.id, orderId: b }));
    expect(reversed).toEqual({ points: 300, balance: 100, alreadyDone: false });
    const again = await inTx((tx) => loyalty.reversePoints(tx, { memberId: m.id, orderId: b }));
    expect(again).toMatchObject({ points: 0, balance: 100, alreadyDone: true });
    // An order that earned nothing, or another member's order, changes nothing.
    expect(
      await inTx((tx) => loyalty.reversePoints(tx, { memberId: m.id, orderId: randomUUID() })),
    ).toMatchObject({
      points: 0,
      balance: 100,
    });
    expect(
      await inTx((tx) => loyalty.reversePoints(tx, { memberId: demo.ada.id, orderId: a })),
    ).toMatchObject({
      points: 0,
    });
    expect(await pointsBalance(db, m.id)).toEqual({ points: 100, lifetimePoints: 100 });
    expect(await ledgerSum(m.id)).toBe(100);
  });

  it("loyalty.reverse-on-cancel: a reversal never takes the balance below zero: points already spent stay spent", async () => {
    const m = await signUpVerified(t);
    const loyalty = t.app.loyalty;
    const orderId = randomUUID();
    await inTx((tx) => loyalty.accruePoints(tx, { memberId: m.id, orderId, amountCents: 3000 }));
    expect((await redeem(m, { id: "free-biscuit" })).statusCode).toBe(200);
    const reversed = await inTx((tx) => loyalty.reversePoints(tx, { memberId: m.id, orderId }));
    expect(reversed).toEqual({ points: 50, balance: 0, alreadyDone: false });
    expect(await ledgerSum(m.id)).toBe(0);
  });

  it("serves the orders engine's LoyaltyPort (accrue, reverse)", async () => {
    const port: LoyaltyPort = t.app.loyalty;
    const m = await signUpVerified(t);
    const orderId = randomUUID();
    await inTx((tx) => port.accrue(tx, { memberId: m.id, orderId, amountCents: 1250 }));
    expect((await pointsBalance(db, m.id)).points).toBe(125);
    await inTx((tx) => port.reverse(tx, { memberId: m.id, orderId }));
    expect((await pointsBalance(db, m.id)).points).toBe(0);
  });

  it("LOYALTY_POINTS_PER_DOLLAR sets the rate", async () => {
    const other = await createTestApp({ seed: false, config: { LOYALTY_POINTS_PER_DOLLAR: "25" } });
    try {
      expect(other.app.loyalty.pointsFor(1000)).toBe(250);
    } finally {
      await other.close();
    }
  });
});

describe("balance and loyalty (GET members/balance, GET members/loyalty)", () => {
  it("loyalty.progress: balance answers points and progress { quantity, target, unit } toward the next reward", async () => {
    const grace = await signIn(t.app, demo.grace.email, demo.grace.password);
    const res = await t.app.inject({
      url: `/api/v1/members/balance?memberID=${demo.grace.id}`,
      headers: bearer(grace.access),
    });
    expect(res.statusCode).toBe(200);
    expect(balanceResponseSchema.parse(res.json())).toEqual({
      member_id: demo.grace.id,
      points: 180,
      progress: { quantity: 180, target: 250, unit: "points" },
    });
  });

  it("loyalty.progress: memberID is required (400 naming query.memberID)", async () => {
    const grace = await signIn(t.app, demo.grace.email, demo.grace.password);
    const res = await t.app.inject({
      url: "/api/v1/members/balance",
      headers: bearer(grace.access),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe("query.memberID");
  });

  it("loyalty lists the reward list with what is affordable, the next reward and the history", async () => {
    const alan = await signIn(t.app, demo.alan.email, demo.alan.password);
    const res = await t.app.inject({
      url: "/api/v1/members/loyalty",
      headers: bearer(alan.access),
    });
    expect(res.statusCode).toBe(200);
    const body = loyaltyResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      member_id: demo.alan.id,
      points: 2600,
      points_per_dollar: 10,
      progress: { quantity: 2600, target: 2800, unit: "points" },
      next_reward: { id: "family-meal", affordable: false },
    });
    const byId = Object.fromEntries(body.rewards.map((r) => [r.id, r]));
    expect(byId["free-biscuit"]).toMatchObject({
      points: 250,
      affordable: true,
      image: "/images/menu/BIS-BTR-card.svg",
    });
    expect(byId["catering-25"]).toMatchObject({
      label: "Catering - $25 Off a Catering Order",
      channel: "catering",
    });
    expect(body.history.map((h) => h.points).sort()).toEqual([2100, 500].sort());
  });
});

describe("redeeming (POST members/redeem: id, channel, campaign)", () => {
  it("reward.redeem: turns points into a reward in the wallet", async () => {
    const m = await signUpVerified(t);
    await inTx((tx) => addPoints(tx, { memberId: m.id, kind: "bonus", points: 700, note: "test" }));
    const res = await redeem(m, {
      id: "free-mac",
      channel: "default",
      campaign: "spring-app-banner",
    });
    expect(res.statusCode).toBe(200);
    const body = redeemResponseSchema.parse(res.json());
    expect(body.data).toMatchObject({
      points: 300,
      progress: { quantity: 300, target: 400, unit: "points" },
      reward: {
        kind: "reward",
        label: "Free Mac & Cheese",
        status: "incomplete",
        channel: "default",
      },
    });
    expect(body.data.reward.cred).toMatch(/^[\w-]{24}$/);
    const wallet = await t.app.inject({
      url: "/api/v1/members/offers/all",
      headers: bearer(m.access),
    });
    expect(wallet.json().rewards).toContainEqual(body.data.reward);
    const history = await t.app.inject({
      url: "/api/v1/members/loyalty",
      headers: bearer(m.access),
    });
    expect(history.json().history[0]).toMatchObject({
      kind: "redeem",
      points: -400,
      reward: body.data.reward.cred,
    });
    expect(await ledgerSum(m.id)).toBe(300);
  });

  it("reward.redeem: too few points is a 409 saying how many more are needed", async () => {
    const grace = await signIn(t.app, demo.grace.email, demo.grace.password);
    const res = await redeem(grace, { id: "free-biscuit", channel: "default" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Free Buttermilk Biscuit needs 250 points and you have 180: 70 more to go.",
    );
    expect((await pointsBalance(db, demo.grace.id)).points).toBe(180);
  });

  it.each([
    [{}, "body.id"],
    [{ id: "" }, "body.id"],
    [{ id: "free-biscuit", channel: "web" }, "body.channel"],
    [{ id: "free-biscuit", campaign: "c".repeat(101) }, "body.campaign"],
  ])("a bad field is a 400 naming it: %j", async (payload, path) => {
    const grace = await signIn(t.app, demo.grace.email, demo.grace.password);
    const res = await redeem(grace, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it("reward.redeem: an unknown reward is a 404 naming body.id", async () => {
    const grace = await signIn(t.app, demo.grace.email, demo.grace.password);
    const res = await redeem(grace, { id: "golden-drumstick" });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([
      { path: "body.id", message: "is not a reward of the catalog" },
    ]);
  });

  it("reward.redeem: two redeems at once cannot spend the same points: one passes, the other is a 409", async () => {
    const m = await signUpVerified(t);
    await inTx((tx) => addPoints(tx, { memberId: m.id, kind: "bonus", points: 300, note: "test" }));
    const answers = await Promise.all([
      redeem(m, { id: "free-biscuit" }),
      redeem(m, { id: "free-biscuit" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await pointsBalance(db, m.id)).points).toBe(50);
    expect(await ledgerSum(m.id)).toBe(50);
  });

  it("many redeems at once spend exactly what there is, never below zero", async () => {
    const m = await signUpVerified(t);
    await inTx((tx) =>
      addPoints(tx, { memberId: m.id, kind: "bonus", points: 1000, note: "test" }),
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => redeem(m, { id: "free-biscuit" })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const [account] = await db
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.memberId, m.id));
    expect(account!.points).toBe(0);
    expect(await ledgerSum(m.id)).toBe(0);
  });

  it("loyalty.ledger: the database itself refuses a negative balance", async () => {
    const m = await signUpVerified(t);
    await expect(
      db.update(loyaltyAccounts).set({ points: -1 }).where(eq(loyaltyAccounts.memberId, m.id)),
    ).rejects.toThrow();
  });
});
