import { describe, expect, it } from "vitest";

import { fireTime, makeMinutes, type MakeTimeModel } from "./make-time.ts";

const model: MakeTimeModel = { baseMinutes: 6, perItemMinutes: 1, categoryMinutes: {} };
const at = (min: number) => new Date(Date.UTC(2026, 10, 20, 17, 0) + min * 60_000);

describe("ops.make-time: minutes the kitchen needs", () => {
  it("ops.make-time: a base per order plus minutes per item", () => {
    expect(makeMinutes(model, [{ categoryId: 1, quantity: 1 }])).toBe(7);
    expect(makeMinutes(model, [{ categoryId: 1, quantity: 5 }])).toBe(11);
    expect(
      makeMinutes(model, [
        { categoryId: 1, quantity: 2 },
        { categoryId: null, quantity: 3 },
      ]),
    ).toBe(11);
  });

  it("ops.make-time: a category's own minutes per item override the default", () => {
    const birds = { ...model, categoryMinutes: { "7": 2.5 } };
    expect(makeMinutes(birds, [{ categoryId: 7, quantity: 2 }])).toBe(11);
    expect(makeMinutes(birds, [{ categoryId: 8, quantity: 2 }])).toBe(8);
    // Fractions round up to whole minutes.
    expect(makeMinutes(birds, [{ categoryId: 7, quantity: 1 }])).toBe(9);
  });

  it("ops.make-time: catering uses its own base", () => {
    const catering = { ...model, baseMinutes: 90 };
    expect(makeMinutes(catering, [{ categoryId: 3, quantity: 4 }])).toBe(94);
  });

  it("ops.make-time: at least a minute for an order with items, none for an empty one", () => {
    const zero = { baseMinutes: 0, perItemMinutes: 0, categoryMinutes: {} };
    expect(makeMinutes(zero, [{ categoryId: 1, quantity: 1 }])).toBe(1);
    expect(makeMinutes(zero, [])).toBe(0);
  });
});

describe("ops.fire-time: when an order reaches the board", () => {
  it("ops.fire-time: promised time minus the make time", () => {
    expect(fireTime(at(60), 11, at(0)).getTime()).toBe(at(49).getTime());
  });

  it("ops.fire-time: an order placed later than that fires at once", () => {
    expect(fireTime(at(20), 11, at(15)).getTime()).toBe(at(15).getTime());
  });
});
