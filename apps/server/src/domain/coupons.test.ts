import { describe, expect, it } from "vitest";

import {
  COUPON_MESSAGES,
  type CouponContext,
  type CouponRule,
  couponRuleProblems,
  evaluateCoupon,
  freeItemMessage,
  handoffMessage,
  minimumMessage,
  normalizeCode,
} from "./coupons.ts";

const NOW = new Date("2026-11-20T15:00:00.000Z");

const rule = (overrides: Partial<CouponRule>): CouponRule => ({
  code: "CATER15",
  kind: "percent",
  percentBps: 1500,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  handoffs: null,
  channels: null,
  perCustomerLimit: null,
  globalLimit: null,
  active: true,
  description: "15 % off",
  ...overrides,
});

const ctx = (overrides: Partial<CouponContext>): CouponContext => ({
  subtotalCents: 2500,
  lines: [
    { sku: "L-BOX", unitCents: 1119, quantity: 2 },
    { sku: "BISCUIT", unitCents: 199, quantity: 1 },
  ],
  handoff: "pickup",
  channel: "default",
  now: NOW,
  deliveryFeeCents: 0,
  customerRedemptions: 0,
  globalRedemptions: 0,
  inUseOnAnotherOrder: false,
  ...overrides,
});

const message = (r: CouponRule | null, c: CouponContext): string => {
  const result = evaluateCoupon(r, c);
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return result.message;
};
const discount = (r: CouponRule, c: CouponContext): number => {
  const result = evaluateCoupon(r, c);
  if (!result.ok) throw new Error(`expected a discount, got ${result.message}`);
  return result.discountCents;
};

describe("coupons: the server messages the cart rewrites for the customer, exactly", () => {
  it("promo.invalid, promo.min-inclusive, promo.in-use, promo.code-normalized: the coupon messages hold the four texts verbatim", () => {
    expect(COUPON_MESSAGES.empty).toBe("Coupon code cannot be empty.");
    expect(COUPON_MESSAGES.invalid).toBe("[200] Code is invalid");
    expect(COUPON_MESSAGES.inUse).toBe("Code is currently in use on another transaction");
    expect(minimumMessage(20_000)).toBe("Offer not valid - $200.00 Minimum Required");
  });

  it("promo.min-inclusive: a subtotal below the minimum gives exactly 'Offer not valid - $200.00 Minimum Required'", () => {
    expect(message(rule({ minSubtotalCents: 20_000 }), ctx({ subtotalCents: 19_999 }))).toBe(
      "Offer not valid - $200.00 Minimum Required",
    );
  });

  it("promo.min-inclusive: exactly $200.00 passes", () => {
    expect(discount(rule({ minSubtotalCents: 20_000 }), ctx({ subtotalCents: 20_000 }))).toBe(3000);
  });

  it("promo.invalid: an unknown code gives exactly '[200] Code is invalid'", () => {
    expect(message(null, ctx({}))).toBe("[200] Code is invalid");
  });

  it("promo.invalid: an inactive code gives exactly '[200] Code is invalid'", () => {
    expect(message(rule({ active: false }), ctx({}))).toBe("[200] Code is invalid");
  });

  it("promo.in-use: a code held by another order gives exactly 'Code is currently in use on another transaction'", () => {
    expect(message(rule({}), ctx({ inUseOnAnotherOrder: true }))).toBe(
      "Code is currently in use on another transaction",
    );
  });

  it("promo.code-normalized: an empty code gives exactly 'Coupon code cannot be empty.'", () => {
    // The orders engine answers COUPON_MESSAGES.empty when nothing is left once normalized.
    expect(normalizeCode("")).toBe("");
    expect(normalizeCode("   \t")).toBe("");
    expect(COUPON_MESSAGES.empty).toBe("Coupon code cannot be empty.");
  });

  it("promo.min-inclusive: minimumMessage formats any minimum in dollars", () => {
    expect(minimumMessage(15_000)).toBe("Offer not valid - $150.00 Minimum Required");
    expect(minimumMessage(2_550)).toBe("Offer not valid - $25.50 Minimum Required");
    expect(minimumMessage(150_000)).toBe("Offer not valid - $1,500.00 Minimum Required");
  });
});

describe("promo.code-normalized: codes are trimmed and upper-cased", () => {
  it.each([
    ["cater15", "CATER15"],
    ["  Cater15 \n", "CATER15"],
    ["FREEDEL", "FREEDEL"],
  ])("%j → %j", (raw, code) => {
    expect(normalizeCode(raw)).toBe(code);
  });
});

describe("promo.date-window: startsAt inclusive, endsAt exclusive", () => {
  const starts = new Date("2026-11-01T05:00:00.000Z");
  const ends = new Date("2026-12-01T05:00:00.000Z");
  const windowed = rule({ startsAt: starts, endsAt: ends });
  it.each([
    ["1 ms before startsAt", new Date(starts.getTime() - 1), false],
    ["exactly startsAt", starts, true],
    ["inside", NOW, true],
    ["1 ms before endsAt", new Date(ends.getTime() - 1), true],
    ["exactly endsAt", ends, false],
  ])("%s → accepted: %s", (_label, now, ok) => {
    const result = evaluateCoupon(windowed, ctx({ now }));
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe("[200] Code is invalid");
  });

  it("an open-ended window (null) does not limit", () => {
    expect(
      evaluateCoupon(rule({ startsAt: starts }), ctx({ now: new Date("2099-01-01") })).ok,
    ).toBe(true);
    expect(evaluateCoupon(rule({ endsAt: ends }), ctx({ now: new Date("2000-01-01") })).ok).toBe(
      true,
    );
  });
});

describe("promo.min-inclusive: minimum subtotal boundaries", () => {
  it.each([
    [19_999, false],
    [20_000, true],
    [20_001, true],
  ])("subtotal %i against a $200.00 minimum → accepted: %s", (subtotalCents, ok) => {
    const result = evaluateCoupon(rule({ minSubtotalCents: 20_000 }), ctx({ subtotalCents }));
    expect(result.ok).toBe(ok);
  });
});

describe("promo.handoff, promo.channel: handoff and channel limits", () => {
  it.each([
    [["dispatch"], "This offer is only valid for delivery orders."],
    [["pickup"], "This offer is only valid for pickup orders."],
    [["dispatch", "pickup"], "This offer is only valid for pickup or delivery orders."],
  ] as const)("handoffs %j on a curbside order → %j", (handoffs, text) => {
    expect(message(rule({ handoffs: [...handoffs] }), ctx({ handoff: "curbside" }))).toBe(text);
  });

  it("handoffMessage names every allowed handoff in a fixed order", () => {
    expect(handoffMessage(["dispatch", "curbside", "pickup"])).toBe(
      "This offer is only valid for pickup, curbside or delivery orders.",
    );
    expect(handoffMessage(["dispatch"])).toBe(COUPON_MESSAGES.deliveryOnly);
  });

  it("an allowed handoff passes", () => {
    expect(
      evaluateCoupon(rule({ handoffs: ["pickup", "curbside"] }), ctx({ handoff: "pickup" })).ok,
    ).toBe(true);
  });

  it("a catering-only code on the default channel: 'This offer is only valid for catering orders.'", () => {
    expect(message(rule({ channels: ["catering"] }), ctx({ channel: "default" }))).toBe(
      "This offer is only valid for catering orders.",
    );
    expect(evaluateCoupon(rule({ channels: ["catering"] }), ctx({ channel: "catering" })).ok).toBe(
      true,
    );
  });

  it("a default-only code on the catering channel: 'This offer is not valid for catering orders.'", () => {
    expect(message(rule({ channels: ["default"] }), ctx({ channel: "catering" }))).toBe(
      "This offer is not valid for catering orders.",
    );
  });
});

describe("promo.caps: per-customer and global caps", () => {
  it.each([
    [1, 0, true],
    [1, 1, false],
    [3, 2, true],
    [3, 3, false],
    [0, 0, false],
  ])("per-customer limit %i with %i redemptions → accepted: %s", (limit, used, ok) => {
    const result = evaluateCoupon(
      rule({ perCustomerLimit: limit }),
      ctx({ customerRedemptions: used }),
    );
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.message).toBe("You have already used this offer as many times as it allows.");
    }
  });

  it.each([
    [100, 99, true],
    [100, 100, false],
  ])("global limit %i with %i redemptions → accepted: %s", (limit, used, ok) => {
    const result = evaluateCoupon(rule({ globalLimit: limit }), ctx({ globalRedemptions: used }));
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe("This offer is no longer available.");
  });

  it("no limit (null) ignores the counts", () => {
    expect(
      evaluateCoupon(rule({}), ctx({ customerRedemptions: 50, globalRedemptions: 5000 })).ok,
    ).toBe(true);
  });
});

describe("coupons: check order, problems the customer cannot fix first", () => {
  const everything = rule({
    startsAt: new Date("2027-01-01"),
    globalLimit: 1,
    perCustomerLimit: 1,
    channels: ["catering"],
    handoffs: ["dispatch"],
    minSubtotalCents: 20_000,
  });
  const failing = ctx({
    globalRedemptions: 1,
    customerRedemptions: 1,
    inUseOnAnotherOrder: true,
    channel: "default",
    handoff: "pickup",
    subtotalCents: 100,
  });
  it.each([
    ["date window", everything, failing, "[200] Code is invalid"],
    [
      "global cap",
      { ...everything, startsAt: null },
      failing,
      "This offer is no longer available.",
    ],
    [
      "per-customer cap",
      { ...everything, startsAt: null },
      { ...failing, globalRedemptions: 0 },
      "You have already used this offer as many times as it allows.",
    ],
    [
      "in use",
      { ...everything, startsAt: null },
      { ...failing, globalRedemptions: 0, customerRedemptions: 0 },
      "Code is currently in use on another transaction",
    ],
    [
      "channel",
      { ...everything, startsAt: null },
      { ...failing, globalRedemptions: 0, customerRedemptions: 0, inUseOnAnotherOrder: false },
      "This offer is only valid for catering orders.",
    ],
    [
      "handoff",
      { ...everything, startsAt: null },
      {
        ...failing,
        globalRedemptions: 0,
        customerRedemptions: 0,
        inUseOnAnotherOrder: false,
        channel: "catering" as const,
      },
      "This offer is only valid for delivery orders.",
    ],
    [
      "minimum",
      { ...everything, startsAt: null },
      {
        ...failing,
        globalRedemptions: 0,
        customerRedemptions: 0,
        inUseOnAnotherOrder: false,
        channel: "catering" as const,
        handoff: "dispatch" as const,
      },
      "Offer not valid - $200.00 Minimum Required",
    ],
  ])("%s", (_label, r, c, text) => {
    expect(message(r, c)).toBe(text);
  });
});

describe("promo.percent: round half up of subtotal × bps / 10 000", () => {
  it.each([
    [1050, 1500, 158], // 157.5 → 158
    [1049, 1500, 157], // 157.35 → 157
    [1070, 1500, 161], // 160.5 → 161
    [11, 5000, 6], // 5.5 → 6
    [2500, 1500, 375],
    [0, 1500, 0],
    [4321, 10_000, 4321], // 100 % never exceeds the subtotal
  ])("%i cents at %i bps → %i off", (subtotalCents, percentBps, off) => {
    expect(discount(rule({ percentBps }), ctx({ subtotalCents }))).toBe(off);
  });
});

describe("promo.amount: never more than the subtotal", () => {
  it.each([
    [2500, 500, 500],
    [500, 500, 500],
    [300, 500, 300],
  ])("subtotal %i, $ off %i → %i off", (subtotalCents, amountCents, off) => {
    expect(discount(rule({ kind: "amount", amountCents }), ctx({ subtotalCents }))).toBe(off);
  });
});

describe("promo.free-item: the cheapest unit of the SKU", () => {
  const free = rule({ kind: "free_item", freeSku: "BISCUIT", freeItemName: "Buttermilk Biscuit" });
  it("takes off the unit price of the cheapest line of that SKU", () => {
    const lines = [
      { sku: "BISCUIT", unitCents: 249, quantity: 1 },
      { sku: "L-BOX", unitCents: 899, quantity: 1 },
      { sku: "BISCUIT", unitCents: 199, quantity: 3 },
    ];
    expect(evaluateCoupon(free, ctx({ lines, subtotalCents: 249 + 899 + 597 }))).toEqual({
      ok: true,
      discountCents: 199,
      freeDelivery: false,
      waivedDeliveryCents: 0,
    });
  });

  it("without the item: 'Add a Buttermilk Biscuit to your order to use this offer.'", () => {
    const lines = [{ sku: "L-BOX", unitCents: 899, quantity: 1 }];
    expect(message(free, ctx({ lines }))).toBe(
      "Add a Buttermilk Biscuit to your order to use this offer.",
    );
  });

  it("without a name the SKU is used: 'Add item BISCUIT to your order to use this offer.'", () => {
    const lines = [{ sku: "L-BOX", unitCents: 899, quantity: 1 }];
    expect(message({ ...free, freeItemName: undefined }, ctx({ lines }))).toBe(
      "Add item BISCUIT to your order to use this offer.",
    );
  });

  it("picks 'an' before a vowel", () => {
    expect(freeItemMessage("Apple Pie", "PIE")).toBe(
      "Add an Apple Pie to your order to use this offer.",
    );
  });

  it("the minimum is checked before the missing item", () => {
    expect(
      message({ ...free, minSubtotalCents: 1000 }, ctx({ lines: [], subtotalCents: 999 })),
    ).toBe("Offer not valid - $10.00 Minimum Required");
  });
});

describe("promo.free-delivery: delivery orders only, the fee waived", () => {
  const freeDelivery = rule({ kind: "free_delivery" });
  it("on a delivery order: no discount on the subtotal, the delivery fee waived", () => {
    expect(
      evaluateCoupon(freeDelivery, ctx({ handoff: "dispatch", deliveryFeeCents: 399 })),
    ).toEqual({
      ok: true,
      discountCents: 0,
      freeDelivery: true,
      waivedDeliveryCents: 399,
    });
  });

  it.each(["pickup", "curbside"] as const)(
    "on a %s order: 'This offer is only valid for delivery orders.'",
    (handoff) => {
      expect(message(freeDelivery, ctx({ handoff }))).toBe(
        "This offer is only valid for delivery orders.",
      );
    },
  );
});

describe("promo.rule-config: rule configuration", () => {
  it("a well-formed rule has no problems", () => {
    expect(couponRuleProblems(rule({}))).toEqual([]);
  });

  it.each([
    [{ percentBps: undefined }, "percent coupon needs percentBps from 1 to 10000"],
    [{ percentBps: 10_001 }, "percent coupon needs percentBps from 1 to 10000"],
    [{ kind: "amount" as const }, "amount coupon needs amountCents of at least 1"],
    [{ kind: "free_item" as const }, "free_item coupon needs freeSku"],
    [
      { kind: "free_delivery" as const, handoffs: ["pickup" as const] },
      "free_delivery coupon must allow dispatch",
    ],
    [{ minSubtotalCents: -1 }, "minSubtotalCents must be non-negative integer cents"],
    [{ perCustomerLimit: 1.5 }, "perCustomerLimit must be a non-negative integer or null"],
    [{ globalLimit: -1 }, "globalLimit must be a non-negative integer or null"],
    [
      { startsAt: new Date("2026-12-01"), endsAt: new Date("2026-12-01") },
      "startsAt must be before endsAt",
    ],
  ])("%j → %s", (overrides, problem) => {
    expect(couponRuleProblems(rule(overrides))).toEqual([problem]);
  });

  it("evaluating a misconfigured rule throws (a data bug, not the customer's)", () => {
    expect(() => evaluateCoupon(rule({ percentBps: undefined }), ctx({}))).toThrow(
      /CATER15 is misconfigured/,
    );
  });

  it("an inactive misconfigured rule is simply invalid", () => {
    expect(message(rule({ active: false, percentBps: undefined }), ctx({}))).toBe(
      "[200] Code is invalid",
    );
  });
});
