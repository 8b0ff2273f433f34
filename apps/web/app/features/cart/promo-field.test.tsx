// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { StoredOrder } from "@coop/contract/entities";

import { clientStore } from "../../lib/store/client-store.ts";
import { PromoField } from "./promo-field.tsx";

const order: StoredOrder = {
  id: "order-1",
  products: [],
  totals: { subtotal: 12, discount: 0, total: 12 },
  discounts: [],
  donations: [],
  coupon: null,
};
const withCoupon: StoredOrder = {
  ...order,
  totals: { subtotal: 12, discount: 1.2, total: 10.8 },
  discounts: [{ type: "Coupon" }],
  coupon: { couponcode: "COOP10" },
};

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];

/** The network edge: every API call is recorded and answered with `status` and `body`. */
function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? "GET",
      url,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
}

beforeEach(() => {
  sent = [];
  clientStore.setOrder(order, { errors: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clientStore.setOrder(null, { errors: [] });
});

const input = () => screen.getByRole("textbox", { name: "Promo code" });
const message = () => screen.getByRole("status").textContent;

describe("PromoField: a promo code goes to the server and its answer shows", () => {
  it("promo.code-normalized, promo.field-states: Apply sends the code in upper case to the order's coupon; an accepted code shows approved and can be removed", async () => {
    const user = userEvent.setup();
    answer(200, withCoupon);
    render(<PromoField />);
    await user.type(input(), "coop10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(sent).toEqual([
      { method: "PUT", url: "/api/v1/orders/order-1/coupon", body: { code: "COOP10" } },
    ]);
    await expect.poll(message).toBe("Promo code applied.");
    expect(input()).toHaveProperty("value", "COOP10");
    expect(input()).toHaveProperty("readOnly", true);
    expect(screen.getByRole("button", { name: "Remove" })).toBeDefined();
  });

  it("promo.error-rewrites: a refused code shows the server's message (rewritten as the error rewrites say) and marks the field invalid", async () => {
    const user = userEvent.setup();
    answer(400, { message: "[200] Code is invalid", requestId: "r1" });
    render(<PromoField />);
    await user.type(input(), "nope");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await expect.poll(message).toBe("Error: Invalid promo code.");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(input()).toHaveProperty("readOnly", false);
  });

  it("a message the error rewrites do not cover is shown as the server wrote it", async () => {
    const user = userEvent.setup();
    answer(400, { message: "Offer not valid - $200.00 Minimum Required", requestId: "r2" });
    render(<PromoField />);
    await user.type(input(), "BIG200");
    await user.keyboard("{Enter}");
    await expect.poll(message).toBe("Error: Offer not valid - $200.00 Minimum Required");
    expect(sent).toHaveLength(1);
  });

  it("promo.code-normalized: an empty code is refused before any call", async () => {
    const user = userEvent.setup();
    answer(200, withCoupon);
    render(<PromoField />);
    await user.type(input(), "   ");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await expect.poll(message).toBe("Error: Promo code cannot be empty.");
    expect(sent).toEqual([]);
  });

  it("promo.field-states: an order that already has a coupon shows it locked; Remove deletes it and empties the field", async () => {
    const user = userEvent.setup();
    clientStore.setOrder(withCoupon);
    answer(200, order);
    render(<PromoField />);
    expect(input()).toHaveProperty("value", "COOP10");
    expect(message()).toBe("Promo code applied.");
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(sent).toEqual([
      { method: "DELETE", url: "/api/v1/orders/order-1/coupon", body: undefined },
    ]);
    await expect.poll(() => input()).toHaveProperty("value", "");
    expect(screen.getByRole("button", { name: "Apply" })).toBeDefined();
    expect(message()).toBe("");
  });
});
