// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { StoredOrder } from "@coop/contract/entities";

import { inOrder } from "../../lib/order/order-queue.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { CateringExit } from "./exit-watcher.tsx";

const order = {
  id: "order-1",
  products: [{ id: "l1", product_id: "p1", name: "Tender Pack", quantity: 1, cost: { total: 60 } }],
  totals: { subtotal: 60, discount: 0, total: 60 },
  discounts: [],
  donations: [],
  coupon: null,
} as unknown as StoredOrder;

/** What the browser was left to do with each click: its links are never really followed here. */
let followed: { href: string; target: string; rel: string }[];
function recordFollowed(event: MouseEvent) {
  const anchor = (event.target as Element).closest("a");
  if (!event.defaultPrevented && anchor)
    followed.push({ href: anchor.href, target: anchor.target, rel: anchor.rel });
  event.preventDefault();
}

beforeEach(() => {
  followed = [];
  window.addEventListener("click", recordFollowed);
  clientStore.setState({ hydrated: true, channel: "catering" });
});
afterEach(async () => {
  window.removeEventListener("click", recordFollowed);
  await inOrder(async (write) => write.clear());
  clientStore.setState({ hydrated: false, channel: "default" });
});

function renderPage() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <a href="https://coop.example/">Back to Home</a>
          <a href="https://coop.example/locations?mode=pickup">Find a restaurant</a>
          <a href="/bo-time-moments">Bo Time Moments</a>
          <CateringExit />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return userEvent.setup();
}

describe("CateringExit: the document's link clicks on the catering channel", () => {
  it("catering-exit.warn: a link out of the site with items in the cart opens the dialog and is not followed", async () => {
    await inOrder(async (write) => void write.keep(order));
    const user = renderPage();
    await user.click(screen.getByRole("link", { name: "Back to Home" }));
    expect(
      await screen.findByRole("dialog", { name: "Are you sure you want to exit catering?" }),
    ).toBeTruthy();
    expect(followed).toEqual([]);
  });

  it("catering-exit.warn: with an empty cart the link is followed without a dialog", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("link", { name: "Back to Home" }));
    expect(followed.map((f) => f.href)).toEqual(["https://coop.example/"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("catering-exit.locations-new-tab: a 'locations' link out of the site opens a new tab, cart or not", async () => {
    await inOrder(async (write) => void write.keep(order));
    const user = renderPage();
    await user.click(screen.getByRole("link", { name: "Find a restaurant" }));
    expect(followed).toEqual([
      { href: "https://coop.example/locations?mode=pickup", target: "_blank", rel: "noopener" },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("catering-exit.warn: on the default channel nothing is stopped", async () => {
    clientStore.setState({ channel: "default" });
    await inOrder(async (write) => void write.keep(order));
    const user = renderPage();
    await user.click(screen.getByRole("link", { name: "Back to Home" }));
    expect(followed.map((f) => f.href)).toEqual(["https://coop.example/"]);
  });
});
