// The member's order history page in the built app: a member with a placed order (placed
// through the HTTP API, as the checkout does) reorders it from the history and finds its items
// in the cart; saves it as a favorite, reorders the favorite and deletes it. axe runs on the
// page, signed in, at 375 and 1280 px.
import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { createApiClient } from "@coop/contract/client";

import {
  apiClient,
  type MemberSession,
  ok,
  signInDemoMember,
  takeEarliestTime,
} from "./support/api.ts";
import { axeViolations, baseUrl, browserPerFile, viewports } from "./support/browser.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();

let member: MemberSession;
let ordering: string;
beforeAll(async () => {
  member = await signInDemoMember();
  ordering = member.tokens.ordering.access.token;
});

/** The typed API client with the member's ordering token, for the calls the shared helpers do not wrap. */
const memberApi = () =>
  createApiClient({
    baseUrl: baseUrl(),
    context: () => ({ channel: "default", clientType: "web", orderingToken: ordering }),
  });

type Placed = { id: string; number: number; names: string[] };

/**
 * create → add → pickup → earliest time → card token → submit, as the member, at the first
 * restaurant that offers a ready time (tests run at any hour; a scheduled order is placed too).
 */
async function placeMemberOrder(): Promise<Placed> {
  const api = apiClient({ orderingToken: ordering });
  const list = ok(await api.locationsList(), "GET locations");
  for (const restaurant of list.locations) {
    const created = ok(await api.ordersCreate(restaurant.menu_id), "POST orders/create");
    const added = ok(
      await api.ordersAddProducts(created.id, {
        products: [
          { id: "CB-3PC", quantity: 1, choices: [] },
          { id: "SD-MAC", quantity: 2 },
        ],
      }),
      "POST orders/{id}/products",
    );
    // The earliest ready time depends on what is in the order (its make time): read it after
    // the products are in, as the checkout does.
    const handed = await api.ordersSetHandoff(created.id, "pickup");
    if (!handed.ok || !handed.data.time.earliest) {
      await api.ordersAbandon(created.id);
      continue;
    }
    await takeEarliestTime(api, created.id, handed.data.time);
    const validated = ok(await api.ordersValidate(created.id), "POST orders/{id}/validate");
    const token = ok(
      await api.ordersToken(created.id, {
        number: "4111 1111 1111 1111",
        exp_month: 12,
        exp_year: 2030,
        cvv: "123",
        zip: "27601",
      }),
      "POST orders/{id}/token",
    );
    const placed = ok(
      await api.ordersSubmit(
        created.id,
        { usertype: "user", payments: [{ token: token.token, amount: validated.totals.total }] },
        randomUUID(),
      ),
      "POST orders/{id}/submit",
    );
    return { id: created.id, number: placed.number, names: added.products.map((p) => p.name) };
  }
  throw new Error("No restaurant takes orders in the next days.");
}

async function openHistory(viewport: { width: number; height: number }, query = "") {
  const watched = await openPage(browser(), `/account/order-history${query}`, {
    viewport,
    seed: { member, locationConfirmed: true },
  });
  await watched.page.getByTestId("history").waitFor();
  return watched;
}

let placed: Placed;
beforeAll(async () => {
  placed = await placeMemberOrder();
}, 60_000);

describe("order history page", () => {
  it("order.history-list, order.reorder-ask-first, order.reorder-new-order: a member reorders a placed order from the history and finds its items in the cart", async () => {
    const { page, context, problems } = await openHistory(viewports.desktop);
    try {
      const card = page.getByTestId("history-order").filter({ hasText: `Order #${placed.number}` });
      await card.waitFor();
      for (const name of placed.names) expect(await card.innerText()).toContain(name);
      await card.getByRole("button", { name: /^Reorder/ }).click();
      // An empty cart and every item available: no question, the new order opens in the cart.
      await page.waitForURL((url) => url.pathname === "/order");
      const cart = page.locator("#cart-panel");
      for (const name of placed.names) await cart.getByText(name).first().waitFor();
      const stored = await page.evaluate(() => localStorage.getItem("order"));
      const order = (JSON.parse(stored!) as { value: { id: string; products: { name: string }[] } })
        .value;
      expect(order.id).not.toBe(placed.id);
      expect(order.products.map((p) => p.name).sort()).toEqual([...placed.names].sort());
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("order.favorites: a member saves the order as a favorite, reorders the favorite and deletes it", async () => {
    const { page, context, problems } = await openHistory(viewports.mobile);
    const name = `Lunch ${randomUUID().slice(0, 6)}`;
    try {
      const card = page.getByTestId("history-order").filter({ hasText: `Order #${placed.number}` });
      await card.getByRole("button", { name: /^Save the order/ }).click();
      await card.getByLabel("Name of the favorite").fill(name);
      await card.getByRole("button", { name: "Save favorite" }).click();
      await card.getByText(`Saved as “${name}”`).waitFor();
      const fave = page.getByTestId("history-fave").filter({ hasText: name });
      await fave.waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await fave.getByRole("button", { name: `Reorder the favorite “${name}”` }).click();
      await page.waitForURL((url) => url.pathname === "/order");
      const cart = page.locator("#cart-panel");
      for (const item of placed.names) await cart.getByText(item).first().waitFor();

      await page.goto(`${baseUrl()}/account/order-history`);
      const again = page.getByTestId("history-fave").filter({ hasText: name });
      // The cart now has items: a reorder asks first, saying the new order leaves them out.
      const cartBefore = await page.evaluate(() => localStorage.getItem("order"));
      await again.getByRole("button", { name: `Reorder the favorite “${name}”` }).click();
      const ask = page.getByTestId("reorder-dialog");
      await ask.waitFor();
      expect(await ask.getByTestId("reorder-replace").innerText()).toContain(
        "Reordering starts a new order",
      );
      expect(await axeViolations(page)).toEqual([]);
      await ask.getByRole("button", { name: "Cancel" }).click();
      await ask.waitFor({ state: "detached" });
      expect(await page.evaluate(() => localStorage.getItem("order"))).toBe(cartBefore);
      await again.getByRole("button", { name: `Delete the favorite “${name}”` }).click();
      const dialog = page.getByTestId("fave-delete-dialog");
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Delete favorite" }).click();
      await page.getByText(`“${name}” was deleted.`).waitFor();
      expect(await again.count()).toBe(0);
      const faves = ok(await memberApi().call("ordersFavesList"), "GET orders/faves");
      expect(faves.faves.some((f) => f.description === name)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  for (const [label, viewport] of [
    ["375", viewports.mobile],
    ["1280", viewports.desktop],
  ] as const) {
    it(`order.history-list: axe finds nothing on the signed-in page at ${label} px`, async () => {
      const { page, context, problems } = await openHistory(viewport);
      try {
        await page.getByTestId("history-order").first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  }
});
