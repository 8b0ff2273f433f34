// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { useRef } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { Channel } from "@coop/contract/headers";

import { clientStore } from "../../lib/store/client-store.ts";
import { SiteHeader } from "./site-header.tsx";

function Header() {
  const menuButton = useRef<HTMLButtonElement>(null);
  return <SiteHeader menuButtonRef={menuButton} />;
}

function renderHeader(channel: Channel) {
  clientStore.setState({ channel });
  const router = createMemoryRouter([{ path: "*", element: <Header /> }], {
    initialEntries: ["/"],
  });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  clientStore.setState({ hydrated: true, user: null, token: null, showMobileMenu: false });
});

describe("header search entry", () => {
  it("search.header-entry: a named link to /search on the site, reachable by keyboard", async () => {
    renderHeader("default");
    const link = await screen.findByRole("link", { name: "Search" });
    expect(link.getAttribute("href")).toBe("/search");
    link.focus();
    expect(document.activeElement).toBe(link);
    expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("search.header-entry: not on the catering channel, whose pages it does not search", async () => {
    renderHeader("catering");
    await screen.findAllByRole("link");
    expect(screen.queryByRole("link", { name: "Search" })).toBeNull();
  });
});
