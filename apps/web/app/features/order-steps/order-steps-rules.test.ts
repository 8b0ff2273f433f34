import { describe, expect, it } from "vitest";

import {
  afterLocation,
  afterType,
  handoffPlan,
  initialHandoff,
  locationStepModeOf,
  locationStepPath,
  offeredHandoffs,
  safeNext,
  storeDecision,
  storeParamOf,
  typeStepPath,
  withoutStoreParam,
} from "./order-steps-rules.ts";

describe("the steps' intent", () => {
  it("order-steps.next-intent: keeps a path of this site, with its query", () => {
    expect(safeNext("/order/checkout")).toBe("/order/checkout");
    expect(safeNext(" /order/product?id=2PC-BOX ")).toBe("/order/product?id=2PC-BOX");
  });

  it("order-steps.next-intent: drops other hosts, schemes, odd paths and the default /order", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "order",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "/javascript:alert(1)",
      "/order/ checkout",
      `/${"a".repeat(600)}`,
      "/order",
    ]) {
      expect(safeNext(bad)).toBeNull();
    }
  });

  it("order-steps.after-location: a pickup restaurant goes on to the handoff step, carrying the intent", () => {
    expect(afterLocation("pickup", null)).toBe("/order/type");
    expect(afterLocation("pickup", "/order/checkout")).toBe("/order/type?next=%2Forder%2Fcheckout");
  });

  it("order-steps.after-location: a delivery address already chose the handoff: straight to the intent or /order", () => {
    expect(afterLocation("delivery", null)).toBe("/order");
    expect(afterLocation("delivery", "/order/checkout")).toBe("/order/checkout");
    expect(afterType(null)).toBe("/order");
    expect(afterType("/order/checkout")).toBe("/order/checkout");
  });

  it("builds the steps' links and reads the restaurant step's mode", () => {
    expect(locationStepPath(null)).toBe("/order/location");
    expect(locationStepPath("/order/checkout", "delivery")).toBe(
      "/order/location?mode=delivery&next=%2Forder%2Fcheckout",
    );
    expect(typeStepPath(null)).toBe("/order/type");
    expect(locationStepModeOf(new URLSearchParams("mode=delivery"))).toBe("delivery");
    expect(locationStepModeOf(new URLSearchParams("mode=other"))).toBe("pickup");
    expect(locationStepModeOf(new URLSearchParams(""))).toBe("pickup");
  });
});

describe("the handoff step", () => {
  it("order-steps.offered-handoffs: only the restaurant's modes, in the order In-Store, Curbside, Delivery", () => {
    expect(offeredHandoffs(["dispatch", "pickup"])).toEqual(["pickup", "dispatch"]);
    expect(offeredHandoffs(["curbside", "dispatch", "pickup"])).toEqual([
      "pickup",
      "curbside",
      "dispatch",
    ]);
    expect(offeredHandoffs(["pickup", "drone"])).toEqual(["pickup"]);
    expect(offeredHandoffs([])).toEqual([]);
    expect(offeredHandoffs(undefined)).toEqual([]);
  });

  it("starts on the order's handoff when offered, else the toggle's side, else the first offered", () => {
    expect(initialHandoff(["pickup", "curbside", "dispatch"], "curbside", "pickup")).toBe(
      "curbside",
    );
    expect(initialHandoff(["pickup", "dispatch"], "curbside", "pickup")).toBe("pickup");
    expect(initialHandoff(["pickup", "dispatch"], null, "delivery")).toBe("dispatch");
    expect(initialHandoff(["pickup", "curbside"], null, "delivery")).toBe("pickup");
    expect(initialHandoff(["curbside"], null, "pickup")).toBe("curbside");
    expect(initialHandoff([], null, "pickup")).toBeNull();
  });

  it("order-steps.handoff-choice: an order's handoff changes through the order actions, or is kept", () => {
    expect(handoffPlan("pickup", "pickup")).toEqual({ kind: "keep" });
    expect(handoffPlan("curbside", "curbside")).toEqual({ kind: "keep" });
    expect(handoffPlan("pickup", "dispatch")).toEqual({ kind: "switch-to-pickup" });
    expect(handoffPlan("curbside", "dispatch")).toEqual({ kind: "set", type: "curbside" });
    expect(handoffPlan("curbside", "pickup")).toEqual({ kind: "set", type: "curbside" });
    expect(handoffPlan("pickup", "curbside")).toEqual({ kind: "set", type: "pickup" });
  });

  it("order-steps.handoff-choice: without an order, pickup only moves the toggle; curbside creates the order", () => {
    expect(handoffPlan("pickup", null)).toEqual({ kind: "toggle" });
    expect(handoffPlan("curbside", null)).toEqual({ kind: "create-then-set", type: "curbside" });
  });
});

describe("the store query parameter", () => {
  it("order-steps.store-param: reads a restaurant id or slug; a malformed value reads as no restaurant", () => {
    expect(storeParamOf(new URLSearchParams("a=1"))).toBeNull();
    expect(storeParamOf(new URLSearchParams("store=107"))).toEqual({ id: "107" });
    expect(storeParamOf(new URLSearchParams("store=uptown-charlotte"))).toEqual({
      id: "uptown-charlotte",
    });
    expect(storeParamOf(new URLSearchParams("store=%20107%20"))).toEqual({ id: "107" });
    expect(storeParamOf(new URLSearchParams("store="))).toEqual({ id: null });
    expect(storeParamOf(new URLSearchParams("store=../x"))).toEqual({ id: null });
    expect(storeParamOf(new URLSearchParams(`store=${"9".repeat(80)}`))).toEqual({ id: null });
  });

  it("order-steps.store-param: the parameter is removed from the address, the rest kept", () => {
    expect(withoutStoreParam("?store=107")).toBe("");
    expect(withoutStoreParam("?store=107&lang=es")).toBe("?lang=es");
    expect(withoutStoreParam("?utm_source=qr&store=107&next=%2Fx")).toBe(
      "?utm_source=qr&next=%2Fx",
    );
  });

  it("order-steps.store-param: unknown or taking no orders: nothing changes", () => {
    const none = { locationId: null, hasOrder: false };
    expect(storeDecision(null, none)).toEqual({ kind: "unknown" });
    expect(storeDecision({ id: 107, handoff_modes: [] }, none)).toEqual({ kind: "closed" });
  });

  it("order-steps.store-param: another restaurant is chosen (its order created or transferred); the same one with an order is kept", () => {
    const store = { id: 107, handoff_modes: ["pickup", "dispatch"] };
    expect(storeDecision(store, { locationId: null, hasOrder: false })).toEqual({
      kind: "choose",
    });
    expect(storeDecision(store, { locationId: "101", hasOrder: true })).toEqual({
      kind: "choose",
    });
    expect(storeDecision(store, { locationId: "107", hasOrder: true })).toEqual({ kind: "same" });
    expect(storeDecision(store, { locationId: "107", hasOrder: false })).toEqual({
      kind: "choose",
    });
  });
});
