import { describe, expect, it } from "vitest";

import { pageClass } from "./page-class.ts";

describe("pageClass", () => {
  it("is page-home for the root", () => {
    expect(pageClass("/")).toBe("page-home");
    expect(pageClass("")).toBe("page-home");
  });

  it("joins the path segments with dashes", () => {
    expect(pageClass("/menu")).toBe("page-menu");
    expect(pageClass("/menu/nutrition")).toBe("page-menu-nutrition");
    expect(pageClass("/order/checkout/")).toBe("page-order-checkout");
    expect(pageClass("/about/chicken-scoop")).toBe("page-about-chicken-scoop");
  });

  it("keeps the class CSS-safe", () => {
    expect(pageClass("/About/Our%20Story")).toBe("page-about-our-story");
    expect(pageClass("/a/%E0%A4%A/b")).toBe("page-a-e0-a4-a-b");
    expect(pageClass("/!!!/x")).toBe("page-x");
  });
});
