// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { StoredOrder } from "@coop/contract/entities";

import { cookieNames, getBrowserCookie } from "../../lib/cookies.ts";
import { inOrder } from "../../lib/order/order-queue.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { fakeApi } from "../../lib/test-support/fake-api.ts";
import { CateringExitDialog } from "./exit-dialog.tsx";

const order = {
  id: "order-1",
  products: [{ id: "l1", product_id: "p1", name: "Tender Pack", quantity: 2, cost: { total: 60 } }],
  totals: { subtotal: 60, discount: 0, total: 60 },
  discounts: [],
  donations: [],
  coupon: null,
} as unknown as StoredOrder;

beforeEach(async () => {
  document.cookie = `${cookieNames.exitCatering}=; Max-Age=0; Path=/`;
  await inOrder(async (write) => void write.keep(order));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clientStore.setOrder(null);
});

function renderDialog() {
  const onClose = vi.fn();
  const go = vi.fn();
  render(
    <CateringExitDialog
      href="http://localhost:3000/"
      onClose={onClose}
      returnFocusRef={createRef()}
      go={go}
    />,
  );
  return { onClose, go, user: userEvent.setup() };
}

describe("CateringExitDialog", () => {
  it("catering-exit.warn: asks with the exact texts, Continue and Cancel", async () => {
    fakeApi({});
    renderDialog();
    const dialog = await screen.findByRole("dialog", {
      name: "Are you sure you want to exit catering?",
    });
    expect(dialog.textContent).toContain(
      "Exiting catering mode will clear your current cart. Do you wish to continue?",
    );
    expect(screen.getByRole("button", { name: "Continue" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("catering-exit.cookie: Cancel stays, keeps the cart and sets exit-catering=opened", async () => {
    const sent = fakeApi({});
    const { onClose, go, user } = renderDialog();
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    expect(clientStore.getState().order?.id).toBe("order-1");
    expect(getBrowserCookie(cookieNames.exitCatering)).toBe("opened");
  });

  it("catering-exit.clear-cart, catering-exit.cookie: Continue abandons the order, empties the cart, sets the cookie, then follows the link", async () => {
    const sent = fakeApi({
      "DELETE /api/v1/orders/order-1/abandon": { status: 200, body: { status: "ok" } },
    });
    const { go, user } = renderDialog();
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith("http://localhost:3000/"));
    expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual([
      "DELETE /api/v1/orders/order-1/abandon",
    ]);
    expect(clientStore.getState().order).toBeNull();
    expect(getBrowserCookie(cookieNames.exitCatering)).toBe("opened");
  });

  it("catering-exit.clear-cart: a failed abandon call still empties the cart here and leaves", async () => {
    fakeApi({
      "DELETE /api/v1/orders/order-1/abandon": {
        status: 500,
        body: { message: "Something failed", requestId: "r1" },
      },
    });
    const { go, user } = renderDialog();
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await vi.waitFor(() => expect(go).toHaveBeenCalled());
    expect(clientStore.getState().order).toBeNull();
  });
});
