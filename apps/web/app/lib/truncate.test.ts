import { describe, expect, it } from "vitest";

import { truncate, TRUNCATE_DEFAULT } from "./truncate.ts";

describe("frame.location-label: truncate (location label truncated at 20 / 15 characters)", () => {
  it.each([
    ["1234 Glenwood Avenue Suite 5", 20, "1234 Glenwood Avenue..."],
    ["1234 Glenwood Avenue Suite 5", 15, "1234 Glenwood A..."],
    ["12345678901234567890", 20, "12345678901234567890"],
    ["123456789012345678901", 20, "12345678901234567890..."],
    ["100 Main St", 15, "100 Main St"],
    ["", 20, ""],
    ["Calle Señor Ñandú 5 Piso 2", 20, "Calle Señor Ñandú 5 ..."],
    ["🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔", 15, "🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔🐔..."],
  ])("%j at %i → %j", (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });
});

describe("frame.truncate-default: truncate without a length", () => {
  it("frame.truncate-default: cuts at 30 characters with an ellipsis", () => {
    expect(TRUNCATE_DEFAULT).toBe(30);
    expect(truncate("Sausage, Egg & Cheese Biscuit Combo")).toBe(
      "Sausage, Egg & Cheese Biscuit ...",
    );
  });

  it("frame.truncate-default: leaves 30 characters or fewer as they are", () => {
    expect(truncate("123456789012345678901234567890")).toBe("123456789012345678901234567890");
    expect(truncate("Honey Butter Chicken Biscuit")).toBe("Honey Butter Chicken Biscuit");
  });
});
