import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addressesResponseSchema, paymentsResponseSchema } from "@coop/contract/members";

import { restaurants } from "../../db/seed/demo-data.ts";
import { bearer, type SignedIn, signUp } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { PAYMENT_ATTEMPT_LIMITS } from "../payments/attempt-guard-service.ts";
import { MAX_SAVED_CARDS } from "../payments/service.ts";
import { MAX_ADDRESSES, saveCard } from "./saved-items.ts";

/**
 * Saved addresses and cards added by the member (members/addresses, members/payments/token,
 * members/payments), outside checkout.
 */
let clock = new Date("2026-11-24T15:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(async () => t.close());

// A restaurant that delivers: an address in its own ZIP code is in its delivery zone.
const deliverer = restaurants.find((r) => r.handoffModes.includes("dispatch"))!;
const home = (street = "12 Oak St", extra: Record<string, unknown> = {}) => ({
  address: street,
  city: deliverer.city,
  state: deliverer.state.toLowerCase(),
  zip: deliverer.zip,
  ...extra,
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, who: SignedIn | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? bearer(who.ordering) : {},
    ...(payload ? { payload } : {}),
  });
const addresses = (res: { json(): unknown }) => addressesResponseSchema.parse(res.json()).addresses;

describe("members/addresses: saving a delivery address", () => {
  it("member.address-delivery-check: an address a restaurant delivers to is kept; the answer is the whole list", async () => {
    const m = await signUp(t.app);
    const res = await call(
      "POST",
      "/api/v1/members/addresses",
      m,
      home("12 Oak St", { building: "Apt 4" }),
    );
    expect(res.statusCode).toBe(200);
    expect(addresses(res)).toEqual([
      expect.objectContaining({
        address: "12 Oak St",
        building: "Apt 4",
        city: deliverer.city,
        state: deliverer.state,
        zip: deliverer.zip,
        default: true,
      }),
    ]);
  });

  it("member.address-delivery-check: an address no restaurant delivers to is a 422 naming it, and nothing is kept", async () => {
    const m = await signUp(t.app);
    const res = await call("POST", "/api/v1/members/addresses", m, {
      address: "1 Main St",
      city: "Anchorage",
      state: "AK",
      zip: "99501",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "No Coop Chicken restaurant delivers to 1 Main St, Anchorage, AK 99501 yet. You can still order it for pickup, or save another address.",
    );
    expect(res.json().errors).toEqual([
      { path: "body.address", message: "is outside every restaurant's delivery area" },
    ]);
    expect(addresses(await call("GET", "/api/v1/members/addresses", m))).toEqual([]);
  });

  it("member.address-delivery-check: an address the lookup cannot place is a 422 saying so, naming the ZIP code", async () => {
    const m = await signUp(t.app);
    const res = await call("POST", "/api/v1/members/addresses", m, {
      address: "1 Nowhere Ln",
      city: "Durham",
      state: "NC",
      zip: "00000",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^We could not find 1 Nowhere Ln, Durham, NC 00000 on the map/,
    );
    expect(res.json().errors[0].path).toBe("body.zip");
  });

  it("bad input is a 400 naming each field; no token is a 401 before the body is looked at", async () => {
    const m = await signUp(t.app);
    const bad = await call("POST", "/api/v1/members/addresses", m, {
      address: "",
      city: "Durham",
      state: "North Carolina",
      zip: "2770",
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["body.address", "body.state", "body.zip"]));
    const anonymous = await call("POST", "/api/v1/members/addresses", null, { address: "" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("member.address-default: the first address is the default; default: true moves it; PUT makes another the default", async () => {
    const m = await signUp(t.app);
    const first = addresses(await call("POST", "/api/v1/members/addresses", m, home("1 First St")));
    expect(first[0]!.default).toBe(true);
    const second = addresses(
      await call("POST", "/api/v1/members/addresses", m, home("2 Second St")),
    );
    expect(second.find((a) => a.address === "2 Second St")!.default).toBe(false);
    const moved = addresses(
      await call("POST", "/api/v1/members/addresses", m, home("3 Third St", { default: true })),
    );
    expect(moved.filter((a) => a.default).map((a) => a.address)).toEqual(["3 Third St"]);
    const firstId = moved.find((a) => a.address === "1 First St")!.id;
    const put = await call("PUT", `/api/v1/members/addresses/${firstId}`, m, { default: true });
    expect(put.statusCode).toBe(200);
    expect(
      addresses(put)
        .filter((a) => a.default)
        .map((a) => a.id),
    ).toEqual([firstId]);
    // The default is listed first.
    expect(addresses(put)[0]!.id).toBe(firstId);
    const wrong = await call("PUT", `/api/v1/members/addresses/${firstId}`, m, { default: false });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe("body.default");
  });

  it("member.address-default: another member's address (or none) is a 404 and its default does not move", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const [a] = addresses(await call("POST", "/api/v1/members/addresses", owner, home()));
    await call("POST", "/api/v1/members/addresses", other, home("5 Elm St"));
    const res = await call("PUT", `/api/v1/members/addresses/${a!.id}`, other, { default: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("You have no saved address with this id.");
    const none = await call("PUT", "/api/v1/members/addresses/no-such-id", other, {
      default: true,
    });
    expect(none.statusCode).toBe(404);
    expect(addresses(await call("GET", "/api/v1/members/addresses", owner))[0]!.default).toBe(true);
  });

  it("member.address-default: concurrent calls leave exactly one default (adds with default: true, and PUTs)", async () => {
    const m = await signUp(t.app);
    const adds = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        call("POST", "/api/v1/members/addresses", m, home(`${n} Race St`, { default: true })),
      ),
    );
    expect(adds.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    let list = addresses(await call("GET", "/api/v1/members/addresses", m));
    expect(list).toHaveLength(5);
    expect(list.filter((a) => a.default)).toHaveLength(1);
    const puts = await Promise.all(
      list.map((a) => call("PUT", `/api/v1/members/addresses/${a.id}`, m, { default: true })),
    );
    expect(puts.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    list = addresses(await call("GET", "/api/v1/members/addresses", m));
    expect(list.filter((a) => a.default)).toHaveLength(1);
  });

  it("member.address-default: deleting the default makes the newest remaining address the default", async () => {
    const m = await signUp(t.app);
    await call("POST", "/api/v1/members/addresses", m, home("1 Old St"));
    clock = new Date(clock.getTime() + 60_000);
    await call("POST", "/api/v1/members/addresses", m, home("2 Newer St"));
    const list = addresses(await call("GET", "/api/v1/members/addresses", m));
    const def = list.find((a) => a.default)!;
    expect(def.address).toBe("1 Old St");
    // A third one, saved last, is the newest.
    const third = addresses(
      await call("POST", "/api/v1/members/addresses", m, home("3 Newest St")),
    );
    const left = addresses(await call("DELETE", `/api/v1/members/addresses/${def.id}`, m));
    expect(left.filter((a) => a.default).map((a) => a.address)).toEqual(["3 Newest St"]);
    expect(third).toHaveLength(3);
  });

  it(`member.address-limit: at most ${MAX_ADDRESSES} addresses; one more is a 422 in words, the same address again is fine`, async () => {
    const m = await signUp(t.app);
    for (let n = 1; n <= MAX_ADDRESSES; n++) {
      const res = await call("POST", "/api/v1/members/addresses", m, home(`${n} Full St`));
      expect(res.statusCode, `address ${n}`).toBe(200);
    }
    const over = await call("POST", "/api/v1/members/addresses", m, home("99 One More St"));
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      `You can keep up to ${MAX_ADDRESSES} delivery addresses. Delete one before adding another.`,
    );
    const again = await call("POST", "/api/v1/members/addresses", m, home("1 FULL st"));
    expect(again.statusCode).toBe(200);
    expect(addresses(again)).toHaveLength(MAX_ADDRESSES);
  });
});

// ── Cards ───────────────────────────────────────────────────────────────────────────────

const visa = {
  number: "4111 1111 1111 1111",
  exp_month: 12,
  exp_year: 2030,
  cvv: "123",
  zip: "27601",
};
const cards = (res: { json(): unknown }) => paymentsResponseSchema.parse(res.json()).payments;

async function cardToken(who: SignedIn, card: object = visa) {
  const res = await call("POST", "/api/v1/members/payments/token", who, card);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

describe("members/payments/token and members/payments: adding a card outside checkout", () => {
  it("payment.member-card-token: card data → a token → the card saved (brand, last four, expiry; never the number)", async () => {
    const m = await signUp(t.app);
    const tokenRes = await call("POST", "/api/v1/members/payments/token", m, visa);
    expect(tokenRes.statusCode).toBe(200);
    expect(tokenRes.json()).toMatchObject({
      brand: "visa",
      last4: "1111",
      exp_month: 12,
      exp_year: 2030,
    });
    expect(tokenRes.body).not.toContain("4111111111111111");
    const saved = await call("POST", "/api/v1/members/payments", m, {
      token: tokenRes.json().token,
    });
    expect(saved.statusCode).toBe(200);
    expect(cards(saved)).toEqual([
      {
        account: expect.objectContaining({
          last4: "1111",
          exp_month: 12,
          exp_year: 2030,
          expired: false,
        }),
      },
    ]);
    expect(saved.body).not.toMatch(/4111111111111111|tok_|card_/);
  });

  it("payment.member-card-token: a used token, another member's token and an expired one are refused in words", async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    const token = await cardToken(ada);
    expect((await call("POST", "/api/v1/members/payments", ada, { token })).statusCode).toBe(200);
    const used = await call("POST", "/api/v1/members/payments", ada, { token });
    expect(used.statusCode).toBe(400);
    expect(used.json().errors[0]).toEqual({
      path: "body.token",
      message: "was already used: enter the card again to add it",
    });

    const adasOther = await cardToken(ada, { ...visa, number: "5555 5555 5555 4444" });
    const stolen = await call("POST", "/api/v1/members/payments", grace, { token: adasOther });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(
      "This card token was not made for your account. Enter the card again.",
    );
    expect(cards(await call("GET", "/api/v1/members/payments", grace))).toEqual([]);
    // The same answer as a token that never existed.
    const unknown = await call("POST", "/api/v1/members/payments", grace, { token: "tok_nothing" });
    expect(unknown.statusCode).toBe(404);

    const late = await cardToken(ada, { ...visa, number: "6011 1111 1111 1117" });
    clock = new Date(clock.getTime() + 16 * 60_000);
    const expired = await call("POST", "/api/v1/members/payments", ada, { token: late });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0].message).toMatch(/has expired/);
    expect(cards(await call("GET", "/api/v1/members/payments", ada))).toHaveLength(1);
  });

  it("payment.member-card-token: a token made for saving a card pays no order", async () => {
    const m = await signUp(t.app);
    const token = await cardToken(m);
    const order = await t.app.inject({
      method: "POST",
      url: "/api/v1/orders/create",
      payload: { menu_id: deliverer.menuId },
    });
    expect(order.statusCode).toBe(200);
    const result = await t.app.payments.charge(t.database.db, {
      orderId: order.json().id,
      amountCents: 500,
      idempotencyKey: randomUUID(),
      method: { token, memberId: m.id },
    });
    expect(result.status).toBe("declined");
  });

  it("payment.member-card-token: the card checks of orders/{id}/token apply, each naming its field", async () => {
    const m = await signUp(t.app);
    const bad = await call("POST", "/api/v1/members/payments/token", m, {
      ...visa,
      number: "4111 1111 1111 1112",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("body.number");
    const old = await call("POST", "/api/v1/members/payments/token", m, {
      ...visa,
      exp_year: 2020,
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors[0].path).toBe("body.exp_year");
    const anonymous = await call("POST", "/api/v1/members/payments/token", null, { number: "x" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("payment.member-card-duplicate: the same card (brand, last four, expiry) saved twice is kept once, without an error", async () => {
    const m = await signUp(t.app);
    await call("POST", "/api/v1/members/payments", m, { token: await cardToken(m) });
    const again = await call("POST", "/api/v1/members/payments", m, { token: await cardToken(m) });
    expect(again.statusCode).toBe(200);
    expect(cards(again)).toHaveLength(1);
    // Another expiry is another card.
    const renewed = await call("POST", "/api/v1/members/payments", m, {
      token: await cardToken(m, { ...visa, exp_year: 2031 }),
    });
    expect(cards(renewed)).toHaveLength(2);
  });

  it(`payment.member-card-limit: at most ${MAX_SAVED_CARDS} cards; one more is a 422 in words, a card already kept is fine`, async () => {
    const m = await signUp(t.app);
    for (let n = 0; n < MAX_SAVED_CARDS - 1; n++) {
      await saveCard(t.database.db, {
        memberId: m.id,
        brand: "visa",
        last4: String(1000 + n),
        expMonth: 1,
        expYear: 2031,
        providerRef: `card_seeded_${n}`,
      });
    }
    const tenth = await call("POST", "/api/v1/members/payments", m, { token: await cardToken(m) });
    expect(cards(tenth)).toHaveLength(MAX_SAVED_CARDS);
    const over = await call("POST", "/api/v1/members/payments", m, {
      token: await cardToken(m, { ...visa, number: "5555 5555 5555 4444" }),
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      `You can keep up to ${MAX_SAVED_CARDS} cards. Delete one before adding another.`,
    );
    const same = await call("POST", "/api/v1/members/payments", m, { token: await cardToken(m) });
    expect(same.statusCode).toBe(200);
    expect(cards(same)).toHaveLength(MAX_SAVED_CARDS);
  });

  it(`payment.limit-member-card-tokens: the ${PAYMENT_ATTEMPT_LIMITS.tokensPerMember.limit + 1}th card entered by one member within the window is a 429 with Retry-After; another member is not affected`, async () => {
    const m = await signUp(t.app);
    for (let n = 0; n < PAYMENT_ATTEMPT_LIMITS.tokensPerMember.limit; n++) await cardToken(m);
    const refused = await call("POST", "/api/v1/members/payments/token", m, visa);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many cards were entered for your account/);
    const other = await signUp(t.app);
    await cardToken(other);
  });
});
