import { describe, expect, it } from "vitest";

import { DAYPART_MINUTES, earliestWithDaypart, hasDaypartItem } from "./daypart.ts";

describe("daypart.ten-thirty: the 10:30 daypart rule", () => {
  it("10:30 is 630 minutes after midnight", () => {
    expect(DAYPART_MINUTES).toBe(10 * 60 + 30);
  });

  it.each([
    [["10:30 Lunch Box"], true],
    [["Biscuit", "After 10:30 Spicy Sandwich Combo"], true],
    [["Lunch special 10:30"], true],
    [["Chicken Biscuit", "Sweet Tea"], false],
    [["1030 Box", "10.30 Box", "10:3 Box"], false],
    [[], false],
  ])("a cart of %j has a daypart item: %s", (names, expected) => {
    expect(hasDaypartItem(names)).toBe(expected);
  });

  it.each([
    [["10:30 Lunch Box"], 7 * 60, DAYPART_MINUTES],
    [["10:30 Lunch Box"], 10 * 60 + 29, DAYPART_MINUTES],
    [["10:30 Lunch Box"], DAYPART_MINUTES, DAYPART_MINUTES],
    [["10:30 Lunch Box"], 12 * 60, 12 * 60],
    [["Chicken Biscuit"], 7 * 60, 7 * 60],
  ])(
    "with %j the earliest time %i becomes %i: no earlier than 10:30",
    (names, minutes, expected) => {
      expect(earliestWithDaypart(names, minutes)).toBe(expected);
    },
  );
});
