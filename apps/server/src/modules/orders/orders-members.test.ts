import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const r = restaurants.find(
  (x) => x.handoffModes.length === 3 && x.timeZone === "America/New_York",
)!;
const clock = zonedInstant("2026-11-20", 12 * 60, r.timeZone);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let ada: { id: string; access: string; ordering: string };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  api = orderClient(t);
  const signin = await api.call("POST", "/api/v1/members/signin", {
    email: "ada@coop.example",
    password: "Biscuits&Gravy42",
  });
  expect(signin.status).toBe(200);
  const tokens = signin.body.data.tokens;
  ada = {
    id: String(tokens.id),
    access: tokens.access.token,
    ordering: tokens.ordering.access.token,
  };
});
afterAll(async () => t.close());

describe("seeded history", () => {
  it("order.history, payment.saved-cards: Ada has past orders to reorder and a saved card she can pay with", async () => {
    const auth = { authorization: `Bearer ${ada.ordering}` };
    const recent = await api.call("GET", "/api/v1/orders/recent", undefined, auth);
    expect(recent.body.orders.length).toBeGreaterThanOrEqual(2);
    const again = await api.call(
      "POST",
      "/api/v1/orders/reorder",
      { id: recent.body.orders[0].id },
      auth,
    );
    expect(again.status).toBe(200);
    expect(again.body.order.products.length).toBeGreaterThan(0);
    const validated = await api.call(
      "POST",
      `/api/v1/orders/${again.body.order.id}/validate`,
      undefined,
      auth,
    );
    const card = validated.body.billing[0].accounts[0];
    expect(card.description).toMatch(/ending in 1111/);
    const placed = await api.submit(
      again.body.order.id,
      {
        usertype: "user",
        payments: [{ saved_card_id: card.id, amount: validated.body.totals.total }],
      },
      randomUUID(),
      auth,
    );
    expect(placed.status).toBe(200);
  });
});

describe("wallet offers and loyalty rewards on orders", () => {
  it("wallet.holder-only: a wallet-only code works for the member who holds it and not for a guest", async () => {
    const wallet = await api.call("GET", "/api/v1/members/offers/all", undefined, {
      authorization: `Bearer ${ada.access}`,
    });
    expect(wallet.status).toBe(200);
    const offer = (wallet.body.rewards as { kind: string; cred: string; status: string }[]).find(
      (o) => o.kind === "offer" && o.cred === "WELCOME5",
    );
    expect(offer).toBeDefined();

    const asGuest = await api.create(r.menuId);
    await api.add(asGuest.id, [{ id: "CB-3PC", quantity: 2, choices: [] }]);
    expect(
      (await api.call("PUT", `/api/v1/orders/${asGuest.id}/coupon`, { code: "WELCOME5" })).body
        .message,
    ).toBe("[200] Code is invalid");

    const mine = await api.create(r.menuId, { authorization: `Bearer ${ada.ordering}` });
    await api.add(mine.id, [{ id: "CB-3PC", quantity: 2, choices: [] }]);
    const applied = await api.call(
      "PUT",
      `/api/v1/orders/${mine.id}/coupon`,
      { code: "welcome5" },
      { authorization: `Bearer ${ada.ordering}` },
    );
    expect(applied.status).toBe(200);
    expect(applied.body.totals.discount).toBe(5);
  });

  it("reward.lifecycle, reward.one-per-order: a redeemed reward applies by reference, lowers the total, is used at submit and released on cancel", async () => {
    const wallet = await api.call("GET", "/api/v1/members/offers/all", undefined, {
      authorization: `Bearer ${ada.access}`,
    });
    const reward = (wallet.body.rewards as { kind: string; cred: string; status: string }[]).find(
      (o) => o.kind === "reward" && o.status === "incomplete",
    );
    expect(reward).toBeDefined();
    const auth = { authorization: `Bearer ${ada.ordering}` };
    const o = await api.create(r.menuId, auth);
    await api.add(o.id, [
      { id: "CB-3PC", quantity: 1, choices: [] },
      { id: "BIS-BTR", quantity: 1, choices: [] },
      { id: "SD-MAC", quantity: 1 },
    ]);
    const before = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals;

    expect(
      (
        await api.call(
          "PUT",
          `/api/v1/orders/${o.id}/rewards`,
          { memberid: "someone-else", references: [reward!.cred] },
          auth,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.call("PUT", `/api/v1/orders/${o.id}/rewards`, {
          memberid: ada.id,
          references: [reward!.cred],
        })
      ).status,
    ).toBe(401);
    const applied = await api.call(
      "PUT",
      `/api/v1/orders/${o.id}/rewards`,
      { memberid: ada.id, references: [reward!.cred] },
      auth,
    );
    expect(applied.status).toBe(200);
    expect(applied.body.discounts.map((d: { type: string }) => d.type)).toContain("Reward");
    expect(applied.body.totals.total).toBeLessThan(before.total);
    expect(
      (await api.call("GET", `/api/v1/orders/${o.id}/rewards`)).body.rewards[0].reference,
    ).toBe(reward!.cred);

    const token = (await api.token(o.id)).body.token;
    const placed = await api.submit(
      o.id,
      { usertype: "user", payments: [{ token, amount: applied.body.totals.total }] },
      randomUUID(),
      auth,
    );
    expect(placed.status).toBe(200);
    const after = await api.call("GET", "/api/v1/members/offers/all", undefined, {
      authorization: `Bearer ${ada.access}`,
    });
    const statusOf = (body: unknown) =>
      (body as { rewards: { cred: string; status: string }[] }).rewards.find(
        (x) => x.cred === reward!.cred,
      )?.status;
    // Used: no longer offered (`wallet.visible`: only status "incomplete" is shown).
    expect(statusOf(after.body)).not.toBe("incomplete");

    expect((await api.call("DELETE", `/api/v1/orders/${o.id}`)).body.status).toBe("canceled");
    const released = await api.call("GET", "/api/v1/members/offers/all", undefined, {
      authorization: `Bearer ${ada.access}`,
    });
    expect(statusOf(released.body)).toBe("incomplete");
  });

  it("loyalty.earn, loyalty.reverse-on-cancel: points accrue at submit and are reversed on cancel", async () => {
    const auth = { authorization: `Bearer ${ada.ordering}` };
    const balance = async () =>
      (
        await api.call("GET", `/api/v1/members/balance?memberID=${ada.id}`, undefined, {
          authorization: `Bearer ${ada.access}`,
        })
      ).body;
    const start = await balance();
    const o = await api.create(r.menuId, auth);
    await api.add(o.id, [{ id: "SD-MAC", quantity: 3 }]);
    const total = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total;
    const token = (await api.token(o.id)).body.token;
    expect(
      (
        await api.submit(
          o.id,
          { usertype: "user", payments: [{ token, amount: total }] },
          randomUUID(),
          auth,
        )
      ).status,
    ).toBe(200);
    const earned = await balance();
    expect(JSON.stringify(earned)).not.toBe(JSON.stringify(start));
    await api.call("DELETE", `/api/v1/orders/${o.id}`);
    expect(JSON.stringify(await balance())).toBe(JSON.stringify(start));
    void guest;
  });

  it("order.discounts-order: the coupon is the first discount, then the reward, whatever the order they were applied in", async () => {
    const wallet = await api.call("GET", "/api/v1/members/offers/all", undefined, {
      authorization: `Bearer ${ada.access}`,
    });
    const reward = (wallet.body.rewards as { kind: string; cred: string; status: string }[]).find(
      (o) => o.kind === "reward" && o.status === "incomplete",
    );
    expect(reward).toBeDefined();
    const auth = { authorization: `Bearer ${ada.ordering}` };
    const o = await api.create(r.menuId, auth);
    await api.add(o.id, [
      { id: "CB-3PC", quantity: 1, choices: [] },
      { id: "BIS-BTR", quantity: 1, choices: [] },
      { id: "SD-MAC", quantity: 10 },
    ]);
    const withReward = await api.call(
      "PUT",
      `/api/v1/orders/${o.id}/rewards`,
      { memberid: ada.id, references: [reward!.cred] },
      auth,
    );
    expect(withReward.status).toBe(200);
    const both = await api.call("PUT", `/api/v1/orders/${o.id}/coupon`, { code: "FIVEOFF" });
    expect(both.status).toBe(200);
    expect(both.body.discounts.map((d: { type: string }) => d.type)).toEqual(["Coupon", "Reward"]);
    await api.call("DELETE", `/api/v1/orders/${o.id}/rewards/${encodeURIComponent(reward!.cred)}`);
  });
});
