// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { OrderJson } from "@coop/contract/orders";

import { inOrder } from "../../lib/order/order-queue.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { HistoryView } from "./history-view.tsx";

type Sent = { method: string; path: string; body: unknown };
type Reply = { status: number; body: unknown };
let sent: Sent[];
let replies: Record<string, Reply | Reply[]>;

/** A placed order as GET orders/recent answers it (the fields the page reads). */
function pastOrder(
  id: string,
  created: string,
  lines: { name: string; quantity: number; choices?: string[] }[],
  extra: Partial<OrderJson> = {},
): OrderJson {
  return {
    id,
    number: 1042,
    status: "completed",
    location_id: 7,
    menu_id: "menu-raleigh",
    channel: "default",
    handoff: "pickup",
    products: lines.map((l, i) => ({
      id: `${id}-line-${i}`,
      product_id: 100 + i,
      sku: `SKU-${i}`,
      name: l.name,
      quantity: l.quantity,
      cost: { unit: 5, total: 5 * l.quantity },
      calories: 500,
      choices: (l.choices ?? []).map((name, j) => ({ option_id: j, name, quantity: 1, cost: 0 })),
      instructions: null,
      recipient: null,
      available_now: true,
    })),
    totals: {
      subtotal: 15,
      discount: 0,
      handoff: 0,
      fees: 0,
      tax: 1.09,
      tip: 0,
      donations: 0,
      total: 16.09,
    },
    address: null,
    customfields: {},
    coupon: null,
    discounts: [],
    donations: [],
    time: { mode: "asap", wanted: null, earliest: null },
    created,
    expires: null,
    ready_at: null,
    messages: [],
    ...extra,
  };
}

const older = pastOrder("ord-old", "20261117 18:30", [{ name: "Chicken Sandwich", quantity: 1 }]);
const newer = pastOrder("ord-new", "20261124 12:05", [
  { name: "3-Piece Combo", quantity: 1, choices: ["Cajun Fries", "Sweet Tea"] },
  { name: "Mac and Cheese", quantity: 2 },
]);
const fave = {
  id: "fave-1",
  description: "Friday dinner",
  menu_id: "menu-raleigh",
  products: [{ name: "Family Meal", quantity: 1 }],
  created: "20261120 19:00",
};
const raleigh = {
  id: 7,
  name: "Coop Raleigh Downtown",
  address: "1 Main St",
  city: "Raleigh",
  state: "NC",
  zip: "27601",
  menu_id: "menu-raleigh",
  lat: 35.77,
  lng: -78.64,
  phone: "9195550100",
  timezone: "America/New_York",
  handoff_modes: ["pickup"],
};
const checkWithUnavailable = {
  menu_id: "menu-raleigh",
  available: [{ name: "3-Piece Combo", quantity: 1 }],
  unavailable: [
    { id: "SKU-1", name: "Mac and Cheese", reason: "sold out at Coop Raleigh Downtown" },
  ],
};
const reordered = {
  order: {
    ...pastOrder("ord-fresh", "20261124 13:00", [{ name: "3-Piece Combo", quantity: 1 }]),
    status: "open",
  },
  unavailable: checkWithUnavailable.unavailable,
};

/** The network edge: each call is recorded and answered from `replies` by "METHOD path". */
beforeEach(() => {
  sent = [];
  replies = {
    "GET /api/v1/orders/recent": { status: 200, body: { orders: [older, newer] } },
    "GET /api/v1/orders/faves": { status: 200, body: { faves: [fave] } },
    "GET /api/v1/locations/7": { status: 200, body: raleigh },
    "GET /api/v1/locations/menu-raleigh": { status: 200, body: raleigh },
    "GET /api/v1/menus/menu-raleigh": { status: 200, body: { id: "menu-raleigh", categories: [] } },
    "POST /api/v1/orders/reorder/check": { status: 200, body: checkWithUnavailable },
    "POST /api/v1/orders/reorder": { status: 200, body: reordered },
  };
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = new URL(url, "http://localhost").pathname;
    sent.push({
      method,
      path,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    const found = replies[`${method} ${path}`];
    const reply = Array.isArray(found) ? (found.length > 1 ? found.shift() : found[0]) : found;
    if (!reply) return new Response(JSON.stringify({ message: "not here" }), { status: 404 });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await inOrder(async (write) => write.clear({ location: null, menu: null }));
});

function renderPage(entry = "/account/order-history") {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/account/order-history" element={<HistoryView />} />
        <Route path="/order" element={<p>The order page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const reorderCalls = () =>
  sent.filter(
    (s) => s.path === "/api/v1/orders/reorder" || s.path === "/api/v1/orders/faves/reorder",
  );

/** Puts a cart with `count` items in the store, as a queued order action would. */
async function cartWith(count: number) {
  await inOrder(async (write) => {
    write.keep(
      pastOrder("cart-1", "20261124 11:00", [{ name: "Biscuit", quantity: count }], {
        status: "open",
      }),
    );
  });
}

describe("order.history-list: the member's past orders", () => {
  it("order.history-list: newest first, with the restaurant, its local date and time, handoff, status in words, items with choices and the total", async () => {
    renderPage();
    const orders = await screen.findAllByTestId("history-order");
    expect(orders).toHaveLength(2);
    const first = within(orders[0]!);
    expect(await first.findByRole("heading", { name: "Coop Raleigh Downtown" })).toBeTruthy();
    expect(first.getByText("Nov 24, 2026 at 12:05 PM")).toBeTruthy();
    expect(first.getByText("Pickup")).toBeTruthy();
    expect(first.getByText("Picked up")).toBeTruthy();
    expect(first.getByText("Total $16.09")).toBeTruthy();
    const items = first.getByTestId("history-items").textContent;
    expect(items).toContain("3-Piece Combo (Cajun Fries, Sweet Tea)");
    expect(items).toContain("2 × Mac and Cheese");
    expect(within(orders[1]!).getByText("Nov 17, 2026 at 6:30 PM")).toBeTruthy();
  });

  it("order.history-list: the restaurant and placed time from the answer, the time on the restaurant's clock", async () => {
    const withPlace = {
      ...newer,
      restaurant: {
        id: 7,
        name: "Coop Durham",
        address: "2 Main St",
        city: "Durham",
        state: "NC",
        zip: "27701",
      },
      placed: "2026-11-24T22:40:00Z",
    };
    replies["GET /api/v1/orders/recent"] = { status: 200, body: { orders: [older, withPlace] } };
    renderPage();
    const orders = await screen.findAllByTestId("history-order");
    const first = within(orders[0]!);
    expect(first.getByRole("heading", { name: "Coop Durham" })).toBeTruthy();
    // 22:40 UTC is 5:40 PM in New York (the restaurant's zone from GET locations/7).
    expect(first.getByText("Nov 24, 2026 at 5:40 PM")).toBeTruthy();
  });

  it("order.history-list: details open on demand with the order's amounts", async () => {
    const user = userEvent.setup();
    renderPage();
    const first = within((await screen.findAllByTestId("history-order"))[0]!);
    await user.click(first.getByRole("button", { name: "View details" }));
    expect(first.getByRole("button", { name: "Hide details" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    expect(first.getByText("Tax")).toBeTruthy();
    expect(first.getByText("$1.09")).toBeTruthy();
  });

  it("order.history-list: no orders → says so and links to start an order; no favorites → explains how to save one", async () => {
    replies["GET /api/v1/orders/recent"] = { status: 200, body: { orders: [] } };
    replies["GET /api/v1/orders/faves"] = { status: 200, body: { faves: [] } };
    renderPage();
    expect((await screen.findByTestId("history-empty")).textContent).toContain(
      "haven't placed an order",
    );
    expect(screen.getByRole("link", { name: "Start an order" }).getAttribute("href")).toBe(
      "/order",
    );
    expect(screen.getByTestId("faves-empty").textContent).toContain("Save as favorite");
  });

  it("order.history-list: a failed load says why and Try again loads again", async () => {
    const user = userEvent.setup();
    replies["GET /api/v1/orders/recent"] = [
      { status: 503, body: { message: "The service is busy." } },
      { status: 200, body: { orders: [newer] } },
    ];
    renderPage();
    const alert = await screen.findByTestId("history-error");
    expect(alert.textContent).toContain("We couldn't load your orders");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("history-order")).toHaveLength(1);
  });
});

describe("order.reorder-ask-first: nothing is added before the customer knows what cannot come along", () => {
  it("order.reorder-ask-first: unavailable items are listed by name with the reason, with what will be added, and nothing is reordered until the customer agrees", async () => {
    const user = userEvent.setup();
    renderPage();
    const first = within((await screen.findAllByTestId("history-order"))[0]!);
    await user.click(first.getByRole("button", { name: /^Reorder the order of Nov 24, 2026/ }));

    const dialog = await screen.findByTestId("reorder-dialog");
    expect(
      within(dialog).getByRole("heading", { name: "Some items can't be ordered again" }),
    ).toBeTruthy();
    expect(within(dialog).getByTestId("reorder-unavailable").textContent).toBe(
      "Mac and Cheese: sold out at Coop Raleigh Downtown",
    );
    expect(within(dialog).getByTestId("reorder-available").textContent).toBe("1 × 3-Piece Combo");
    expect(sent.filter((s) => s.path === "/api/v1/orders/reorder/check")).toEqual([
      {
        method: "POST",
        path: "/api/v1/orders/reorder/check",
        body: { id: "ord-new", kind: "order" },
      },
    ]);
    expect(reorderCalls()).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("reorder-dialog")).toBeNull());
    expect(reorderCalls()).toEqual([]);
    expect(clientStore.getState().order).toBeNull();

    await user.click(first.getByRole("button", { name: /^Reorder the order of Nov 24, 2026/ }));
    await user.click(await screen.findByRole("button", { name: "Add the available items" }));
    expect(await screen.findByText("The order page")).toBeTruthy();
    expect(reorderCalls()).toEqual([
      { method: "POST", path: "/api/v1/orders/reorder", body: { id: "ord-new" } },
    ]);
    expect(clientStore.getState().order?.id).toBe("ord-fresh");
    expect(clientStore.getState().location).toMatchObject({
      name: "Coop Raleigh Downtown",
      menu_id: "menu-raleigh",
    });
  });

  it("order.reorder-ask-first: when nothing is available it says so, names the items and adds nothing", async () => {
    const user = userEvent.setup();
    replies["POST /api/v1/orders/reorder/check"] = {
      status: 200,
      body: {
        menu_id: "menu-raleigh",
        available: [],
        unavailable: [{ id: "SKU-0", name: "Chicken Sandwich", reason: "no longer on the menu" }],
      },
    };
    renderPage();
    const second = within((await screen.findAllByTestId("history-order"))[1]!);
    await user.click(second.getByRole("button", { name: /^Reorder/ }));
    const alert = await screen.findByTestId("reorder-nothing");
    expect(alert.textContent).toContain("None of the items of this order can be ordered now");
    expect(alert.textContent).toContain("Chicken Sandwich: no longer on the menu");
    expect(screen.queryByTestId("reorder-dialog")).toBeNull();
    expect(reorderCalls()).toEqual([]);
    expect(clientStore.getState().order).toBeNull();
  });

  it("order.reorder-new-order: with items in the cart the dialog says the reorder starts a new order without them", async () => {
    const user = userEvent.setup();
    await cartWith(3);
    replies["POST /api/v1/orders/reorder/check"] = {
      status: 200,
      body: {
        menu_id: "menu-raleigh",
        available: [{ name: "3-Piece Combo", quantity: 1 }],
        unavailable: [],
      },
    };
    renderPage();
    const first = within((await screen.findAllByTestId("history-order"))[0]!);
    await first.findByRole("heading", { name: "Coop Raleigh Downtown" });
    await user.click(first.getByRole("button", { name: /^Reorder/ }));
    const dialog = await screen.findByTestId("reorder-dialog");
    expect(within(dialog).getByRole("heading", { name: "Start a new order?" })).toBeTruthy();
    expect(within(dialog).getByTestId("reorder-replace").textContent).toBe(
      "Your cart has 3 items. Reordering starts a new order at Coop Raleigh Downtown; the items now in your cart are not carried over.",
    );
    expect(reorderCalls()).toEqual([]);
    expect(clientStore.getState().order?.id).toBe("cart-1");
  });

  it("order.reorder-ask-first: ?reorder=<order id> starts that order's reorder on load", async () => {
    renderPage("/account/order-history?reorder=ord-old");
    await screen.findByTestId("reorder-dialog");
    expect(
      sent.filter((s) => s.path === "/api/v1/orders/reorder/check").map((s) => s.body),
    ).toEqual([{ id: "ord-old", kind: "order" }]);
    expect(reorderCalls()).toEqual([]);
  });
});

describe("order.favorites: favorite orders", () => {
  it("order.favorites: Save as favorite suggests the weekday and meal, sends the name and shows the new favorite", async () => {
    const user = userEvent.setup();
    replies["POST /api/v1/orders/faves"] = {
      status: 200,
      body: { faves: [fave, { ...fave, id: "fave-2", description: "Tuesday lunch treat" }] },
    };
    renderPage();
    const first = within((await screen.findAllByTestId("history-order"))[0]!);
    await user.click(first.getByRole("button", { name: /^Save the order of Nov 24, 2026/ }));
    const name = first.getByRole("textbox", { name: "Name of the favorite" }) as HTMLInputElement;
    expect(name.value).toBe("Tuesday lunch");
    await user.clear(name);
    await user.click(first.getByRole("button", { name: "Save favorite" }));
    expect(first.getByRole("alert").textContent).toBe("Give the favorite a name.");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
    expect(sent.some((s) => s.method === "POST" && s.path === "/api/v1/orders/faves")).toBe(false);

    await user.type(name, "Tuesday lunch treat");
    await user.click(first.getByRole("button", { name: "Save favorite" }));
    expect(
      await first.findByText("Saved as “Tuesday lunch treat”. It's in your favorite orders below."),
    ).toBeTruthy();
    expect(
      sent.find((s) => s.method === "POST" && s.path === "/api/v1/orders/faves")?.body,
    ).toEqual({
      id: "ord-new",
      description: "Tuesday lunch treat",
    });
    expect(screen.getAllByTestId("history-fave")).toHaveLength(2);
  });

  it("order.favorites: a favorite is reordered through the same check, as a favorite", async () => {
    const user = userEvent.setup();
    renderPage();
    const card = within(await screen.findByTestId("history-fave"));
    await user.click(card.getByRole("button", { name: "Reorder the favorite “Friday dinner”" }));
    await screen.findByTestId("reorder-dialog");
    expect(sent.find((s) => s.path === "/api/v1/orders/reorder/check")?.body).toEqual({
      id: "fave-1",
      kind: "favorite",
    });
    expect(reorderCalls()).toEqual([]);
  });

  it("order.favorites: Delete asks first; Keep it keeps it, Delete favorite removes it and shows the remaining ones", async () => {
    const user = userEvent.setup();
    replies["DELETE /api/v1/orders/faves/fave-1"] = { status: 200, body: { faves: [] } };
    renderPage();
    const card = within(await screen.findByTestId("history-fave"));
    await user.click(card.getByRole("button", { name: "Delete the favorite “Friday dinner”" }));
    let dialog = await screen.findByTestId("fave-delete-dialog");
    expect(within(dialog).getByRole("heading", { name: "Delete “Friday dinner”?" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByTestId("fave-delete-dialog")).toBeNull());
    expect(sent.some((s) => s.method === "DELETE")).toBe(false);
    expect(screen.getAllByTestId("history-fave")).toHaveLength(1);

    await user.click(card.getByRole("button", { name: "Delete the favorite “Friday dinner”" }));
    dialog = await screen.findByTestId("fave-delete-dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete favorite" }));
    expect(await screen.findByText("“Friday dinner” was deleted.")).toBeTruthy();
    expect(sent.filter((s) => s.method === "DELETE").map((s) => s.path)).toEqual([
      "/api/v1/orders/faves/fave-1",
    ]);
    expect(screen.queryAllByTestId("history-fave")).toHaveLength(0);
    expect(screen.getByTestId("faves-empty")).toBeTruthy();
  });
});
