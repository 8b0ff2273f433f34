// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import { AccountHome } from "./account-home.tsx";
import {
  ada,
  loyalty,
  recentOrder,
  signInAda,
  signOutStore,
  stubApi,
  wallet,
} from "./test-fixtures.ts";

const ok = (body: unknown) => ({ status: 200, body });
const everything = {
  "GET /api/v1/members/get": ok(ada),
  "GET /api/v1/members/loyalty": ok(loyalty),
  "GET /api/v1/members/offers/all": ok(wallet),
  "GET /api/v1/orders/recent": ok({ orders: [recentOrder] }),
  "GET /api/v1/locations/102": ok({ id: 102, name: "North Hills" }),
};

function renderHome() {
  return render(
    <MemoryRouter>
      <AccountHome />
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByTestId(`account-card-${name}`);

beforeEach(signInAda);
afterEach(() => {
  vi.unstubAllGlobals();
  signOutStore();
});

describe("AccountHome: the member's home", () => {
  it("member.home-loyalty: greets by first name and shows the points with an accessible bar to the next reward", async () => {
    stubApi(everything);
    renderHome();
    expect(screen.getByTestId("account-greeting").textContent).toBe("Hi Ada");
    await expect.poll(() => screen.queryByTestId("loyalty-points")?.textContent).toBe("180 points");
    const bar = within(card("loyalty")).getByRole("progressbar", {
      name: "Progress to Free Biscuit",
    });
    expect(bar.getAttribute("value")).toBe("180");
    expect(bar.getAttribute("max")).toBe("250");
    expect(screen.getByTestId("loyalty-to-go").textContent).toBe("70 points to Free Biscuit");
  });

  it("member.home-offers: counts the usable offers only and links to the offers page", async () => {
    stubApi(everything);
    renderHome();
    // $5 Off and Free Biscuit: not the used one, not the catering one.
    await expect
      .poll(() => screen.queryByTestId("offers-count")?.textContent)
      .toBe("2 offers ready to use");
    const link = within(card("offers")).getByRole("link", { name: "See your offers and rewards" });
    expect(link.getAttribute("href")).toBe("/account/offers");
  });

  it("member.home-recent-order: shows the last order with its restaurant and a Reorder link to the history's reorder flow", async () => {
    const sent = stubApi(everything);
    renderHome();
    const recent = card("recent");
    await within(recent).findByText("North Hills");
    expect(within(recent).getByTestId("recent-items").textContent).toBe(
      "2 × Buttermilk Biscuit, 1 × Mac & Cheese and 1 more item",
    );
    expect(within(recent).getByText("$11.30")).toBeDefined();
    expect(within(recent).getByText("Picked up")).toBeDefined();
    expect(within(recent).getByText("Nov 21, 2026")).toBeDefined();
    const reorder = within(recent).getByRole("link", { name: /Reorder/ });
    expect(reorder.getAttribute("href")).toBe("/account/order-history?reorder=order-9");
    expect(
      within(recent).getByRole("link", { name: "See all your orders" }).getAttribute("href"),
    ).toBe("/account/order-history");
    // The ordering token goes with orders/recent.
    expect(sent.find((s) => s.path === "/api/v1/orders/recent")?.auth).toBe("Bearer ordering-1");
  });

  it("member.home-recent-order: with no order yet it offers to start one", async () => {
    stubApi({ ...everything, "GET /api/v1/orders/recent": ok({ orders: [] }) });
    renderHome();
    await within(card("recent")).findByText("You haven't ordered yet.");
    expect(
      within(card("recent")).getByRole("link", { name: "Start an order" }).getAttribute("href"),
    ).toBe("/order");
  });

  it("member.home-recent-order: each card shows its loading state, then an error with a retry of its own", async () => {
    let loyaltyCalls = 0;
    stubApi({
      ...everything,
      "GET /api/v1/members/loyalty": async () => {
        loyaltyCalls += 1;
        return loyaltyCalls === 1
          ? { status: 503, body: { message: "Loyalty is resting.", requestId: "r" } }
          : ok(loyalty);
      },
    });
    renderHome();
    expect(within(card("loyalty")).getByTestId("card-loading")).toBeDefined();
    expect(card("loyalty").getAttribute("aria-busy")).toBe("true");
    const alert = await within(card("loyalty")).findByRole("alert");
    expect(alert.textContent).toContain("Loyalty is resting.");
    // The other cards are not affected.
    await within(card("offers")).findByTestId("offers-count");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    await expect.poll(() => screen.queryByTestId("loyalty-points")?.textContent).toBe("180 points");
    expect(loyaltyCalls).toBe(2);
  });

  it("member.home-recent-order: links to every section of the account", () => {
    stubApi(everything);
    renderHome();
    const nav = screen.getByRole("navigation", { name: "Everything in your account" });
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      "/account/order-history",
      "/account/payments",
      "/account/offers",
      "/account/settings",
      "/account/favorites",
      "/account/inbox",
    ]);
  });
});

describe("a session that ended elsewhere", () => {
  it("member.sign-out: when the server refuses the token (401), this browser forgets the member too", async () => {
    const gone = { status: 401, body: { message: "Your session has ended.", requestId: "r" } };
    stubApi({
      "GET /api/v1/members/get": gone,
      "GET /api/v1/members/loyalty": gone,
      "GET /api/v1/members/offers/all": gone,
      "GET /api/v1/orders/recent": gone,
    });
    renderHome();
    await expect.poll(() => clientStore.getState().token).toBeNull();
    expect(clientStore.getState().user).toBeNull();
  });
});

describe("the email-verification banner", () => {
  it("member.verify-banner: an unverified member can ask for a new link and is told it is on its way", async () => {
    const sent = stubApi({
      ...everything,
      "GET /api/v1/members/get": ok({ ...ada, email_verified: false }),
      "POST /api/v1/members/verify/resend": ok({ status: "ok", message: "Sent." }),
    });
    renderHome();
    const banner = await screen.findByTestId("verify-banner");
    await userEvent.setup().click(within(banner).getByRole("button", { name: "Send a new link" }));
    await expect
      .poll(() => within(banner).getByRole("status").textContent)
      .toBe("A new link is on its way to ada@coop.example. It may take a few minutes to arrive.");
    expect(sent.filter((s) => s.path === "/api/v1/members/verify/resend")).toHaveLength(1);
  });

  it("member.verify-banner: a refused resend is said in words; a verified member sees no banner", async () => {
    stubApi({
      ...everything,
      "GET /api/v1/members/get": ok({ ...ada, email_verified: false }),
      "POST /api/v1/members/verify/resend": {
        status: 429,
        body: { message: "Too many links asked for. Try again in an hour.", requestId: "r" },
      },
    });
    const { unmount } = renderHome();
    const banner = await screen.findByTestId("verify-banner");
    await userEvent.setup().click(within(banner).getByRole("button", { name: "Send a new link" }));
    await expect
      .poll(() => within(banner).getByRole("status").textContent)
      .toBe("We couldn't send a new link: Too many links asked for. Try again in an hour.");
    unmount();

    stubApi(everything);
    renderHome();
    await screen.findByTestId("offers-count");
    await screen.findByText("North Hills");
    expect(screen.queryByTestId("verify-banner")).toBeNull();
  });
});
