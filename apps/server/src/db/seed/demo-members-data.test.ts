import { describe, expect, it } from "vitest";

import { couponRuleProblems } from "../../domain/coupons.ts";
import { createPasswordHasher, passwordProblem } from "../../modules/members/passwords.ts";
import {
  cateringMenu,
  defaultMenu,
  demoCoupons,
  demoMembers,
  demoStaff,
  offerList,
  restaurants,
  rewardList,
} from "./demo-data.ts";

const COUPON_CODES = demoCoupons.map((c) => c.code);
const WALLET_ONLY_CODES = new Set(demoCoupons.filter((c) => c.walletOnly).map((c) => c.code));

const skus = new Set(
  [defaultMenu, cateringMenu].flatMap((m) =>
    m.categories.flatMap((c) => c.products.map((p) => p.sku)),
  ),
);
const imageOf = (file: string) => file.replace(/-(card|hero)\.svg$/, "");

describe("demo staff (README)", () => {
  it("staff.role-restaurants: one of each role, managers at 101–104 (Raleigh) and 107–110 (Charlotte), crew at 101; each hash is the listed password's, which meets the password rules", async () => {
    const byRole = Object.fromEntries(demoStaff.map((s) => [s.role, s]));
    expect(Object.keys(byRole).sort()).toEqual(["admin", "crew", "manager", "marketing"]);
    const managers = demoStaff.filter((s) => s.role === "manager").map((s) => s.restaurants);
    expect(managers).toEqual([
      [101, 102, 103, 104],
      [107, 108, 109, 110],
    ]);
    expect(byRole.crew!.restaurants).toEqual([101]);
    const ids = new Set(restaurants.map((r) => r.id));
    for (const s of demoStaff)
      for (const r of s.restaurants) expect(ids.has(r), s.email).toBe(true);
    const hasher = createPasswordHasher();
    for (const s of demoStaff) {
      expect(await hasher.verify(s.password, s.passwordHash), s.email).toEqual({
        ok: true,
        needsRehash: false,
      });
      expect(passwordProblem(s.password, { email: s.email, names: [s.name] }), s.email).toBeNull();
    }
  });
});

describe("demo members (README)", () => {
  it("each stored hash is the scrypt hash of the listed password, which meets the password rules", async () => {
    const hasher = createPasswordHasher();
    for (const m of demoMembers) {
      expect(await hasher.verify(m.password, m.passwordHash), m.email).toEqual({
        ok: true,
        needsRehash: false,
      });
      expect(
        passwordProblem(m.password, { email: m.email, names: [m.firstName, m.lastName] }),
        m.email,
      ).toBeNull();
    }
  });

  it("have what the demos need: points, addresses, favorites, an expired and a catering wallet offer", () => {
    expect(demoMembers.length).toBeGreaterThanOrEqual(3);
    const ids = new Set(restaurants.map((r) => r.id));
    for (const m of demoMembers) {
      expect(m.email).toBe(m.email.toLowerCase());
      expect(m.points.reduce((sum, p) => sum + p.points, 0)).toBeGreaterThan(0);
      expect(m.addresses.filter((a) => a.isDefault)).toHaveLength(1);
      for (const id of m.favorites) expect(ids.has(id), `restaurant ${id}`).toBe(true);
      if (m.phone !== null) expect(m.phone).toMatch(/^[2-9]\d{2}[2-9]\d{6}$/);
    }
    const wallets = demoMembers.flatMap((m) => m.wallet);
    expect(wallets.some((w) => w.expiresInDays !== null && w.expiresInDays < 0)).toBe(true);
    const catering = new Set(offerList.filter((o) => o.channel === "catering").map((o) => o.id));
    expect(wallets.some((w) => catering.has(w.offerId))).toBe(true);
    const offerIds = new Set(offerList.map((o) => o.id));
    for (const w of wallets) expect(offerIds.has(w.offerId), w.offerId).toBe(true);
    // Saved cards and past orders (what "recent orders" and "reorder" show) for Ada and Alan.
    const defaultSkus = new Set(
      defaultMenu.categories.flatMap((c) => c.products.map((p) => p.sku)),
    );
    for (const id of ["demo-ada", "demo-alan"]) {
      const m = demoMembers.find((x) => x.id === id)!;
      expect(m.savedCards, id).toHaveLength(1);
      expect(m.pastOrders.length, id).toBeGreaterThan(0);
    }
    for (const past of demoMembers.flatMap((m) => m.pastOrders)) {
      expect(ids.has(past.restaurantId), `restaurant ${past.restaurantId}`).toBe(true);
      for (const item of past.items) expect(defaultSkus.has(item.sku), item.sku).toBe(true);
    }
    const rewardIds = new Set(rewardList.map((r) => r.id));
    for (const r of demoMembers.flatMap((m) => m.rewards))
      expect(rewardIds.has(r.rewardId)).toBe(true);
  });
});

describe("offers and their coupon codes", () => {
  it("every offer's code is a coupon rule of coupons.json, on the same channel", () => {
    for (const offer of offerList) {
      const rule = demoCoupons.find((r) => r.code === offer.code);
      expect(rule, offer.code).toBeDefined();
      expect(rule!.channels).toEqual([offer.channel]);
    }
    // One welcome offer, held in the wallet: its code is wallet-only.
    const welcome = offerList.filter((o) => o.welcomeValidDays !== undefined);
    expect(welcome.map((o) => o.id)).toEqual(["welcome"]);
    expect(WALLET_ONLY_CODES.has(welcome[0]!.code)).toBe(true);
  });

  it("every coupon rule is well formed, upper case, names a menu SKU, and public offers are not wallet-only", () => {
    expect(new Set(COUPON_CODES).size).toBe(COUPON_CODES.length);
    for (const rule of demoCoupons) {
      expect(couponRuleProblems(rule), rule.code).toEqual([]);
      expect(rule.code).toBe(rule.code.toUpperCase());
      if (rule.freeSku) expect(skus.has(rule.freeSku), rule.freeSku).toBe(true);
    }
    // A wallet-only code is an offer's: a member can hold it.
    for (const code of WALLET_ONLY_CODES) expect(offerList.map((o) => o.code)).toContain(code);
    expect([...WALLET_ONLY_CODES]).toEqual([
      "WELCOME5",
      "FREEBISCUIT",
      "SIDEKICK",
      "SUMMER3",
      "CATERTEA",
    ]);
    for (const offer of offerList.filter((o) => o.isPublic)) {
      expect(WALLET_ONLY_CODES.has(offer.code), offer.code).toBe(false);
    }
  });

  it("rewards and offers show menu images that exist, and rewards give menu items", () => {
    for (const image of [...rewardList, ...offerList].map((x) => x.image)) {
      if (image) expect(skus.has(imageOf(image)), image).toBe(true);
    }
    for (const reward of rewardList) {
      expect(reward.points).toBeGreaterThan(0);
      if (reward.discount.type === "free_item")
        expect(skus.has(reward.discount.sku), reward.id).toBe(true);
    }
  });
});
