import { randomBytes } from "node:crypto";

import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  loyaltyAccounts,
  loyaltyLedger,
  memberOffers,
  memberRewards,
} from "../../db/schema/loyalty.ts";
import {
  eclubSubscriptions,
  memberAddresses,
  memberFavoriteLocations,
  memberIdentities,
  members,
  savedCards,
} from "../../db/schema/members.ts";
import { favoriteOrders, orders } from "../../db/schema/orders.ts";
import { bearer, demo, signIn, signUp } from "../../test-support/members.ts";
import { decoded, startSmtp, waitFor } from "../../test-support/smtp.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DELETED_MEMBER_NAME, deletedEmailOf } from "./account-deletion.ts";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    config: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Coop Chicken <hello@coop.example>",
      SIGNIN_LIMIT_PER_ACCOUNT: "3",
      SIGNIN_LIMIT_PER_IP: "50",
      SIGNIN_LIMIT_WINDOW_MINUTES: "15",
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const del = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/members/delete",
    payload: payload as object,
    headers,
  });
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const db = () => t.database.db;

describe("member.delete-account: deleting an account (POST members/delete)", () => {
  it("member.delete-account: erases Alan's personal data, keeps his orders without contact details, closes the points, ends every session, emails the old address, and the address can sign up again", async () => {
    const alan = await signIn(t.app, demo.alan.email, demo.alan.password);
    const elsewhere = await signIn(t.app, demo.alan.email, demo.alan.password);
    const id = demo.alan.id;

    // Give his past order the personal details a delivery or curbside order carries, a
    // favorite order, an e-club subscription, and a guest order placed with his address.
    const [past] = await db().select().from(orders).where(eq(orders.memberId, id));
    expect(past).toBeDefined();
    await db()
      .update(orders)
      .set({
        contact: {
          first_name: "Alan",
          last_name: "Turing",
          email: demo.alan.email,
          phone: "9195550199",
        },
        custom: { make: "Morris", model: "Minor", color: "green" },
        address: {
          address: "1 Bletchley Park Rd",
          apt: "Hut 8",
          city: "Raleigh",
          state: "NC",
          zip: "27601",
          distanceMiles: 1.2,
          feeCents: 399,
        },
      })
      .where(eq(orders.id, past!.id));
    const guestOrderId = `guest-${randomBytes(8).toString("hex")}`;
    await db()
      .insert(orders)
      .values({
        ...past!,
        id: guestOrderId,
        number: null,
        memberId: null,
        contact: { first_name: "Alan", last_name: "T", email: "Alan@Coop.example", phone: null },
      });
    await db()
      .insert(favoriteOrders)
      .values({
        id: `fave-${randomBytes(6).toString("hex")}`,
        memberId: id,
        sourceOrderId: past!.id,
        description: "Alan's usual",
        menuId: past!.menuId,
        lines: [],
        createdAt: new Date(),
      });
    await db()
      .insert(eclubSubscriptions)
      .values({ email: demo.alan.email, firstName: "Alan" })
      .onConflictDoNothing();
    // What there is to erase (so that the checks below cannot pass on nothing).
    const tables = [
      [memberAddresses, memberAddresses.memberId],
      [savedCards, savedCards.memberId],
      [memberFavoriteLocations, memberFavoriteLocations.memberId],
      [favoriteOrders, favoriteOrders.memberId],
    ] as const;
    for (const [table, column] of tables) {
      expect((await db().select().from(table).where(eq(column, id))).length).toBeGreaterThan(0);
    }
    const unused = async () => ({
      offers: await db()
        .select()
        .from(memberOffers)
        .where(and(eq(memberOffers.memberId, id), ne(memberOffers.status, "complete"))),
      rewards: await db()
        .select()
        .from(memberRewards)
        .where(and(eq(memberRewards.memberId, id), eq(memberRewards.status, "available"))),
    });
    const before = await unused();
    expect(before.offers.length).toBeGreaterThan(0);
    expect(before.rewards.length).toBeGreaterThan(0);
    const ledgerBefore = await db()
      .select()
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.memberId, id));
    const [balanceBefore] = await db()
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.memberId, id));
    expect(balanceBefore!.points).toBeGreaterThan(0);

    const res = await del({ password: demo.alan.password }, bearer(alan.access));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      message: "Your account has been deleted. We have sent a confirmation to your email address.",
    });

    // Every session ends: both tokens of this one and another device's.
    for (const [token, url] of [
      [alan.access, "/api/v1/members/get"],
      [alan.ordering, "/api/v1/members/addresses"],
      [elsewhere.access, "/api/v1/members/get"],
    ] as const) {
      expect((await get(url, token)).statusCode, url).toBe(401);
    }
    await expect(signIn(t.app, demo.alan.email, demo.alan.password)).rejects.toThrow(/401/);

    // The row stays (orders and the ledger refer to it) with nothing personal in it.
    const [row] = await db().select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({
      firstName: DELETED_MEMBER_NAME,
      lastName: "",
      email: deletedEmailOf(id),
      phone: null,
      passwordHash: null,
      optin: false,
      optinSms: false,
      emailVerifiedAt: null,
    });
    expect(row!.deletedAt).not.toBeNull();
    for (const [table, column] of [
      ...tables,
      [memberIdentities, memberIdentities.memberId],
    ] as const) {
      expect(await db().select().from(table).where(eq(column, id))).toEqual([]);
    }
    expect(
      await db()
        .select()
        .from(eclubSubscriptions)
        .where(eq(eclubSubscriptions.email, demo.alan.email)),
    ).toEqual([]);
    expect(await unused()).toEqual({ offers: [], rewards: [] });

    // Points: the balance is closed by an entry; the earlier entries stay for accounting.
    const [balance] = await db()
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.memberId, id));
    expect(balance!.points).toBe(0);
    const ledger = await db().select().from(loyaltyLedger).where(eq(loyaltyLedger.memberId, id));
    expect(ledger).toHaveLength(ledgerBefore.length + 1);
    expect(
      ledger.find((e) => e.kind === "adjust" && e.points === -balanceBefore!.points),
    ).toBeDefined();

    // Orders are kept, with totals, but without who placed them and where they live.
    const [kept] = await db().select().from(orders).where(eq(orders.id, past!.id));
    expect(kept!.totals).toEqual(past!.totals);
    expect(kept!.contact).toBeNull();
    expect(kept!.custom).toEqual({});
    expect(kept!.address).toEqual({
      address: "Removed at the customer's request",
      city: "Raleigh",
      state: "NC",
      zip: "27601",
      distanceMiles: 1.2,
      feeCents: 399,
    });
    const [guestOrder] = await db().select().from(orders).where(eq(orders.id, guestOrderId));
    expect(guestOrder!.contact).toBeNull();

    // A confirmation goes to the old address.
    const mail = await waitFor(
      () => smtp.received.find((m) => m.to.includes(demo.alan.email)),
      "the deletion email",
    );
    expect(mail.raw).toMatch(/^Subject: Your Coop Chicken account has been deleted/m);
    expect(decoded(mail.raw)).toContain("Hi Alan,");

    // The address is free: a new member, not the old one.
    const again = await signUp(t.app, { email: demo.alan.email });
    expect(again.id).not.toBe(id);
    const me = await get("/api/v1/members/get", again.access);
    expect(me.json()).toMatchObject({ email: demo.alan.email, addresses: [], payments: [] });
  });

  it("member.delete-account: a wrong password is a 403 in words and deletes nothing; a missing one is a 400 naming body.password", async () => {
    const m = await signUp(t.app);
    const wrong = await del({ password: "Not-My-Password-1" }, bearer(m.access));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe("The password is not right, so the account was not deleted.");
    expect(wrong.json().errors).toEqual([
      { path: "body.password", message: "is not your current password" },
    ]);
    const missing = await del({}, bearer(m.access));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe("body.password");
    // An email is no substitute for the password of a member who has one.
    const byEmail = await del({ email: m.email }, bearer(m.access));
    expect(byEmail.statusCode).toBe(400);
    expect((await get("/api/v1/members/get", m.access)).statusCode).toBe(200);
  });

  it("member.delete-account: wrong passwords count against the sign-in limit: past it, a 429 with Retry-After", async () => {
    const m = await signUp(t.app);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await del({ password: `Guess-Number-${i}` }, bearer(m.access));
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    expect(last!.json().message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?/);
  });

  it("member.delete-account: a single-sign-on-only member confirms by typing the email (any case); another email is a 403, none a 400", async () => {
    const m = await signUp(t.app);
    await db().update(members).set({ passwordHash: null }).where(eq(members.id, m.id));
    const none = await del({}, bearer(m.access));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].path).toBe("body.email");
    const other = await del({ email: "someone-else@example.com" }, bearer(m.access));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(
      "The email address is not the account's, so the account was not deleted.",
    );
    const ok = await del({ email: m.email.toUpperCase() }, bearer(m.access));
    expect(ok.statusCode).toBe(200);
    expect((await get("/api/v1/members/get", m.access)).statusCode).toBe(401);
  });

  it("member.delete-account: an unverified member's deletion leaves guest orders placed with that address alone (they may be someone else's)", async () => {
    const m = await signUp(t.app);
    const [template] = await db().select().from(orders).limit(1);
    const guestOrderId = `guest-${randomBytes(8).toString("hex")}`;
    const contact = { first_name: "Real", last_name: "Owner", email: m.email, phone: null };
    await db()
      .insert(orders)
      .values({ ...template!, id: guestOrderId, number: null, memberId: null, contact });
    expect((await del({ password: m.password }, bearer(m.access))).statusCode).toBe(200);
    const [kept] = await db().select().from(orders).where(eq(orders.id, guestOrderId));
    expect(kept!.contact).toEqual(contact);
  });

  it("auth.token-classes: members/delete answers 401 to a missing or bad token before it looks at the body", async () => {
    for (const headers of [{}, bearer("garbage")]) {
      const res = await del({ password: 12345 }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe("Bearer");
    }
    const m = await signUp(t.app);
    // With a good token, the bad body is then a 400 naming the field.
    const bad = await del({ password: 12345 }, bearer(m.access));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("body.password");
  });
});
