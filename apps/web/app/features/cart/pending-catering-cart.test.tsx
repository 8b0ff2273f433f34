// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { PendingCateringCart } from "./pending-catering-cart.tsx";

const cart = {
  lines: [
    {
      id: "l1",
      sku: "CAT-TT24",
      name: "Small Tender Tray",
      quantity: 2,
      cost: 54.99,
      choices: [
        { group: "Spice level", option: "Spicy", cost: 0 },
        { group: "Dipping sauces", option: "Honey Mustard", cost: 2.99 },
      ],
    },
    { id: "l2", sku: "CAT-PPR", name: "Paper Goods Kit", quantity: 1, cost: 4.99, choices: [] },
  ],
};

function Panel() {
  const pending = useClientState((s) => s.cateringCart);
  return pending ? (
    <PendingCateringCart cart={pending} handoff="delivery" onLeave={() => undefined} />
  ) : (
    <p>empty</p>
  );
}

function renderPanel() {
  const Stub = createRoutesStub([{ path: "/", Component: Panel }]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => clientStore.setState({ cateringCart: null, hydrated: false }));

describe("PendingCateringCart", () => {
  it("catering-order.pending-cart: lists the lines with their choices and the estimated subtotal, and leads to choosing a restaurant for the toggle's handoff", async () => {
    act(() => clientStore.setState({ cateringCart: cart, hydrated: true }));
    renderPanel();
    await screen.findByText("Small Tender Tray");
    expect(screen.getByText("Spicy, Honey Mustard")).toBeTruthy();
    expect(screen.getByText("$57.98 each")).toBeTruthy();
    // 2 × (54.99 + 2.99) + 4.99
    expect(screen.getByText("$120.95")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a restaurant" }).getAttribute("href")).toBe(
      "/locations?mode=delivery",
    );
  });

  it("catering-order.pending-cart: changes a quantity, and removing the last line empties the cart", async () => {
    act(() => clientStore.setState({ cateringCart: cart, hydrated: true }));
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "One fewer Small Tender Tray" }));
    expect(clientStore.getState().cateringCart?.lines[0]?.quantity).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "One more Paper Goods Kit" }));
    expect(clientStore.getState().cateringCart?.lines[1]?.quantity).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Remove Small Tender Tray" }));
    fireEvent.click(screen.getByRole("button", { name: "One fewer Paper Goods Kit" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove Paper Goods Kit" }));
    expect(clientStore.getState().cateringCart).toBeNull();
    await screen.findByText("empty");
  });
});
