import { describe, expect, it } from "vitest";

import type { StoredOrder } from "@coop/contract/entities";

import { handoffOf, handoffSideOf, orderActionFor } from "./order-model.ts";

const order = (handoff: StoredOrder["handoff"]): StoredOrder => ({
  id: "o",
  products: [],
  totals: {},
  discounts: [],
  donations: [],
  handoff,
});

describe("handoff.dispatch-is-delivery: the order's handoff", () => {
  it("is named as the API names it: delivery is dispatch, none yet is pickup", () => {
    expect(handoffOf(order("dispatch"))).toBe("dispatch");
    expect(handoffOf(order("delivery"))).toBe("dispatch");
    expect(handoffOf(order("curbside"))).toBe("curbside");
    expect(handoffOf(order("pickup"))).toBe("pickup");
    expect(handoffOf(order(undefined))).toBe("pickup");
    expect(handoffOf(null)).toBe("pickup");
  });

  it("puts the toggle on delivery when dispatched, on pickup for pickup and curbside", () => {
    expect(handoffSideOf(order("dispatch"), "pickup")).toBe("delivery");
    expect(handoffSideOf(order("delivery"), "pickup")).toBe("delivery");
    expect(handoffSideOf(order("curbside"), "delivery")).toBe("pickup");
    expect(handoffSideOf(order("pickup"), "delivery")).toBe("pickup");
  });

  it("leaves the toggle as last chosen when there is no order or no handoff yet", () => {
    expect(handoffSideOf(null, "delivery")).toBe("delivery");
    expect(handoffSideOf(order(undefined), "delivery")).toBe("delivery");
  });
});

describe("choosing a restaurant: create, transfer or keep the order", () => {
  it("creates an order when none exists", () => {
    expect(orderActionFor(null, "m101")).toBe("create");
  });

  it("transfers an order whose menu differs from the restaurant's", () => {
    expect(orderActionFor({ menu_id: "m103" }, "m101")).toBe("transfer");
    expect(orderActionFor({}, "m101")).toBe("transfer");
  });

  it("keeps an order already on the restaurant's menu", () => {
    expect(orderActionFor({ menu_id: "m101" }, "m101")).toBe("keep");
  });
});
