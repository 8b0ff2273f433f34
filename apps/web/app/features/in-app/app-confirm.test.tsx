// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { OrderJson } from "@coop/contract/orders";

import { AppConfirm } from "./app-confirm.tsx";

const order = {
  id: "o1",
  number: 1042,
  status: "placed",
  handoff: "pickup",
  products: [
    {
      id: "l1",
      quantity: 2,
      name: "Big Bo Box",
      cost: { total: 21.98 },
      choices: [{ name: "Cajun fries", quantity: 1 }],
      instructions: "Extra napkins",
    },
  ],
  totals: { total: 26.71 },
} as unknown as OrderJson;

const renderWith = (state: Parameters<typeof AppConfirm>[0]["state"], back: string | null) =>
  render(
    <AppConfirm
      state={state}
      back={back}
      onRetry={vi.fn()}
      renderStatus={() => <p>status of the order</p>}
      renderTotals={() => <p>totals of the order</p>}
    />,
  );

describe("AppConfirm", () => {
  it("inapp.confirm-view: the placed order's number, items, status and totals, and Back to the app at the allowed address", () => {
    renderWith({ kind: "ready", order }, "coopapp://orders");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Thanks! Your order is in.");
    expect(screen.getByTestId("order-number").textContent).toBe("Order #1042");
    const items = screen.getByTestId("order-items").textContent;
    expect(items).toContain("Big Bo Box");
    expect(items).toContain("$21.98");
    expect(items).toContain("Qty 2 · Cajun fries · Extra napkins");
    expect(screen.getByText("status of the order")).toBeTruthy();
    expect(screen.getByText("totals of the order")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the app" }).getAttribute("href")).toBe(
      "coopapp://orders",
    );
  });

  it("inapp.confirm-view: without an allowed address there is no way back but the app's own; an unknown order says so", () => {
    renderWith({ kind: "not-found" }, null);
    expect(screen.getByText("We can't find this order")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
