import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  addressesResponseSchema,
  faveLocationsResponseSchema,
  paymentsResponseSchema,
} from "@coop/contract/members";

import { bearer, demo, type SignedIn, signIn, signUp } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { listCards, MAX_FAVORITES, saveAddress, saveCard } from "./saved-items.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => new Date("2027-03-15T12:00:00Z") } });
});
afterAll(async () => t.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, who: SignedIn) =>
  t.app.inject({ method, url, headers: bearer(who.ordering) });

describe("member.favorites: favorite restaurants (members/faves/locations)", () => {
  it("lists the demo member's favorites as favelocations, in the order added", async () => {
    const ada = await signIn(t.app, demo.ada.email, demo.ada.password);
    const res = await call("GET", "/api/v1/members/faves/locations", ada);
    expect(res.statusCode).toBe(200);
    const body = faveLocationsResponseSchema.parse(res.json());
    expect(body.favelocations.map((l) => l.id)).toEqual(demo.ada.favorites);
    expect(body.favelocations[0]).toMatchObject({ id: 101, city: "Raleigh", menu_id: "m101" });
  });

  it("adds and removes, answering the whole list each time; adding twice keeps one", async () => {
    const m = await signUp(t.app);
    const add = await call("POST", "/api/v1/members/faves/locations/120", m);
    expect(add.statusCode).toBe(200);
    expect(add.json().favelocations.map((l: { id: number }) => l.id)).toEqual([120]);
    await call("POST", "/api/v1/members/faves/locations/120", m);
    const two = await call("POST", "/api/v1/members/faves/locations/131", m);
    expect(two.json().favelocations.map((l: { id: number }) => l.id)).toEqual([120, 131]);
    const removed = await call("DELETE", "/api/v1/members/faves/locations/120", m);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().favelocations.map((l: { id: number }) => l.id)).toEqual([131]);
    // Removing what is not a favorite changes nothing and is not an error.
    const again = await call("DELETE", "/api/v1/members/faves/locations/120", m);
    expect(again.json().favelocations.map((l: { id: number }) => l.id)).toEqual([131]);
  });

  it("an unknown restaurant is a 404; a malformed id a 400 naming path.id", async () => {
    const m = await signUp(t.app);
    expect((await call("POST", "/api/v1/members/faves/locations/999", m)).statusCode).toBe(404);
    const bad = await call("POST", "/api/v1/members/faves/locations/abc", m);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("path.id");
  });

  it(`keeps at most ${MAX_FAVORITES}: one more is a 409, an existing one is still fine`, async () => {
    const m = await signUp(t.app);
    const ids = Array.from({ length: MAX_FAVORITES }, (_, i) => 101 + i);
    for (const id of ids) {
      expect((await call("POST", `/api/v1/members/faves/locations/${id}`, m)).statusCode).toBe(200);
    }
    const extra = await call("POST", `/api/v1/members/faves/locations/${101 + MAX_FAVORITES}`, m);
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toBe(
      `You can keep up to ${MAX_FAVORITES} favorite restaurants. Remove one first.`,
    );
    expect((await call("POST", "/api/v1/members/faves/locations/101", m)).statusCode).toBe(200);
  });
});

describe("payment.saved-cards: saved cards (members/payments)", () => {
  it("lists brand, last four and expiry (expired flagged), never the processor token", async () => {
    const m = await signUp(t.app);
    await saveCard(t.database.db, {
      memberId: m.id,
      brand: "Visa",
      last4: "4242",
      expMonth: 2,
      expYear: 2027,
      providerRef: "tok_secret_visa",
    });
    await saveCard(t.database.db, {
      memberId: m.id,
      brand: "Mastercard",
      last4: "4444",
      expMonth: 3,
      expYear: 2027,
      providerRef: "tok_secret_mc",
    });
    const res = await call("GET", "/api/v1/members/payments", m);
    expect(res.statusCode).toBe(200);
    const { payments } = paymentsResponseSchema.parse(res.json());
    expect(payments.map((p) => [p.account.label, p.account.expired])).toEqual(
      expect.arrayContaining([
        ["Visa ending in 4242", true],
        ["Mastercard ending in 4444", false],
      ]),
    );
    expect(res.body).not.toContain("tok_secret");
    // members/get lists them too (its payments, each with account.id).
    const me = await t.app.inject({ url: "/api/v1/members/get", headers: bearer(m.access) });
    expect(
      me
        .json()
        .payments.map((p: { account: { id: string } }) => p.account.id)
        .sort(),
    ).toEqual(payments.map((p) => p.account.id).sort());
  });

  it("deletes one of the member's cards and answers the rest; the processor token goes with it", async () => {
    const m = await signUp(t.app);
    const card = await saveCard(t.database.db, {
      memberId: m.id,
      brand: "Amex",
      last4: "0005",
      expMonth: 12,
      expYear: 2031,
      providerRef: "tok_amex",
    });
    const res = await call("DELETE", `/api/v1/members/payments/${card.id}`, m);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payments: [] });
    expect((await listCards(t.database.db, m.id)).map((c) => c.id)).not.toContain(card.id);
    expect((await call("DELETE", `/api/v1/members/payments/${card.id}`, m)).statusCode).toBe(404);
  });

  it("a saved card cannot hold more than four digits of the number", async () => {
    const m = await signUp(t.app);
    await expect(
      saveCard(t.database.db, {
        memberId: m.id,
        brand: "Visa",
        last4: "4111111111111111",
        expMonth: 1,
        expYear: 2030,
        providerRef: "x",
      }),
    ).rejects.toThrow(/four digits/);
  });
});

describe("handoff.saved-address: saved addresses (members/addresses)", () => {
  it("lists the default first, with building also as apt", async () => {
    const ada = await signIn(t.app, demo.ada.email, demo.ada.password);
    const res = await call("GET", "/api/v1/members/addresses", ada);
    const { addresses } = addressesResponseSchema.parse(res.json());
    expect(addresses[0]).toMatchObject({
      address: "415 Fayetteville St",
      building: "Apt 12B",
      apt: "Apt 12B",
      default: true,
    });
    expect(addresses).toHaveLength(2);
  });

  it("checkout saves an address once; deleting the default makes the newest left the default", async () => {
    const m = await signUp(t.app);
    const db = t.database.db;
    const first = await saveAddress(db, {
      memberId: m.id,
      address: "1 Main St",
      city: "Durham",
      state: "nc",
      zip: "27701",
    });
    expect(first.isDefault).toBe(true);
    const again = await saveAddress(db, {
      memberId: m.id,
      address: " 1  MAIN st ",
      city: "Durham",
      state: "NC",
      zip: "27701",
    });
    expect(again.id).toBe(first.id);
    const second = await saveAddress(db, {
      memberId: m.id,
      address: "9 Elm St",
      building: "Unit 2",
      city: "Durham",
      state: "NC",
      zip: "27705",
    });
    expect(second.isDefault).toBe(false);
    const list = await call("GET", "/api/v1/members/addresses", m);
    expect(list.json().addresses.map((a: { id: string }) => a.id)).toEqual([first.id, second.id]);
    const res = await call("DELETE", `/api/v1/members/addresses/${first.id}`, m);
    expect(res.statusCode).toBe(200);
    expect(res.json().addresses).toEqual([
      expect.objectContaining({ id: second.id, default: true }),
    ]);
    expect((await call("DELETE", `/api/v1/members/addresses/${first.id}`, m)).statusCode).toBe(404);
    const malformed = await call("DELETE", "/api/v1/members/addresses/not%20an%20id", m);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe("path.id");
  });
});
