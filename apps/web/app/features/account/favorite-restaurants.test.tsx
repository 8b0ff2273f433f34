// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { FavoriteLocation } from "../../lib/member/favorite-locations.ts";
import { fakeApi, signInForTest, signOutForTest } from "../../lib/test-support/fake-api.ts";
import { FavoriteRestaurants } from "./favorite-restaurants.tsx";

const fave = (id: number, name: string): FavoriteLocation => ({
  id,
  slug: name.toLowerCase().replace(/ /g, "-"),
  name,
  address: `${id} Main St`,
  city: "Raleigh",
  state: "NC",
  zip: "27601",
  phone: "(919) 555-0101",
  lat: 35.7,
  lng: -78.6,
  menu_id: `m${id}`,
  catering_menu_id: `c${id}`,
  catering_lead_time_minutes: 180,
});
const downtown = fave(101, "Downtown Raleigh");
const cary = fave(103, "Cary");

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  signOutForTest();
});

function renderPage(onOrderHere = vi.fn()) {
  render(
    <MemoryRouter>
      <FavoriteRestaurants choosing={null} chooseError={null} onOrderHere={onOrderHere} />
    </MemoryRouter>,
  );
  return onOrderHere;
}

describe("FavoriteRestaurants (/account/favorites)", () => {
  it("member.favorite-restaurants: lists the favorites in the order added; Order here chooses the restaurant for pickup", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/v1/members/faves/locations": {
        status: 200,
        body: { favelocations: [downtown, cary] },
      },
    });
    const onOrderHere = renderPage();
    const list = await screen.findByRole("list", { name: "Your favorite restaurants" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.dataset.locationId),
    ).toEqual(["101", "103"]);
    await user.click(screen.getByRole("button", { name: "Order from Cary" }));
    expect(onOrderHere).toHaveBeenCalledWith(
      expect.objectContaining({ id: "103", name: "Cary", menu_id: "m103" }),
    );
  });

  it("member.favorite-restaurants: Remove takes the restaurant off the list", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      "GET /api/v1/members/faves/locations": {
        status: 200,
        body: { favelocations: [downtown, cary] },
      },
      "DELETE /api/v1/members/faves/locations/101": {
        status: 200,
        body: { favelocations: [cary] },
      },
    });
    renderPage();
    await screen.findByRole("list", { name: "Your favorite restaurants" });
    await user.click(
      screen.getByRole("button", { name: "Remove Downtown Raleigh from your favorites" }),
    );
    await expect
      .poll(() => screen.queryByRole("status")?.textContent)
      .toBe("Downtown Raleigh was removed from your favorites.");
    expect(screen.queryByText("Downtown Raleigh")).toBeNull();
    expect(sent.map((c) => c.method)).toEqual(["GET", "DELETE"]);
  });

  it("member.favorite-restaurants: with no favorites it says how to add one and links to the finder", async () => {
    fakeApi({
      "GET /api/v1/members/faves/locations": { status: 200, body: { favelocations: [] } },
    });
    renderPage();
    expect(await screen.findByText(/You have no favorite restaurants yet/)).toBeDefined();
    expect(screen.getByRole("link", { name: "Find a restaurant" }).getAttribute("href")).toBe(
      "/locations?mode=pickup",
    );
  });
});
