// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { AuthToken, StoredOrder } from "@coop/contract/entities";
import type { WalletOfferEntry } from "@coop/contract/offers";
import type { LoyaltyResponse, RewardListItem } from "@coop/contract/rewards";

import { clientStore } from "../../lib/store/client-store.ts";
import { MemberOffers } from "./member-offers.tsx";

const token = {
  access: { token: "access-token" },
  ordering: { access: { token: "ordering-token" } },
  id: "demo-ada",
  provider: "coop",
} as AuthToken;
const user = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@coop.example",
  addresses: [],
  payments: [],
};

const day = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * day).toISOString();
function entry(
  over: Partial<WalletOfferEntry> & { cred: string; label: string },
): WalletOfferEntry {
  return {
    id: over.cred,
    kind: "offer",
    image: null,
    expires: inDays(10),
    status: "incomplete",
    description: "",
    channel: "default",
    ...over,
  };
}
const wallet: WalletOfferEntry[] = [
  entry({ cred: "WELCOME5", label: "$5 Off: Welcome to Coop Rewards", expires: inDays(20) }),
  entry({ cred: "FREEBISCUIT", label: "Free Buttermilk Biscuit", expires: inDays(14) }),
  entry({ cred: "SIDEKICK", label: "Free Seasoned Fries", status: "complete" }),
  entry({ cred: "SUMMER3", label: "$3 Off Summer Special", expires: inDays(-10) }),
  entry({ cred: "CATERTEA", label: "Catering - Free Gallon of Tea", channel: "catering" }),
  entry({ cred: "rw_mac", label: "Free Mac & Cheese", kind: "reward" }),
];

function reward(id: string, name: string, points: number, over: Partial<RewardListItem> = {}) {
  return {
    id,
    name,
    label: name,
    description: `${name}, on us.`,
    points,
    channel: "default",
    image: null,
    affordable: false,
    ...over,
  } satisfies RewardListItem;
}
const rewards = [
  reward("free-biscuit", "Free Buttermilk Biscuit", 250),
  reward("five-off", "$5 Off Your Order", 600),
  reward("family-meal", "Free 8-Piece Family Meal", 2800),
  reward("catering-25", "Catering - $25 Off a Catering Order", 2500, { channel: "catering" }),
];
function loyalty(points: number): LoyaltyResponse {
  return {
    member_id: "demo-ada",
    points,
    lifetime_points: points,
    points_per_dollar: 10,
    progress: { quantity: points, target: 2800, unit: "points" },
    next_reward: null,
    rewards,
    history: [],
  };
}

const order: StoredOrder = {
  id: "order-1",
  products: [],
  totals: { subtotal: 12, discount: 0, total: 12 },
  discounts: [],
  donations: [],
  coupon: null,
};

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];
type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;

/** The network edge: each call is recorded and answered by the first route its "METHOD path" starts with. */
function serve(routes: Record<string, Reply>) {
  replies = routes;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    sent.push({
      method,
      url,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    const key = Object.keys(replies).find((k) => `${method} ${url}`.startsWith(k));
    const reply = key ? replies[key]! : { status: 404, body: { message: "not here" } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={["/account/offers"]}>
      <Routes>
        <Route path="/account/offers" element={<MemberOffers campaign="account-offers" />} />
        <Route path="/order" element={<p>The order page</p>} />
        <Route path="/locations" element={<p>The restaurant finder</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const walletLabels = async () => {
  const list = await screen.findByTestId("wallet-cards");
  return within(list)
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);
};

beforeEach(() => {
  sent = [];
  clientStore.setOrder(null, {
    errors: [],
    user,
    token,
    channel: "default",
    walletOffers: [],
    offerToApply: null,
    location: null,
  });
  serve({
    "GET /api/v1/members/offers/all": { status: 200, body: { rewards: wallet } },
    "GET /api/v1/members/loyalty": { status: 200, body: loyalty(1340) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clientStore.setOrder(null, {
    errors: [],
    user: null,
    token: null,
    walletOffers: [],
    offerToApply: null,
  });
});

describe("the member's wallet on the offers pages", () => {
  it("offers.wallet-cards: shows only incomplete, unexpired offers of the default channel, soonest first, with code and use-by date", async () => {
    renderPage();
    expect(await walletLabels()).toEqual([
      "Free Mac & Cheese",
      "Free Buttermilk Biscuit",
      "$5 Off: Welcome to Coop Rewards",
    ]);
    const card = screen.getAllByTestId("wallet-card")[1]!;
    expect(card.textContent).toContain("Code: FREEBISCUIT");
    expect(card.textContent).toMatch(/Use by [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // The reward's credential is a reference, not a code to type: it says what it is instead.
    expect(screen.getAllByTestId("wallet-card")[0]!.textContent).toContain("Loyalty reward");
    // The cart reads the same wallet from the store.
    expect(clientStore.getState().walletOffers).toHaveLength(wallet.length);
  });

  it("offers.wallet-cards: the catering channel shows only 'Catering - ' offers, the prefix stripped", async () => {
    clientStore.setState({ channel: "catering" });
    renderPage();
    expect(await walletLabels()).toEqual(["Free Gallon of Tea"]);
  });

  it("offers.wallet-cards: an empty wallet says so; a failed load says why and can be tried again", async () => {
    serve({
      "GET /api/v1/members/offers/all": { status: 503, body: { message: "Service unavailable" } },
      "GET /api/v1/members/loyalty": { status: 200, body: loyalty(0) },
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText("We could not load your offers: Service unavailable"),
    ).toBeDefined();
    replies["GET /api/v1/members/offers/all"] = { status: 200, body: { rewards: [] } };
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByTestId("wallet-empty")).textContent).toContain(
      "There are no offers in your wallet right now.",
    );
  });

  it("offers.apply-to-order: with a current order, Apply adds the coupon to it and the button becomes Remove", async () => {
    clientStore.setOrder(order);
    const withCoupon = {
      ...order,
      totals: { subtotal: 12, discount: 1.79, total: 10.21 },
      discounts: [{ type: "Coupon" }],
      coupon: { couponcode: "FREEBISCUIT" },
    };
    replies["PUT /api/v1/orders/order-1/coupon"] = { status: 200, body: withCoupon };
    replies["POST /api/v1/orders/order-1/validate"] = { status: 200, body: {} };
    replies["GET /api/v1/orders/order-1"] = { status: 200, body: withCoupon };
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Apply Free Buttermilk Biscuit to my order" }),
    );
    expect(sent.filter((s) => s.method === "PUT")).toEqual([
      { method: "PUT", url: "/api/v1/orders/order-1/coupon", body: { code: "FREEBISCUIT" } },
    ]);
    expect(
      await screen.findByRole("button", { name: "Remove Free Buttermilk Biscuit from my order" }),
    ).toBeDefined();
    expect(screen.getByText(/Free Buttermilk Biscuit is on your order\./)).toBeDefined();
    // wallet.button: another coupon offer cannot be applied beside it, and says why.
    const other = screen.getByRole("button", {
      name: "Apply $5 Off: Welcome to Coop Rewards to my order",
    });
    expect(other).toHaveProperty("disabled", true);
    expect(document.getElementById(other.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Another offer is on your order. Remove it in the cart to use this one.",
    );
  });

  it("offers.apply-to-order: a refused apply shows 'Error: ' and the server's first message", async () => {
    clientStore.setOrder(order);
    replies["PUT /api/v1/orders/order-1/coupon"] = {
      status: 400,
      body: { message: "Offer not valid - $200.00 Minimum Required" },
    };
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", {
        name: "Apply $5 Off: Welcome to Coop Rewards to my order",
      }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Error: Offer not valid - $200.00 Minimum Required ",
    );
  });

  it("offers.apply-to-order, wallet.pending-offer: without an order the offer waits in the store and the customer goes to start one", async () => {
    clientStore.setState({ location: { id: 102, name: "North Hills" } as never });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Apply Free Mac & Cheese to my order" }),
    );
    expect(await screen.findByText("The order page")).toBeDefined();
    expect(clientStore.getState().offerToApply).toMatchObject({
      cred: "rw_mac",
      kind: "reward",
      label: "Free Mac & Cheese",
    });
    expect(sent.some((s) => s.method !== "GET")).toBe(false);
  });

  it("offers.apply-to-order: without an order or a restaurant the customer is sent to find one", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Apply Free Buttermilk Biscuit to my order" }),
    );
    expect(await screen.findByText("The restaurant finder")).toBeDefined();
    expect(clientStore.getState().offerToApply).toMatchObject({ cred: "FREEBISCUIT" });
  });
});

describe("the loyalty catalog", () => {
  it("offers.redeem: shows the balance and the default channel's rewards; one the member cannot afford is disabled and says how many points are missing", async () => {
    serve({
      "GET /api/v1/members/offers/all": { status: 200, body: { rewards: [] } },
      "GET /api/v1/members/loyalty": { status: 200, body: loyalty(180) },
    });
    renderPage();
    expect((await screen.findByTestId("points-balance")).textContent).toBe(
      "Your points 180 points",
    );
    const catalog = screen.getByTestId("reward-catalog");
    const names = within(catalog)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual([
      "Free Buttermilk Biscuit",
      "$5 Off Your Order",
      "Free 8-Piece Family Meal",
    ]);
    const biscuit = screen.getByRole("button", {
      name: "Redeem Free Buttermilk Biscuit for 250 points",
    });
    expect(biscuit).toHaveProperty("disabled", true);
    expect(document.getElementById(biscuit.getAttribute("aria-describedby")!)?.textContent).toBe(
      "70 more points needed",
    );
  });

  it("offers.redeem: Redeem sends the reward id and channel for the signed-in member; the new balance shows, the reward is listed and can go on the current order", async () => {
    clientStore.setOrder(order);
    const redeemed = entry({
      cred: "rw_new",
      label: "$5 Off Your Order",
      kind: "reward",
      expires: inDays(30),
    });
    replies["POST /api/v1/members/redeem"] = {
      status: 200,
      body: {
        status: "ok",
        data: {
          reward: redeemed,
          points: 740,
          progress: { quantity: 740, target: 2800, unit: "points" },
        },
      },
    };
    const withReward = { ...order, discounts: [{ type: "Reward" }] };
    replies["PUT /api/v1/orders/order-1/rewards"] = { status: 200, body: withReward };
    replies["POST /api/v1/orders/order-1/validate"] = { status: 200, body: {} };
    replies["GET /api/v1/orders/order-1/rewards"] = { status: 200, body: { rewards: [] } };
    replies["GET /api/v1/orders/order-1"] = { status: 200, body: withReward };
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Redeem $5 Off Your Order for 600 points" }),
    );
    expect(sent.find((s) => s.method === "POST" && s.url.includes("redeem"))).toEqual({
      method: "POST",
      url: "/api/v1/members/redeem?memberID=demo-ada",
      body: { id: "five-off", channel: "default", campaign: "account-offers" },
    });
    await expect
      .poll(() => screen.getByTestId("points-balance").textContent)
      .toBe("Your points 740 points");
    expect(screen.getByTestId("redeemed").textContent).toContain(
      "$5 Off Your Order is in your wallet. Your balance is now 740 points.",
    );
    // It joins the wallet too (the cart shows it).
    expect(clientStore.getState().walletOffers.map((w) => w.cred)).toContain("rw_new");
    // The catalog follows the new balance: 740 points still cover the biscuit, not the meal.
    expect(
      screen.getByRole("button", { name: "Redeem Free Buttermilk Biscuit for 250 points" }),
    ).toHaveProperty("disabled", false);
    expect(
      screen.getByRole("button", { name: "Redeem Free 8-Piece Family Meal for 2,800 points" }),
    ).toHaveProperty("disabled", true);

    await user.click(
      screen.getByRole("button", { name: "Apply $5 Off Your Order to current order" }),
    );
    expect(sent.find((s) => s.method === "PUT")).toEqual({
      method: "PUT",
      url: "/api/v1/orders/order-1/rewards",
      body: { memberid: "demo-ada", references: ["rw_new"] },
    });
    expect(await screen.findByText(/\$5 Off Your Order is on your order\./)).toBeDefined();
  });

  it("offers.redeem: a 409 (not enough points) shows the server's words", async () => {
    replies["POST /api/v1/members/redeem"] = {
      status: 409,
      body: { message: "$5 Off Your Order needs 600 points and you have 550: 50 more to go." },
    };
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Redeem $5 Off Your Order for 600 points" }),
    );
    expect((await screen.findByTestId("redeem-error")).textContent).toBe(
      "Could not redeem $5 Off Your Order: $5 Off Your Order needs 600 points and you have 550: 50 more to go.",
    );
    expect(screen.getByTestId("points-balance").textContent).toBe("Your points 1,340 points");
  });

  it("offers.redeem: a 403 (email not verified) shows the server's message and links to the account page to resend the verification", async () => {
    replies["POST /api/v1/members/redeem"] = {
      status: 403,
      body: { message: "Verify your email address before redeeming rewards." },
    };
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Redeem Free Buttermilk Biscuit for 250 points" }),
    );
    const error = await screen.findByTestId("redeem-error");
    expect(error.textContent).toContain("Verify your email address before redeeming rewards.");
    expect(
      within(error)
        .getByRole("link", { name: "Verify your email on your account page" })
        .getAttribute("href"),
    ).toBe("/account");
  });
});
