// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { FavoriteLocation } from "../../lib/member/favorite-locations.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { fakeApi, signInForTest, signOutForTest } from "../../lib/test-support/fake-api.ts";
import { FavoriteToggle, YourFavorites } from "./favorite-locations.tsx";

const downtown: FavoriteLocation = {
  id: 101,
  slug: "downtown-raleigh",
  name: "Downtown Raleigh",
  address: "1 Fayetteville St",
  city: "Raleigh",
  state: "NC",
  zip: "27601",
  phone: "(919) 555-0101",
  lat: 35.77,
  lng: -78.64,
  menu_id: "m101",
  catering_menu_id: "c101",
  catering_lead_time_minutes: 180,
};

/** The toggle as the finder shows it, reading its pressed state from the store. */
function StoreToggle() {
  const faves = useClientState((s) => s.favelocations);
  const signedIn = useClientState((s) => s.token !== null);
  return (
    <FavoriteToggle
      id={101}
      name="Downtown Raleigh"
      signedIn={signedIn}
      pressed={faves.some((f) => f.id === 101)}
    />
  );
}

function renderAt(element: React.ReactNode, path = "/locations?mode=pickup") {
  const router = createMemoryRouter(
    [
      { path: "/locations", element },
      { path: "/account/login", element: <h1>Sign in</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOutForTest();
});

describe("FavoriteToggle (the heart on a restaurant)", () => {
  it("member.favorite-restaurants: a signed-in member saves a restaurant with the heart (aria-pressed) and removes it again", async () => {
    const user = userEvent.setup();
    signInForTest();
    const sent = fakeApi({
      "POST /api/v1/members/faves/locations/101": {
        status: 200,
        body: { favelocations: [downtown] },
      },
      "DELETE /api/v1/members/faves/locations/101": { status: 200, body: { favelocations: [] } },
    });
    renderAt(<StoreToggle />);
    const heart = screen.getByRole("button", { name: "Save Downtown Raleigh as a favorite" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await user.click(heart);
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    expect(clientStore.getState().favelocations.map((f) => f.id)).toEqual([101]);
    await user.click(heart);
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("false");
    expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/v1/members/faves/locations/101",
      "DELETE /api/v1/members/faves/locations/101",
    ]);
    expect(sent[0]?.headers.get("authorization")).toContain("ordering-token");
  });

  it("member.favorite-restaurants: a signed-out visitor is invited to sign in and will come back to the finder", async () => {
    const user = userEvent.setup();
    signOutForTest();
    const sent = fakeApi({});
    const router = renderAt(<StoreToggle />);
    const heart = screen.getByRole("button", { name: "Save Downtown Raleigh as a favorite" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(document.getElementById(heart.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Sign in to save favorite restaurants.",
    );
    await user.click(heart);
    await expect.poll(() => router.state.location.pathname).toBe("/account/login");
    expect(clientStore.getState().redirect).toBe("/locations?mode=pickup");
    expect(sent).toEqual([]);
  });

  it("member.favorite-restaurants: a change the API refuses is said in words and the heart keeps its state", async () => {
    const user = userEvent.setup();
    signInForTest();
    fakeApi({
      "POST /api/v1/members/faves/locations/101": {
        status: 409,
        body: { message: "You can keep at most 20 favorite restaurants.", requestId: "r" },
      },
    });
    renderAt(<StoreToggle />);
    const heart = screen.getByRole("button", { name: "Save Downtown Raleigh as a favorite" });
    await user.click(heart);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn't change your favorites. You can keep at most 20 favorite restaurants.",
    );
    expect(heart.getAttribute("aria-pressed")).toBe("false");
  });
});

describe("YourFavorites (the finder's favorites, first)", () => {
  it("member.favorite-restaurants: lists each favorite with its pressed heart and the button that chooses it for pickup", async () => {
    const user = userEvent.setup();
    signInForTest();
    const onChoose = vi.fn();
    renderAt(<YourFavorites favorites={[downtown]} busy={null} onChoose={onChoose} />);
    expect(screen.getByRole("heading", { name: "Your favorites" })).toBeDefined();
    expect(
      screen
        .getByRole("button", { name: "Save Downtown Raleigh as a favorite" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    await user.click(screen.getByRole("button", { name: "Order from Downtown Raleigh" }));
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ id: "101", name: "Downtown Raleigh", menu_id: "m101" }),
    );
  });
});
