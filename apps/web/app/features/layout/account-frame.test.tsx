// @vitest-environment happy-dom
// The header's and the mobile menu's member parts (greeting, inbox, Profile, Sign In, Offers)
// rendered for a member and a guest, on account pages and elsewhere, on both channels.
import { act, render, screen, within } from "@testing-library/react";
import { useRef } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Channel } from "@coop/contract/headers";

import { setUnreadInboxCount as setEngagementUnread } from "../../lib/engagement-unread.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { SiteHeader } from "./site-header.tsx";

function Frame() {
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <SiteHeader menuButtonRef={menuButton} />
      <MobileMenu menuButtonRef={menuButton} />
    </>
  );
}

function renderFrame(path: string, channel: Channel = "default") {
  clientStore.setState({ channel });
  const router = createMemoryRouter([{ path: "*", element: <Frame /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

function signIn() {
  clientStore.setState({
    user: { first_name: "Ada", addresses: [], payments: [] },
    token: {
      access: { token: "a", expires: "2099-01-01T00:00:00Z" },
      ordering: { access: { token: "o", expires: "2099-01-01T00:00:00Z" } },
      id: "demo-ada",
      provider: "coop",
      expires: "2099-01-01T00:00:00Z",
    },
  });
}

/** The screen width: the mobile menu opens only on small screens. */
function screenIsMobile(mobile: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const accountBox = () => screen.getByTestId("header-account");

beforeEach(() => {
  screenIsMobile(false);
  clientStore.setState({ hydrated: true, user: null, token: null, showMobileMenu: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setEngagementUnread(0);
  clientStore.setState({ user: null, token: null, channel: "default", showMobileMenu: false });
});

describe("the header for a member", () => {
  it("frame.header-account, frame.header-inbox, frame.sign-in-button: signed in, the header greets by first name and links the inbox, without a Sign In button", () => {
    signIn();
    renderFrame("/menu");
    const box = within(accountBox());
    const greeting = box.getByRole("link", { name: /^Hi, Ada/ });
    expect(greeting.getAttribute("href")).toBe("/account");
    expect(box.getByRole("link", { name: "Inbox" }).getAttribute("href")).toBe("/account/inbox");
    // Nothing unread: no badge.
    expect(accountBox().querySelector(".header-account__badge")).toBeNull();
    expect(box.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  it.each(["/account", "/account/settings", "/account/order-history"])(
    "frame.header-account: the greeting is hidden on the account page %s, the inbox link stays",
    (path) => {
      signIn();
      renderFrame(path);
      const box = within(accountBox());
      expect(box.queryByRole("link", { name: /^Hi, Ada/ })).toBeNull();
      expect(box.getByRole("link", { name: "Inbox" })).toBeDefined();
    },
  );

  it("frame.header-inbox, engagement-site.inbox-badge: the unread count shows as a badge in the link's name and follows the count", () => {
    signIn();
    renderFrame("/menu");
    act(() => setEngagementUnread(2));
    const box = within(accountBox());
    expect(box.getByRole("link", { name: "Inbox, 2 unread messages" })).toBeDefined();
    expect(accountBox().querySelector(".header-account__badge")?.textContent).toBe("2");
    act(() => setEngagementUnread(1));
    expect(box.getByRole("link", { name: "Inbox, 1 unread message" })).toBeDefined();
    act(() => setEngagementUnread(0));
    expect(box.getByRole("link", { name: "Inbox" })).toBeDefined();
    expect(accountBox().querySelector(".header-account__badge")).toBeNull();
  });

  it("frame.header-inbox, engagement-site.inbox-badge: no inbox link nor badge on the inbox itself or for a guest", () => {
    setEngagementUnread(3);
    renderFrame("/menu");
    expect(accountBox().querySelector(".header-account__badge")).toBeNull();
  });

  it("frame.header-inbox: the inbox link is hidden on the inbox itself", () => {
    signIn();
    setEngagementUnread(2);
    renderFrame("/account/inbox");
    expect(within(accountBox()).queryByRole("link", { name: /^Inbox/ })).toBeNull();
    expect(accountBox().querySelector(".header-account__badge")).toBeNull();
  });

  it("frame.sign-in-button, member.sign-out: a guest gets Sign In (not on catering); signing out swaps the greeting for it at once", () => {
    renderFrame("/menu");
    const box = within(accountBox());
    expect(box.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/account/login");
    expect(box.queryByRole("link", { name: "Inbox" })).toBeNull();
    expect(box.queryByRole("link", { name: /^Hi,/ })).toBeNull();

    act(signIn);
    expect(box.getByRole("link", { name: /^Hi, Ada/ })).toBeDefined();
    act(() => clientStore.setState({ user: null, token: null }));
    expect(box.getByRole("link", { name: "Sign In" })).toBeDefined();
    expect(box.queryByRole("link", { name: /^Hi, Ada/ })).toBeNull();
  });

  it("frame.sign-in-button: no Sign In on the catering channel", () => {
    renderFrame("/", "catering");
    expect(within(accountBox()).queryByRole("link", { name: "Sign In" })).toBeNull();
  });
});

describe("the mobile menu for a member", () => {
  function openMenu(path: string, channel: Channel = "default") {
    screenIsMobile(true);
    renderFrame(path, channel);
    act(() => clientStore.setState({ showMobileMenu: true }));
    return within(screen.getByRole("dialog", { hidden: true }));
  }

  it("frame.mobile-menu-items: signed in, a greeting with the first name, a Profile button to /account and the Offers link", () => {
    signIn();
    const menu = openMenu("/account");
    expect(menu.getByText("Hi, Ada!")).toBeDefined();
    expect(menu.getByRole("link", { name: "Profile", hidden: true }).getAttribute("href")).toBe(
      "/account",
    );
    expect(menu.getByRole("link", { name: "Offers", hidden: true })).toBeDefined();
    expect(menu.queryByRole("link", { name: "Sign in or Sign up", hidden: true })).toBeNull();
  });

  it("frame.mobile-menu-items: signed out on the default channel, 'Sign in or Sign up' to /account/login and no Offers", () => {
    const menu = openMenu("/menu");
    expect(
      menu.getByRole("link", { name: "Sign in or Sign up", hidden: true }).getAttribute("href"),
    ).toBe("/account/login");
    expect(menu.queryByRole("link", { name: "Profile", hidden: true })).toBeNull();
    expect(menu.queryByRole("link", { name: "Offers", hidden: true })).toBeNull();
    expect(menu.queryByText(/^Hi,/)).toBeNull();
  });

  it("frame.mobile-menu-items: on the catering channel a guest gets no 'Sign in or Sign up'", () => {
    const menu = openMenu("/", "catering");
    expect(menu.queryByRole("link", { name: "Sign in or Sign up", hidden: true })).toBeNull();
    expect(menu.getByRole("link", { name: "Catering Menu", hidden: true })).toBeDefined();
  });
});
