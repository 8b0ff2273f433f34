import { describe, expect, it } from "vitest";

import {
  applyPlan,
  catalogEntries,
  expiryDate,
  formatPoints,
  publicOfferCards,
  redeemFailure,
  walletCards,
} from "./offers-rules.ts";

const now = new Date("2026-11-24T15:00:00Z");

describe("offers.wallet-cards", () => {
  const base = { status: "incomplete", image: null, expires: null };
  it("offers.wallet-cards: keeps an entry expiring at the start of today (UTC), drops one a millisecond earlier", () => {
    const cards = walletCards(
      [
        { ...base, cred: "A", label: "Today", expires: "2026-11-24T00:00:00.000Z" },
        { ...base, cred: "B", label: "Yesterday", expires: "2026-11-23T23:59:59.999Z" },
      ],
      "default",
      now,
    );
    expect(cards.map((c) => c.cred)).toEqual(["A"]);
  });

  it("offers.wallet-cards: soonest expiry first, no expiry last; a kind-less entry is an offer; 'Catering - ' stripped on the catering channel", () => {
    const entries = [
      { ...base, cred: "N", label: "Catering - Never" },
      {
        ...base,
        cred: "L",
        label: "Catering - Later",
        expires: "2026-12-20T00:00:00Z",
        kind: "reward" as const,
      },
      { ...base, cred: "S", label: "Catering - Soon", expires: "2026-11-30T00:00:00Z" },
      { ...base, cred: "D", label: "Default only" },
    ];
    const cards = walletCards(entries, "catering", now);
    expect(cards.map((c) => [c.cred, c.label, c.kind])).toEqual([
      ["S", "Soon", "offer"],
      ["L", "Later", "reward"],
      ["N", "Never", "offer"],
    ]);
    expect(walletCards(entries, "default", now).map((c) => c.cred)).toEqual(["D"]);
  });

  it("offers.wallet-cards: the use-by date is the UTC calendar day, in the page's language", () => {
    expect(expiryDate("2026-12-14T00:00:00.000Z", "en-US")).toBe("Dec 14, 2026");
    expect(expiryDate("2026-12-14T00:00:00.000Z", "es")).toBe("14 dic 2026");
    expect(expiryDate("not a date", "en-US")).toBe("");
  });
});

describe("offers.apply-to-order", () => {
  it("offers.apply-to-order: applies at once with an order; otherwise starts one at the menu (restaurant chosen) or the finder", () => {
    expect(applyPlan("o1", false)).toEqual({ kind: "apply-now", orderId: "o1" });
    expect(applyPlan(null, true)).toEqual({ kind: "start-order", path: "/order" });
    expect(applyPlan(null, false)).toEqual({ kind: "start-order", path: "/locations" });
  });
});

describe("offers.redeem", () => {
  const reward = (id: string, points: number, channel: "default" | "catering" = "default") => ({
    id,
    label: channel === "catering" ? `Catering - ${id}` : id,
    points,
    channel,
  });

  it("offers.redeem: affordable exactly at the cost; otherwise the missing points; only the channel's rewards, cheapest first", () => {
    const list = [reward("b", 400), reward("a", 250), reward("c", 2500, "catering")];
    expect(catalogEntries(list, "default", 250).map((r) => [r.id, r.affordable, r.short])).toEqual([
      ["a", true, 0],
      ["b", false, 150],
    ]);
    expect(catalogEntries(list, "default", 180)[0]).toMatchObject({ affordable: false, short: 70 });
    expect(catalogEntries(list, "catering", 2500)).toMatchObject([
      { id: "c", displayLabel: "c", affordable: true },
    ]);
  });

  it("offers.redeem: 409 and 403 keep the server's words; no answer says the service could not be reached", () => {
    expect(redeemFailure(409, ["needs 600 points"], "unreachable")).toEqual({
      kind: "not-enough-points",
      message: "needs 600 points",
    });
    expect(redeemFailure(403, ["Verify your email"], "unreachable")).toEqual({
      kind: "unverified",
      message: "Verify your email",
    });
    expect(redeemFailure(0, [], "unreachable")).toEqual({ kind: "other", message: "unreachable" });
    expect(redeemFailure(404, ["There is no reward"], "x")).toEqual({
      kind: "other",
      message: "There is no reward",
    });
  });

  it("offers.redeem: points are written the page language's way", () => {
    expect(formatPoints(1340, "en-US")).toBe("1,340");
    expect(formatPoints(12340, "es")).toBe("12.340");
  });
});

describe("offers.public", () => {
  it("offers.public: only this channel's public offers, soonest expiry first", () => {
    const offer = (id: string, channel: "default" | "catering", expires: string | null) => ({
      id,
      label: id,
      channel,
      expires,
    });
    const list = [
      offer("none", "default", null),
      offer("late", "default", "2027-01-01T00:00:00Z"),
      offer("cat", "catering", null),
      offer("soon", "default", "2026-12-01T00:00:00Z"),
    ];
    expect(publicOfferCards(list, "default").map((o) => o.id)).toEqual(["soon", "late", "none"]);
    expect(publicOfferCards(list, "catering").map((o) => o.id)).toEqual(["cat"]);
  });
});
