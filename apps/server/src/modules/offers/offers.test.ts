import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { visibleWalletOffers } from "@coop/contract/offer-rules";
import { publicOffersResponseSchema, walletResponseSchema } from "@coop/contract/offers";

import { buildApp } from "../../app.ts";
import type { Db } from "../../db/client.ts";
import { offers } from "../../db/schema/loyalty.ts";
import { demoCoupons, offerList } from "../../db/seed/demo-data.ts";
import { seedOnce } from "../../db/seed/seed.ts";
import { bearer, demo, signIn } from "../../test-support/members.ts";
import {
  createTestApp,
  openTestDatabase,
  type TestApp,
  testConfig,
} from "../../test-support/test-app.ts";
import { memberHoldsOffer, releaseWalletOffers, useWalletOffer } from "./wallet-codes.ts";

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => t.close());

describe("wallet.public-offers: GET offers/all (public)", () => {
  it("lists the offers open to everyone, without a token; catering ones labelled 'Catering - '", async () => {
    const res = await t.app.inject({ url: "/api/v1/offers/all" });
    expect(res.statusCode).toBe(200);
    const { offers: list } = publicOffersResponseSchema.parse(res.json());
    expect(list.map((o) => [o.cred, o.label])).toEqual([
      ["FAMILY10", "$10 Off Family Orders"],
      ["CATER20", "Catering - $20 Off Orders of $200+"],
    ]);
    for (const o of list) {
      const coupon = demoCoupons.find((c) => c.code === o.cred);
      expect(coupon, o.cred).toBeDefined();
      expect(coupon!.walletOnly, `${o.cred} must be usable by anyone`).toBe(false);
    }
  });

  it("is read at start and kept: a change shows only after the cache time", async () => {
    const cached = await createTestApp({ deps: { catalogCacheTtlMs: 60_000 } });
    try {
      await cached.database.db.insert(offers).values({
        id: "late",
        code: "COOP10",
        label: "Late offer",
        description: "Added after start",
        channel: "default",
        isPublic: true,
      });
      const res = await cached.app.inject({ url: "/api/v1/offers/all" });
      expect(res.json().offers.map((o: { id: string }) => o.id)).not.toContain("late");
    } finally {
      await cached.close();
    }
  });

  it("a failed read at start is ignored: the server starts, and the next request reads again", async () => {
    const { database, drop } = await openTestDatabase();
    await database.migrate(async (d) => void (await seedOnce(d)));
    await database.db.execute("alter table offers rename to offers_away");
    const app = await buildApp(testConfig(), { database, catalogCacheTtlMs: 60_000 });
    try {
      await app.ready();
      await database.db.execute("alter table offers_away rename to offers");
      const res = await app.inject({ url: "/api/v1/offers/all" });
      expect(res.statusCode).toBe(200);
      expect(res.json().offers).toHaveLength(2);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe("GET members/offers/all (the wallet)", () => {
  it("wallet.entry-fields: answers rewards[] with status, expires, label, cred and image", async () => {
    const ada = await signIn(t.app, demo.ada.email, demo.ada.password);
    const res = await t.app.inject({
      url: "/api/v1/members/offers/all",
      headers: bearer(ada.access),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const { rewards } = walletResponseSchema.parse(res.json());
    const byCred = Object.fromEntries(
      rewards.filter((r) => r.kind === "offer").map((r) => [r.cred, r]),
    );
    expect(Object.keys(byCred).sort()).toEqual([
      "CATERTEA",
      "FREEBISCUIT",
      "SIDEKICK",
      "SUMMER3",
      "WELCOME5",
    ]);
    expect(byCred.FREEBISCUIT).toMatchObject({
      label: "Free Buttermilk Biscuit",
      status: "incomplete",
      image: "/images/menu/BIS-BTR-card.svg",
      channel: "default",
    });
    expect(byCred.SIDEKICK!.status).toBe("complete");
    expect(Date.parse(byCred.SUMMER3!.expires!)).toBeLessThan(Date.now());
    expect(byCred.CATERTEA).toMatchObject({
      label: "Catering - Free Gallon of Sweet Tea",
      channel: "catering",
    });
    expect(rewards.filter((r) => r.kind === "reward")).toEqual([
      expect.objectContaining({ label: "Free Mac & Cheese", status: "incomplete" }),
    ]);
    for (const r of rewards.filter((r) => r.kind === "offer"))
      expect(offerList.map((o) => o.code)).toContain(r.cred);
  });

  it("wallet.visible, wallet.catering-label: with the client's rules, the default channel shows usable, unexpired, non-catering offers", async () => {
    const ada = await signIn(t.app, demo.ada.email, demo.ada.password);
    const res = await t.app.inject({
      url: "/api/v1/members/offers/all",
      headers: bearer(ada.access),
    });
    const { rewards } = walletResponseSchema.parse(res.json());
    const shown = (channel: "default" | "catering") =>
      visibleWalletOffers(rewards, channel, new Date())
        .map((r) => r.label)
        .sort();
    expect(shown("default")).toEqual(
      ["$5 Off: Welcome to Coop Rewards", "Free Buttermilk Biscuit", "Free Mac & Cheese"].sort(),
    );
    expect(shown("catering")).toEqual(["Catering - Free Gallon of Sweet Tea"]);
  });
});

describe("wallet offers and the orders engine's coupons", () => {
  it("wallet.holder-only: a wallet-only code counts only for a member holding it, unused and unexpired", async () => {
    expect(await memberHoldsOffer(db, { memberId: demo.ada.id, code: "welcome5" })).toBe(true);
    expect(await memberHoldsOffer(db, { memberId: demo.ada.id, code: "SUMMER3" })).toBe(false);
    expect(await memberHoldsOffer(db, { memberId: demo.ada.id, code: "SIDEKICK" })).toBe(false);
    expect(await memberHoldsOffer(db, { memberId: demo.grace.id, code: "SIDEKICK" })).toBe(true);
    expect(await memberHoldsOffer(db, { memberId: demo.grace.id, code: "FREEBISCUIT" })).toBe(
      false,
    );
  });

  it("wallet.holder-only: submit uses the wallet entry, once; a cancel gives it back", async () => {
    const grace = await signIn(t.app, demo.grace.email, demo.grace.password);
    const status = async () => {
      const res = await t.app.inject({
        url: "/api/v1/members/offers/all",
        headers: bearer(grace.access),
      });
      return res.json().rewards.find((r: { cred: string }) => r.cred === "SIDEKICK").status;
    };
    const use = () =>
      db.transaction((tx) =>
        useWalletOffer(tx, {
          memberId: demo.grace.id,
          code: "SIDEKICK",
          orderId: "order-1",
        }),
      );
    expect(await use()).toBe(true);
    expect(await status()).toBe("complete");
    expect(await use()).toBe(false);
    expect(await releaseWalletOffers(db, { orderId: "order-1" })).toBe(1);
    expect(await status()).toBe("incomplete");
  });
});
