// Card-testing defence (attempt-guard-service.ts, docs/decisions/007-payments.md): card
// tokens per order, declined payments per order and per client address, through the real
// routes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { PAYMENT_ATTEMPT_LIMITS } from "./attempt-guard-service.ts";

const r = restaurants.find((x) => x.timeZone === "America/New_York")!;
const clock = zonedInstant("2026-11-20", 12 * 60, r.timeZone);
let t: TestApp;
let api: ReturnType<typeof orderClient>;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  api = orderClient(t);
});
afterAll(async () => t.close());

/** Each test speaks from its own address, so the per-address counter starts at zero. */
let lastOctet = 10;
const fromNewAddress = () => `10.0.0.${lastOctet++}`;

async function cart(ip: string) {
  const o = await api.create(r.menuId);
  await api.add(o.id, [{ id: "SD-MAC", quantity: 1 }]);
  const total = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total as number;
  return { id: o.id, total, ip };
}

async function token(id: string, ip: string, number = "4111 1111 1111 1111") {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/v1/orders/${id}/token`,
    remoteAddress: ip,
    payload: { number, exp_month: 12, exp_year: 2030, cvv: "123", zip: "27601" },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function submit(c: { id: string; total: number; ip: string }, tok: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/v1/orders/${c.id}/submit`,
    remoteAddress: c.ip,
    headers: { "idempotency-key": `key-${Math.random().toString(36).slice(2)}` },
    payload: { usertype: "guest", contact: guest, payments: [{ token: tok, amount: c.total }] },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function decline(c: { id: string; total: number; ip: string }) {
  const tok = await token(c.id, c.ip, "4000 0000 0000 0002");
  expect(tok.status).toBe(200);
  expect((await submit(c, tok.body.token)).status).toBe(402);
}

describe("card-testing limits", () => {
  it(`payment.limit-tokens-per-order: card tokens per order: the ${PAYMENT_ATTEMPT_LIMITS.tokensPerOrder.limit + 1}th card for one order is refused with 429 and Retry-After; another order is not affected`, async () => {
    const ip = fromNewAddress();
    const c = await cart(ip);
    for (let i = 0; i < PAYMENT_ATTEMPT_LIMITS.tokensPerOrder.limit; i++) {
      expect((await token(c.id, ip)).status).toBe(200);
    }
    const refused = await token(c.id, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many cards were entered for this order/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const other = await cart(ip);
    expect((await token(other.id, ip)).status).toBe(200);
  });

  it(`payment.limit-declines-per-order: declines per order: after ${PAYMENT_ATTEMPT_LIMITS.declinesPerOrder.limit} declined payments the order takes no card and no submit for a while, and stays open`, async () => {
    const ip = fromNewAddress();
    const c = await cart(ip);
    const good = await token(c.id, ip);
    for (let i = 0; i < PAYMENT_ATTEMPT_LIMITS.declinesPerOrder.limit; i++) await decline(c);
    const tok = await token(c.id, ip);
    expect(tok.status).toBe(429);
    expect(tok.body.message).toMatch(/too many declined payments/);
    // Even a token obtained before the lockout cannot be used now.
    const sub = await submit(c, good.body.token);
    expect(sub.status).toBe(429);
    expect((await api.call("GET", `/api/v1/orders/${c.id}`)).body.status).toBe("open");
  });

  it(`payment.limit-declines-per-address: declines per address: ${PAYMENT_ATTEMPT_LIMITS.declinesPerIp.limit} declines across new orders lock the address out of paying; other addresses still pay`, async () => {
    const ip = fromNewAddress();
    for (let i = 0; i < PAYMENT_ATTEMPT_LIMITS.declinesPerIp.limit; i++)
      await decline(await cart(ip));
    const next = await cart(ip);
    const refused = await token(next.id, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/from this connection/);

    const elsewhere = await cart(fromNewAddress());
    const tok = await token(elsewhere.id, elsewhere.ip);
    expect(tok.status).toBe(200);
    expect((await submit(elsewhere, tok.body.token)).status).toBe(200);
  });

  it("approved payments are not counted: a customer who pays many orders is never locked out", async () => {
    const ip = fromNewAddress();
    for (let i = 0; i < PAYMENT_ATTEMPT_LIMITS.declinesPerIp.limit + 2; i++) {
      const c = await cart(ip);
      const tok = await token(c.id, ip);
      expect((await submit(c, tok.body.token)).status).toBe(200);
    }
  });
});
