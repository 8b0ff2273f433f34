import { describe, expect, it } from "vitest";

import { inOrder } from "./order-queue.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("cart.one-writer: order calls run one at a time (the last answer is the newest order)", () => {
  it("a slow first call finishes before a fast second one starts", async () => {
    const events: string[] = [];
    const first = inOrder(async () => {
      events.push("first starts");
      await wait(30);
      events.push("first ends");
      return 1;
    });
    const second = inOrder(async () => {
      events.push("second starts");
      await wait(1);
      events.push("second ends");
      return 2;
    });
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(events).toEqual(["first starts", "first ends", "second starts", "second ends"]);
  });

  it("a failed call still lets the next one run, and its error reaches its caller", async () => {
    const failed = inOrder(async () => {
      throw new Error("network");
    });
    const next = inOrder(async () => "ran");
    await expect(failed).rejects.toThrow("network");
    expect(await next).toBe("ran");
  });
});
