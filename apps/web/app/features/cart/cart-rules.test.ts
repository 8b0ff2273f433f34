import { describe, expect, it } from "vitest";

import { visibleWalletOffers } from "@coop/contract/offer-rules";

import {
  afterRemoval,
  appliedCouponCode,
  appliedRewardReference,
  cateringMinimumApplies,
  cateringMinimumHost,
  decreaseAction,
  deliveryFeeIsFree,
  EDIT_NAVIGATION_DELAY_MS,
  emptyPromo,
  lineDescription,
  normalizePromoCode,
  offerButtonState,
  promoErrorMessage,
  promoReducer,
  type PromoState,
  shouldDropCouponAfterDecrease,
  showNotAvailableNotice,
  UPSELL_OPEN_DELAY_MS,
  walletButtonState,
} from "./cart-rules.ts";

describe("promo field (promo.field-states: empty/approved/failed; promo.error-rewrites)", () => {
  it("promo.error-rewrites: '[200] Code is invalid' becomes 'Error: Invalid promo code.'", () => {
    expect(promoErrorMessage(["[200] Code is invalid"])).toBe("Error: Invalid promo code.");
  });

  it("i18n.server-texts-untranslated: rewrites the other messages of the rewrite table, in English word for word", () => {
    expect(promoErrorMessage(["Coupon code cannot be empty."])).toBe(
      "Error: Promo code cannot be empty.",
    );
    expect(promoErrorMessage(["Offer not valid - $200.00 Minimum Required"])).toBe(
      "Error: Offer not valid - $200.00 Minimum Required",
    );
    expect(promoErrorMessage(["Code is currently in use on another transaction"])).toBe(
      "Error: Promo code is currently in use on another transaction",
    );
  });

  it("shows any other message after 'Error: ', the first one only", () => {
    expect(promoErrorMessage(["Something else", "second"])).toBe("Error: Something else");
  });

  it("promo.code-normalized: sends codes in upper case", () => {
    expect(normalizePromoCode("  coop10 ")).toBe("COOP10");
  });

  it("promo.field-states: apply success sets approved and locks the field", () => {
    const typed = promoReducer(emptyPromo, { type: "input", code: "coop10" });
    expect(typed.status).toBe("empty");
    expect(promoReducer(typed, { type: "applied", code: "COOP10" })).toEqual({
      code: "COOP10",
      status: "approved",
      message: "",
      locked: true,
    });
  });

  it("apply error sets failed with the rewritten message", () => {
    const typed = promoReducer(emptyPromo, { type: "input", code: "nope" });
    const failed = promoReducer(typed, { type: "rejected", messages: ["[200] Code is invalid"] });
    expect(failed).toMatchObject({ code: "nope", status: "failed" });
    expect(failed.message).toBe("Error: Invalid promo code.");
  });

  it("a thrown error sets failed with no message", () => {
    const typed = promoReducer(emptyPromo, { type: "input", code: "x" });
    expect(promoReducer(typed, { type: "threw" })).toMatchObject({ status: "failed", message: "" });
  });

  it("typing after a failure goes back to empty", () => {
    const failed: PromoState = { code: "x", status: "failed", message: "Error: x", locked: false };
    expect(promoReducer(failed, { type: "input", code: "y" })).toMatchObject({
      status: "empty",
      message: "",
    });
  });

  it("remove clears the code and the state", () => {
    const approved = promoReducer(emptyPromo, { type: "applied", code: "COOP10" });
    expect(promoReducer(approved, { type: "removed" })).toEqual(emptyPromo);
  });

  it("order.discounts-order: on load, a first discount that is a coupon shows the code approved and locked", () => {
    const order = { discounts: [{ type: "Coupon" }], coupon: { couponcode: "FIVEOFF" } };
    const code = appliedCouponCode(order);
    expect(code).toBe("FIVEOFF");
    expect(promoReducer(emptyPromo, { type: "loaded", couponCode: code })).toMatchObject({
      code: "FIVEOFF",
      status: "approved",
      locked: true,
    });
    // A locked field does not take typing.
    const locked = promoReducer(emptyPromo, { type: "loaded", couponCode: code });
    expect(promoReducer(locked, { type: "input", code: "X" })).toBe(locked);
  });

  it("on load, no coupon discount leaves the field as it is", () => {
    expect(appliedCouponCode({ discounts: [{ type: "Reward" }], coupon: null })).toBeNull();
    expect(appliedCouponCode({ discounts: [], coupon: { couponcode: "A" } })).toBeNull();
    expect(appliedCouponCode(null)).toBeNull();
  });
});

describe("wallet offers (filter and button)", () => {
  const now = new Date("2026-11-21T15:00:00Z");
  const offer = (label: string, status: string, expires: string | null) => ({
    label,
    status,
    expires,
    cred: label,
  });

  it("wallet.visible: only incomplete offers that are not expired (expiry from the start of today, UTC)", () => {
    const shown = visibleWalletOffers(
      [
        offer("a", "incomplete", null),
        offer("b", "complete", null),
        offer("c", "incomplete", "2026-11-21T00:00:00Z"),
        offer("d", "incomplete", "2026-11-20T23:59:59Z"),
      ],
      "default",
      now,
    );
    expect(shown.map((o) => o.label)).toEqual(["a", "c"]);
  });

  it("wallet.catering-label: the catering channel shows only 'Catering - ' offers; the default channel hides them", () => {
    const offers = [
      offer("Catering - Free tea", "incomplete", null),
      offer("$5 off", "incomplete", null),
    ];
    expect(visibleWalletOffers(offers, "catering", now).map((o) => o.label)).toEqual([
      "Catering - Free tea",
    ]);
    expect(visibleWalletOffers(offers, "default", now).map((o) => o.label)).toEqual(["$5 off"]);
  });

  it("button: Remove for the applied coupon, disabled Apply when another applies, else Apply", () => {
    expect(offerButtonState("FIVEOFF", "fiveoff")).toBe("remove");
    expect(offerButtonState("FIVEOFF", "COOP10")).toBe("apply-disabled");
    expect(offerButtonState("FIVEOFF", null)).toBe("apply");
  });
});

describe("wallet.button per kind", () => {
  const offer = { kind: "offer" as const, cred: "WELCOME5" };
  const reward = { kind: "reward" as const, cred: "rw_1" };
  const none = { couponCode: null, rewardReference: null };

  it("offer: Remove when its code is the order's coupon (any case)", () => {
    expect(walletButtonState(offer, { ...none, couponCode: "welcome5" })).toBe("remove");
  });

  it("offer: disabled Apply when another coupon applies", () => {
    expect(walletButtonState(offer, { ...none, couponCode: "COOP10" })).toBe("apply-disabled");
  });

  it("offer: Apply when no coupon applies, even with a reward on the order", () => {
    expect(walletButtonState(offer, none)).toBe("apply");
    expect(walletButtonState(offer, { ...none, rewardReference: "rw_2" })).toBe("apply");
  });

  it("reward: Remove when its reference is the order's reward", () => {
    expect(walletButtonState(reward, { ...none, rewardReference: "rw_1" })).toBe("remove");
  });

  it("reward: disabled Apply when another reward applies (one reward per order)", () => {
    expect(walletButtonState(reward, { ...none, rewardReference: "rw_2" })).toBe("apply-disabled");
  });

  it("reward: Apply when no reward applies, even with a coupon on the order", () => {
    expect(walletButtonState(reward, none)).toBe("apply");
    expect(walletButtonState(reward, { ...none, couponCode: "rw_1" })).toBe("apply");
  });

  it("the order's reward is the listed reference only while it has a Reward discount", () => {
    const listed = [{ reference: "rw_1" }];
    expect(appliedRewardReference({ discounts: [{ type: "Reward" }] }, listed)).toBe("rw_1");
    expect(appliedRewardReference({ discounts: [{ type: "Coupon" }] }, listed)).toBeNull();
    expect(appliedRewardReference({ discounts: [{ type: "Reward" }] }, [])).toBeNull();
    expect(appliedRewardReference(null, listed)).toBeNull();
  });
});

describe("cart line", () => {
  it("cart.decrease-at-one: decrease at quantity 1 is ignored", () => {
    expect(decreaseAction(1)).toEqual({ type: "ignore" });
  });

  it("decrease above 1 lowers the quantity by one", () => {
    expect(decreaseAction(3)).toEqual({ type: "update", quantity: 2 });
  });

  it("cart.coupon-drops-under-200: the coupon is removed when the total falls under 200 after a decrease", () => {
    expect(shouldDropCouponAfterDecrease(199.99, true)).toBe(true);
    expect(shouldDropCouponAfterDecrease(200, true)).toBe(false);
    expect(shouldDropCouponAfterDecrease(50, false)).toBe(false);
  });

  it("cart.after-remove: items left → re-validate; none → go to /order and drop the coupon", () => {
    expect(afterRemoval(2)).toBe("revalidate");
    expect(afterRemoval(0)).toBe("leave-and-drop-coupon");
  });

  it("cart.line-description: choices with (xN) above 1, then instructions in brackets", () => {
    expect(
      lineDescription({
        choices: [
          { name: "Classic", quantity: 1 },
          { name: "Mac & Cheese", quantity: 2 },
        ],
        instructions: "extra crispy",
      }),
    ).toBe("Classic, Mac & Cheese (x2) [extra crispy]");
    expect(lineDescription({ choices: [], instructions: null })).toBe("");
    expect(lineDescription({ choices: [], instructions: "no ice" })).toBe("[no ice]");
  });

  it("cart.not-available-notice: needs asap and a product not available now", () => {
    expect(showNotAvailableNotice("asap", [{ available_now: false }])).toBe(true);
    expect(showNotAvailableNotice("scheduled", [{ available_now: false }])).toBe(false);
    expect(showNotAvailableNotice("asap", [{ available_now: true }])).toBe(false);
  });
});

describe("totals and catering", () => {
  it("cart.delivery-fee-free: the delivery fee reads FREE at 0.00", () => {
    expect(deliveryFeeIsFree(0)).toBe(true);
    expect(deliveryFeeIsFree(3.99)).toBe(false);
  });

  it("cart.catering-delivery-minimum: under $150 on delivery disables checkout", () => {
    expect(cateringMinimumApplies("catering", "delivery", 149.99)).toBe(true);
    expect(cateringMinimumApplies("catering", "delivery", 150)).toBe(false);
    expect(cateringMinimumApplies("catering", "pickup", 20)).toBe(false);
    expect(cateringMinimumApplies("default", "delivery", 20)).toBe(false);
  });

  it("cart.catering-delivery-minimum: the warning names the main consumer site's host, not the catering host", () => {
    expect(cateringMinimumHost("https://catering.example.com")).toBe("example.com");
    expect(cateringMinimumHost("http://catering.localhost:3000")).toBe("localhost:3000");
  });
});

describe("cart.timings", () => {
  it("editing a cart line navigates 250 ms after the click; an upsell tile opens 100 ms after", () => {
    expect(EDIT_NAVIGATION_DELAY_MS).toBe(250);
    expect(UPSELL_OPEN_DELAY_MS).toBe(100);
  });
});
