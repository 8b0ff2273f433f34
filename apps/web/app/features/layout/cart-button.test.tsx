// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { StoredOrder } from "@coop/contract/entities";

import { clientStore } from "../../lib/store/client-store.ts";
import { BAG_BOUNCE_MS, bagShouldBounce } from "./bag-bounce.ts";
import { CartButton } from "./cart-button.tsx";

const line = (id: string, quantity: number) => ({
  id,
  product_id: id,
  name: `Item ${id}`,
  quantity,
  cost: { total: 5 * quantity },
  choices: [],
});
const orderWith = (...lines: ReturnType<typeof line>[]): StoredOrder => ({
  id: "order-1",
  products: lines,
  totals: {},
  discounts: [],
  donations: [],
});

function reducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const button = () => screen.getByRole("button");
const bouncing = () => button().classList.contains("cart-button--bouncing");
/** One animation frame (the bounce starts on the next frame). */
const frame = () => act(() => vi.advanceTimersByTime(16));

describe("cart.bag-bounce: the rule", () => {
  it("cart.bag-bounce: bounces when the line count or the quantity grows, not for the stored cart at load", () => {
    expect(BAG_BOUNCE_MS).toBe(700);
    expect(bagShouldBounce(null, { lines: 2, quantity: 3 })).toBe(false);
    expect(bagShouldBounce({ lines: 1, quantity: 1 }, { lines: 2, quantity: 2 })).toBe(true);
    expect(bagShouldBounce({ lines: 1, quantity: 1 }, { lines: 1, quantity: 2 })).toBe(true);
    expect(bagShouldBounce({ lines: 2, quantity: 2 }, { lines: 1, quantity: 1 })).toBe(false);
    expect(bagShouldBounce({ lines: 1, quantity: 2 }, { lines: 1, quantity: 2 })).toBe(false);
  });
});

describe("cart.bag-bounce: the cart button", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
    reducedMotion(false);
    clientStore.setOrder(orderWith(line("a", 1)), { hydrated: true, showCart: false });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clientStore.setOrder(null);
  });

  it("cart.bag-bounce: an added item bounces the bag for exactly 700 ms, then the class is gone", () => {
    render(<CartButton />);
    frame();
    expect(bouncing()).toBe(false); // the cart at load is not an addition
    act(() => clientStore.setOrder(orderWith(line("a", 1), line("b", 1))));
    frame();
    expect(bouncing()).toBe(true);
    expect(button().style.getPropertyValue("--bag-bounce-duration")).toBe(`${BAG_BOUNCE_MS}ms`);
    act(() => vi.advanceTimersByTime(BAG_BOUNCE_MS - 1));
    expect(bouncing()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(bouncing()).toBe(false);
  });

  it("cart.bag-bounce: a quantity raised on a line bounces; a removal does not", () => {
    render(<CartButton />);
    act(() => clientStore.setOrder(orderWith(line("a", 2))));
    frame();
    expect(bouncing()).toBe(true);
    act(() => vi.advanceTimersByTime(BAG_BOUNCE_MS));
    expect(bouncing()).toBe(false);
    act(() => clientStore.setOrder(orderWith(line("a", 1))));
    frame();
    expect(bouncing()).toBe(false);
  });

  it("cart.bag-bounce: no bounce under prefers-reduced-motion", () => {
    reducedMotion(true);
    render(<CartButton />);
    act(() => clientStore.setOrder(orderWith(line("a", 1), line("b", 1))));
    frame();
    expect(bouncing()).toBe(false);
  });
});
