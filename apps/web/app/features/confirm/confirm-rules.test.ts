import { describe, expect, it } from "vitest";

import {
  currentStepIndex,
  isFinalStatus,
  mapLink,
  nextPollDelay,
  POLL_FIRST_MS,
  POLL_MAX_MS,
  purchasePayload,
  readyTimeWording,
  showArrivalButton,
  statusSteps,
} from "./confirm-rules.ts";

describe("order.tracking-steps: tracking steps follow the engine's states per handoff", () => {
  it("pickup and curbside: scheduled → in progress → ready → completed", () => {
    expect(statusSteps("pickup")).toEqual(["scheduled", "in_progress", "ready", "completed"]);
    expect(statusSteps("curbside")).toEqual(statusSteps("pickup"));
  });

  it("delivery: … → out for delivery → delivered", () => {
    expect(statusSteps("dispatch")).toEqual([
      "scheduled",
      "in_progress",
      "out_for_delivery",
      "delivered",
    ]);
    expect(currentStepIndex("dispatch", "out_for_delivery")).toBe(2);
  });

  it("a canceled order is on no step, and completed, delivered and canceled are final", () => {
    expect(currentStepIndex("pickup", "canceled")).toBe(-1);
    expect(isFinalStatus("completed")).toBe(true);
    expect(isFinalStatus("delivered")).toBe(true);
    expect(isFinalStatus("canceled")).toBe(true);
    expect(isFinalStatus("ready")).toBe(false);
    expect(isFinalStatus("out_for_delivery")).toBe(false);
  });
});

describe("order.status-polling: back-off 5 s doubling to 60 s, back to 5 s on a change", () => {
  it("doubles while nothing changes and stops growing at 60 s", () => {
    const delays: number[] = [];
    let d: number | null = null;
    for (let i = 0; i < 7; i++) {
      d = nextPollDelay(d, false);
      delays.push(d);
    }
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
    expect(POLL_FIRST_MS).toBe(5_000);
    expect(POLL_MAX_MS).toBe(60_000);
  });

  it("resets to 5 s when the status changed", () => {
    expect(nextPollDelay(40_000, true)).toBe(5_000);
  });
});

describe("handoff.curbside-arrival: the button shows for curbside orders not completed or canceled, until arrived", () => {
  it.each([
    ["curbside", "scheduled", false, true],
    ["curbside", "ready", false, true],
    ["curbside", "ready", true, false],
    ["curbside", "completed", false, false],
    ["curbside", "canceled", false, false],
    ["pickup", "ready", false, false],
  ] as const)("%s %s arrived=%s → %s", (handoff, status, arrived, shown) => {
    expect(showArrivalButton({ handoff, status, arrived })).toBe(shown);
  });
});

describe("order.ready-time-wording: ready time is worded on the restaurant's clock", () => {
  const zone = "America/New_York";
  const now = new Date("2026-11-20T17:00:00Z"); // 12:00 PM in New York

  it('"Today at 12:45 PM" for later the same local day', () => {
    expect(readyTimeWording(new Date("2026-11-20T17:45:00Z"), now, zone, "en-US")).toEqual({
      day: "today",
      time: "12:45 PM",
    });
  });

  it("uses the restaurant's day, not the visitor's: 11:30 PM local is still today", () => {
    // 04:30 UTC the next day is 11:30 PM the same day in New York.
    expect(readyTimeWording(new Date("2026-11-21T04:30:00Z"), now, zone, "en-US").day).toBe(
      "today",
    );
  });

  it("tomorrow, then a date with its weekday", () => {
    expect(readyTimeWording(new Date("2026-11-21T15:00:00Z"), now, zone, "en-US").day).toBe(
      "tomorrow",
    );
    expect(readyTimeWording(new Date("2026-11-24T15:00:00Z"), now, zone, "en-US")).toEqual({
      day: "date",
      date: "Tuesday, November 24",
      time: "10:00 AM",
    });
  });
});

describe("order.map-link: restaurant map link", () => {
  it("opens OpenStreetMap with a marker on the restaurant", () => {
    expect(mapLink(35.84, -78.64)).toBe(
      "https://www.openstreetmap.org/?mlat=35.84000&mlon=-78.64000#map=17/35.84000/-78.64000",
    );
  });
});

describe("tracking.purchase: purchase event", () => {
  it("affiliation = channel, USD, transaction id = order number, value = total, tax, shipping = delivery fee, coupon, items", () => {
    const payload = purchasePayload(
      {
        id: "abc",
        number: 1042,
        products: [
          {
            sku: "CB-3PC",
            product_id: 7,
            name: "3 Piece Combo",
            quantity: 2,
            cost: { total: 21.98, unit: 10.99 },
          },
        ],
        totals: { total: 27.5, tax: 1.8, handoff: 3.99 },
        coupon: { couponcode: "COOP10" },
      },
      "default",
      { id: "102", name: "North Hills" },
    );
    expect(payload).toEqual({
      affiliation: "default",
      location_name: "North Hills",
      location_code: "102",
      ecommerce: {
        currency: "USD",
        transaction_id: "1042",
        value: 27.5,
        tax: 1.8,
        shipping: 3.99,
        coupon: "COOP10",
        items: [
          {
            item_id: "CB-3PC",
            item_name: "3 Piece Combo",
            price: 10.99,
            quantity: 2,
            affiliation: "default",
          },
        ],
      },
    });
  });

  it("uses the order id while the order has no number, and an empty coupon without one", () => {
    const payload = purchasePayload(
      {
        id: "abc",
        number: null,
        products: [],
        totals: { total: 0, tax: 0, handoff: 0 },
        coupon: null,
      },
      "catering",
      null,
    );
    expect(payload.ecommerce).toMatchObject({ transaction_id: "abc", coupon: "" });
  });
});
