import { describe, expect, it } from "vitest";

import { productDisplayName } from "./product-name.ts";

describe("menu.product-display-name: a product's name as shown", () => {
  it.each([
    ["Tender Tray - Large", "Tender Tray"],
    ["Big Bo Box - 8 Piece - Spicy", "Big Bo Box"],
    ["2-Piece Box", "2-Piece Box"],
    ["Half & Half Tea by the Gallon", "Half & Half Tea by the Gallon"],
    ["Sweet Tea -Large", "Sweet Tea -Large"],
    [" - Large", " - Large"],
    ["", ""],
  ])("menu.product-display-name: %j reads %j", (name, shown) => {
    expect(productDisplayName(name)).toBe(shown);
  });
});
