import { describe, expect, it } from "vitest";

import { cartQuantity } from "../../lib/store/state.ts";
import { exitLinkAction, type ExitPage, type LinkClick } from "./exit-rules.ts";

const catering: ExitPage = {
  origin: "http://catering.localhost:3000",
  channel: "catering",
  cartCount: 2,
};
const click = (href: string, extra: Partial<LinkClick> = {}): LinkClick => ({
  href,
  target: "",
  download: false,
  modified: false,
  ...extra,
});

describe("catering-exit.warn: which link clicks the exit dialog stops", () => {
  it("catering-exit.warn: a link to the consumer site with items in the cart is stopped", () => {
    expect(exitLinkAction(click("http://localhost:3000/"), catering)).toBe("warn");
    expect(exitLinkAction(click("https://shop.coopchicken.example/"), catering)).toBe("warn");
  });

  it("catering-exit.warn: with an empty cart an external link just works", () => {
    expect(exitLinkAction(click("http://localhost:3000/"), { ...catering, cartCount: 0 })).toBe(
      "follow",
    );
  });

  it("catering-exit.warn: on the default channel nothing is stopped", () => {
    const page: ExitPage = { origin: "http://localhost:3000", channel: "default", cartCount: 3 };
    expect(exitLinkAction(click("https://catering.localhost:3000/"), page)).toBe("follow");
    expect(exitLinkAction(click("https://example.com/locations"), page)).toBe("follow");
  });

  it("catering-exit.warn: links of this site, and not http(s), are not leaving", () => {
    for (const href of [
      "http://catering.localhost:3000/bo-time-moments",
      "/menu",
      "#main",
      "mailto:catering@coopchicken.example",
      "tel:+19195550100",
    ]) {
      expect(exitLinkAction(click(href), catering), href).toBe("follow");
    }
  });

  it("catering-exit.warn: another port or protocol of the same host is another origin", () => {
    expect(exitLinkAction(click("http://catering.localhost:4000/"), catering)).toBe("warn");
    expect(exitLinkAction(click("https://catering.localhost:3000/"), catering)).toBe("warn");
  });

  it("catering-exit.warn: a link that opens another tab or window leaves the catering tab be", () => {
    const href = "https://www.facebook.com/coopchicken";
    expect(exitLinkAction(click(href, { target: "_blank" }), catering)).toBe("follow");
    expect(exitLinkAction(click(href, { modified: true }), catering)).toBe("follow");
    expect(exitLinkAction(click(href, { download: true }), catering)).toBe("follow");
    expect(exitLinkAction(click(href, { target: "_self" }), catering)).toBe("warn");
    expect(exitLinkAction(click(href, { target: "_top" }), catering)).toBe("follow");
  });
});

describe("catering-exit.locations-new-tab", () => {
  it("catering-exit.locations-new-tab: an external link containing 'locations' opens in a new tab", () => {
    expect(exitLinkAction(click("http://localhost:3000/locations?mode=pickup"), catering)).toBe(
      "new-tab",
    );
    expect(
      exitLinkAction(click("https://example.com/Store-LOCATIONS"), {
        ...catering,
        cartCount: 0,
      }),
    ).toBe("new-tab");
  });

  it("catering-exit.locations-new-tab: this site's own /locations stays in the tab", () => {
    expect(exitLinkAction(click("/locations?mode=delivery"), catering)).toBe("follow");
  });
});

describe("catering-exit.cart-count", () => {
  const line = (quantity: number) => ({ quantity }) as never;
  it("catering-exit.cart-count: the order's quantities, or before an order the catering cart's", () => {
    const order = { products: [line(2), line(1)] } as never;
    const pending = { lines: [line(4)] } as never;
    expect(cartQuantity({ order, cateringCart: null })).toBe(3);
    expect(cartQuantity({ order: null, cateringCart: pending })).toBe(4);
    expect(cartQuantity({ order: null, cateringCart: null })).toBe(0);
  });
});
