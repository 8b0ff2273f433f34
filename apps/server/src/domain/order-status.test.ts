import { describe, expect, it } from "vitest";

import {
  canCancel,
  driveMinutes,
  modelTime,
  nextBoardStatus,
  nextStatusChange,
  orderStatus,
  type StatusInput,
} from "./order-status.ts";

const at = (min: number) => new Date(Date.UTC(2026, 10, 20, 17, 0) + min * 60_000);
const base: StatusInput = {
  state: "submitted",
  handoff: "pickup",
  kitchenAt: at(10),
  readyAt: at(20),
  deliveredAt: null,
  arrivedAt: null,
  submittedAt: at(0),
};

describe("order.status-clock: order status (make-time model)", () => {
  it.each([
    [0, "scheduled"],
    [9, "scheduled"],
    [10, "in_progress"],
    [19, "in_progress"],
    [20, "ready"],
    [49, "ready"],
    [50, "completed"],
  ] as const)("pickup at +%i min → %s", (min, status) => {
    expect(orderStatus(base, at(min))).toBe(status);
  });

  it("delivery: ready means out for delivery, then delivered", () => {
    const d = { ...base, handoff: "dispatch" as const, deliveredAt: at(35) };
    expect(orderStatus(d, at(20))).toBe("out_for_delivery");
    expect(orderStatus(d, at(35))).toBe("delivered");
  });

  it("handoff.curbside-arrival: arrival completes a curbside order shortly after it is ready", () => {
    const c = { ...base, handoff: "curbside" as const, arrivedAt: at(15) };
    expect(orderStatus(c, at(24))).toBe("ready");
    expect(orderStatus(c, at(25))).toBe("completed");
  });

  it("open, canceled and abandoned orders keep their state", () => {
    expect(orderStatus({ ...base, state: "canceled" }, at(30))).toBe("canceled");
    expect(orderStatus({ ...base, state: "open" }, at(30))).toBe("open");
  });

  it("order.cancel-before-kitchen: can be canceled only until the kitchen starts", () => {
    expect(canCancel(base, at(9))).toBe(true);
    expect(canCancel(base, at(10))).toBe(false);
    expect(canCancel({ ...base, state: "open" }, at(0))).toBe(false);
  });

  it("drive time grows with distance, at least 8 minutes", () => {
    expect(driveMinutes(0)).toBe(8);
    expect(driveMinutes(4)).toBe(18);
  });

  describe("order.clock-speed: ORDER_CLOCK_SPEED, the order's clock = placed + (now − placed) × speed", () => {
    const realSeconds = (s: number) => new Date(at(0).getTime() + s * 1000);

    it("speed 1 is the wall clock", () => {
      expect(modelTime(at(0), at(7), 1)).toEqual(at(7));
      expect(orderStatus(base, at(9), 1)).toBe("scheduled");
    });

    it("at speed 60 a minute of the model passes every real second, from the moment it was placed", () => {
      expect(modelTime(at(0), realSeconds(10), 60)).toEqual(at(10));
      expect(orderStatus(base, realSeconds(9), 60)).toBe("scheduled");
      expect(orderStatus(base, realSeconds(10), 60)).toBe("in_progress");
      expect(orderStatus(base, realSeconds(20), 60)).toBe("ready");
      expect(orderStatus(base, realSeconds(50), 60)).toBe("completed");
    });

    it("canceling ends when the kitchen starts on the order's clock", () => {
      expect(canCancel(base, realSeconds(9), 60)).toBe(true);
      expect(canCancel(base, realSeconds(10), 60)).toBe(false);
    });

    it("a curbside arrival is read on the order's clock too", () => {
      // Arrived 15 real seconds after placing = model minute 15; completes 5 model minutes after ready.
      const c = { ...base, handoff: "curbside" as const, arrivedAt: realSeconds(15) };
      expect(orderStatus(c, realSeconds(24), 60)).toBe("ready");
      expect(orderStatus(c, realSeconds(25), 60)).toBe("completed");
    });

    it("an order without a submit instant keeps the wall clock", () => {
      expect(modelTime(null, at(5), 60)).toEqual(at(5));
    });
  });
});

describe("ops.status-model: staff drive statuses", () => {
  const manual: StatusInput = { ...base, autoAdvance: false, staffStatus: null };

  it("ops.status-model: without auto-advance the clock does not move it; staff do", () => {
    expect(orderStatus(manual, at(60))).toBe("scheduled");
    expect(orderStatus({ ...manual, staffStatus: "in_progress" }, at(0))).toBe("in_progress");
    expect(orderStatus({ ...manual, staffStatus: "ready" }, at(500))).toBe("ready");
    expect(nextStatusChange({ ...manual, staffStatus: "ready" }, at(15))).toBeNull();
  });

  it("ops.status-model: with auto-advance the further along of the clock and staff counts", () => {
    const auto = { ...base, autoAdvance: true };
    expect(orderStatus({ ...auto, staffStatus: "ready" }, at(0))).toBe("ready");
    expect(orderStatus({ ...auto, staffStatus: "in_progress" }, at(25))).toBe("ready");
    expect(orderStatus({ ...auto, staffStatus: "completed" }, at(12))).toBe("completed");
    expect(orderStatus({ ...auto, state: "canceled", staffStatus: "ready" }, at(0))).toBe(
      "canceled",
    );
  });

  it("ops.status-model: the sequences by handoff", () => {
    expect(nextBoardStatus("pickup", "scheduled")).toBe("in_progress");
    expect(nextBoardStatus("curbside", "in_progress")).toBe("ready");
    expect(nextBoardStatus("pickup", "ready")).toBe("completed");
    expect(nextBoardStatus("pickup", "completed")).toBeNull();
    expect(nextBoardStatus("dispatch", "in_progress")).toBe("out_for_delivery");
    expect(nextBoardStatus("dispatch", "out_for_delivery")).toBe("delivered");
    expect(nextBoardStatus("dispatch", "ready")).toBeNull();
    expect(nextBoardStatus("pickup", "canceled")).toBeNull();
  });

  it("ops.status-model: the customer cannot cancel once staff moved it, even before the fire time", () => {
    expect(canCancel(manual, at(5))).toBe(true);
    expect(canCancel({ ...manual, staffStatus: "in_progress" }, at(5))).toBe(false);
    expect(canCancel(manual, at(10))).toBe(false);
    // The fire time is the one change the clock still makes (the cancel ends there).
    expect(nextStatusChange(manual, at(5))?.getTime()).toBe(at(10).getTime());
  });
});
