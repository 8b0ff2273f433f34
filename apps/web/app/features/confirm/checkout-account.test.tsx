// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import { CheckoutAccountNotice } from "./checkout-account.tsx";

function renderNotice(state: Parameters<typeof CheckoutAccountNotice>[0]["state"]) {
  return render(
    <MemoryRouter initialEntries={["/order/confirm?id=order-1"]}>
      <CheckoutAccountNotice state={state} />
    </MemoryRouter>,
  );
}

afterEach(() => clientStore.setState({ redirect: null }));

describe("the account asked for at checkout, on the confirmation page", () => {
  it("checkout.create-account: says it is being created, then that the visitor is signed in and the order is in their history", () => {
    const { rerender } = renderNotice({ kind: "running" });
    expect(screen.getByRole("status").textContent).toBe("Creating your account…");
    rerender(
      <MemoryRouter>
        <CheckoutAccountNotice state={{ kind: "created", firstName: "Ada", claimed: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("checkout-account-created").textContent).toContain(
      "Welcome, Ada! Your account is ready and you are signed in.This order is in your order history",
    );
  });

  it("checkout.create-account: a refusal says what went wrong and offers sign-in, coming back to this order", async () => {
    const user = userEvent.setup();
    renderNotice({
      kind: "failed",
      status: 409,
      message: "An account already uses ada@example.com. Sign in instead.",
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(
      "Your order is placed, but we could not create your account: An account already uses ada@example.com. Sign in instead.",
    );
    await user.click(screen.getByRole("link", { name: "sign in to an existing account" }));
    expect(clientStore.getState().redirect).toBe("/order/confirm?id=order-1");
  });

  it("shows nothing when no account was asked for", () => {
    const { container } = renderNotice({ kind: "none" });
    expect(container.textContent).toBe("");
  });
});
