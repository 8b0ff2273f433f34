// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { Controls } from "@coop/contract/ops-controls";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import {
  CONTROLS_BASE as BASE,
  CONTROLS_NOW as NOW,
  controlsFixture,
  controlsOk as ok,
  controlsPerTest,
  renderControlsPage as renderPage,
  signInStaff,
  STAFF_TOKEN,
} from "./test-support.tsx";

controlsPerTest();

/** The fixture with the "Mac & Cheese" side of two sandwiches, 86'd on the first only. */
function sidesFixture(): Controls {
  const side = { kind: "option", name: "Mac & Cheese", group: "Choose your side" } as const;
  return controlsFixture({
    items: [
      ...controlsFixture().items,
      { ...side, id: 41, unavailable: { since: NOW.toISOString(), until: null } },
      { ...side, id: 42, unavailable: null },
      { ...side, id: 43, name: "Fries", unavailable: null },
    ],
  });
}

/** The "Mac & Cheese" side of `count` products, all available. */
function manySides(count: number): Controls["items"] {
  return Array.from({ length: count }, (_, i) => ({
    kind: "option" as const,
    id: 1000 + i,
    name: "Mac & Cheese",
    group: "Choose your side",
    unavailable: null,
  }));
}

describe("ControlsPage (/ops/restaurants/{id}/controls)", () => {
  it("store-controls.managers-only: crew see 'Managers only' with a link to the board, and nothing is fetched", async () => {
    signInStaff("crew");
    const sent = fakeApi({});
    renderPage();
    const heading = await screen.findByRole("heading", { level: 1, name: "Managers only" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole("link", { name: "Back to the order board" }).getAttribute("href")).toBe(
      "/ops/restaurants/7/board",
    );
    expect(sent).toEqual([]);
  });

  it("store-controls.managers-only: a manager sees the controls, fetched with the staff token; the heading takes focus", async () => {
    signInStaff("manager");
    const sent = fakeApi({ [`GET ${BASE}/controls`]: ok(controlsFixture()) });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Menu availability" })).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { level: 1, name: "Store controls" }),
    );
    expect(sent[0]?.headers.get("authorization")).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it("store-controls.availability-optimistic: 86 for 1 hour sends the item and the instant, shows 86'd at once; bringing back is one tap", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    const sent = fakeApi({
      [`GET ${BASE}/controls`]: ok(controlsFixture()),
      [`PUT ${BASE}/availability`]: (call) => {
        const body = call.body as { available: boolean; until?: string | null };
        const items = controlsFixture().items.map((i) =>
          i.id === 11 && !body.available
            ? { ...i, unavailable: { since: NOW.toISOString(), until: body.until ?? null } }
            : i,
        );
        return ok(controlsFixture({ items }));
      },
    });
    renderPage();
    const toggle = await screen.findByRole("switch", { name: "Spicy Sandwich available" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await user.click(toggle);
    const panel = screen.getByRole("group", { name: "86 Spicy Sandwich" });
    await user.click(within(panel).getByRole("radio", { name: "1 hour" }));
    await user.click(within(panel).getByRole("button", { name: "86 it" }));
    expect(
      screen.getByRole("switch", { name: "Spicy Sandwich available" }).getAttribute("aria-checked"),
    ).toBe("false");
    await screen.findByText("86'd until 4:00 PM");
    const put = sent.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({
      items: [{ kind: "product", id: 11 }],
      available: false,
      until: "2026-11-24T21:00:00.000Z",
    });
    expect(put?.headers.get("authorization")).toBe(`Bearer ${STAFF_TOKEN}`);

    await user.click(screen.getByRole("switch", { name: "Spicy Sandwich available" }));
    expect(sent.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({
      items: [{ kind: "product", id: 11 }],
      available: true,
    });
    await waitFor(() =>
      expect(
        screen
          .getByRole("switch", { name: "Spicy Sandwich available" })
          .getAttribute("aria-checked"),
      ).toBe("true"),
    );
  });

  it("store-controls.availability-optimistic: a refusal puts the item back as it was and says why in words", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    fakeApi({
      [`GET ${BASE}/controls`]: ok(controlsFixture()),
      [`PUT ${BASE}/availability`]: {
        status: 403,
        body: { message: "You do not work at this restaurant.", requestId: "r" },
      },
    });
    renderPage();
    await user.click(await screen.findByRole("switch", { name: "Biscuit available" }));
    const panel = screen.getByRole("group", { name: "86 Biscuit" });
    await user.click(within(panel).getByRole("radio", { name: "Until I turn it back on" }));
    await user.click(within(panel).getByRole("button", { name: "86 it" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Not saved: You do not work at this restaurant. We put it back as it was.",
    );
    expect(
      screen.getByRole("switch", { name: "Biscuit available" }).getAttribute("aria-checked"),
    ).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("switch", { name: "Biscuit available" }));
  });

  it("store-controls.availability-search: the search finds items and options by name or group, accents ignored; select mode 86s several", async () => {
    signInStaff("admin");
    const user = userEvent.setup();
    const sent = fakeApi({
      [`GET ${BASE}/controls`]: ok(controlsFixture()),
      [`PUT ${BASE}/availability`]: ok(controlsFixture()),
    });
    renderPage();
    const search = await screen.findByRole("searchbox", { name: "Search items and options" });
    await user.type(search, "jalapeno");
    expect(screen.getByRole("switch", { name: "Jalapeño available" })).toBeTruthy();
    expect(screen.queryByRole("switch", { name: "Biscuit available" })).toBeNull();
    await user.clear(search);
    await user.type(search, "zzz");
    expect(screen.getByText("No item or option matches “zzz”.")).toBeTruthy();
    await user.clear(search);

    await user.click(screen.getByRole("button", { name: "Select several" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Biscuit" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Jalapeño" }));
    await user.click(screen.getByRole("button", { name: "86 selected" }));
    const panel = screen.getByRole("group", { name: "86 2 items" });
    await user.click(within(panel).getByRole("radio", { name: "Tomorrow" }));
    await user.click(within(panel).getByRole("button", { name: "86 it" }));
    await waitFor(() => expect(sent.some((c) => c.method === "PUT")).toBe(true));
    expect(sent.find((c) => c.method === "PUT")?.body).toEqual({
      items: [
        { kind: "product", id: 12 },
        { kind: "option", id: 31 },
      ],
      available: false,
      until: "2026-11-25T05:00:00.000Z",
    });
  });

  it("store-controls.options-merged: the same side of two products is one row, “86'd on 1 of 2 items”; its switch 86s both ids in one PUT", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    const sent = fakeApi({
      [`GET ${BASE}/controls`]: ok(sidesFixture()),
      [`PUT ${BASE}/availability`]: ok(
        controlsFixture({
          items: sidesFixture().items.map((i) =>
            i.id === 41 || i.id === 42
              ? { ...i, unavailable: { since: NOW.toISOString(), until: null } }
              : i,
          ),
        }),
      ),
    });
    renderPage();
    const toggle = await screen.findByRole("switch", { name: "Mac & Cheese available" });
    expect(screen.getAllByRole("switch", { name: "Mac & Cheese available" })).toHaveLength(1);
    expect(toggle.closest("li")?.textContent).toContain("86'd on 1 of 2 items");
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await user.click(toggle);
    const panel = screen.getByRole("group", { name: "86 Mac & Cheese" });
    await user.click(within(panel).getByRole("radio", { name: "Until I turn it back on" }));
    await user.click(within(panel).getByRole("button", { name: "86 it" }));
    const mac = screen.getByRole("switch", { name: "Mac & Cheese available" });
    expect(mac.getAttribute("aria-checked")).toBe("false");
    expect(mac.closest("li")?.textContent).toContain("86'd until turned back on");
    await waitFor(() => expect(sent.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(sent.find((c) => c.method === "PUT")?.body).toEqual({
      items: [
        { kind: "option", id: 41 },
        { kind: "option", id: 42 },
      ],
      available: false,
      until: null,
    });
  });

  it("store-controls.options-merged: a refusal puts every id of the merged row back as it was", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    fakeApi({
      [`GET ${BASE}/controls`]: ok(sidesFixture()),
      [`PUT ${BASE}/availability`]: {
        status: 403,
        body: { message: "You do not work at this restaurant.", requestId: "r" },
      },
    });
    renderPage();
    await user.click(await screen.findByRole("switch", { name: "Mac & Cheese available" }));
    const panel = screen.getByRole("group", { name: "86 Mac & Cheese" });
    await user.click(within(panel).getByRole("button", { name: "86 it" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Not saved: You do not work at this restaurant. We put it back as it was.",
    );
    const mac = screen.getByRole("switch", { name: "Mac & Cheese available" });
    expect(mac.getAttribute("aria-checked")).toBe("true");
    expect(mac.closest("li")?.textContent).toContain("86'd on 1 of 2 items");
  });

  it("store-controls.options-merged: a row of 450 ids is sent in calls of 200, 200 and 50; bringing it back too", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    // The server keeps what each call changed.
    let items = manySides(450);
    const sent = fakeApi({
      [`GET ${BASE}/controls`]: ok(controlsFixture({ items })),
      [`PUT ${BASE}/availability`]: (call) => {
        const body = call.body as { available: boolean; items: { id: number }[] };
        const ids = new Set(body.items.map((i) => i.id));
        const unavailable = body.available ? null : { since: NOW.toISOString(), until: null };
        items = items.map((i) => (ids.has(i.id) ? { ...i, unavailable } : i));
        return ok(controlsFixture({ items }));
      },
    });
    renderPage();
    await user.click(await screen.findByRole("switch", { name: "Mac & Cheese available" }));
    const panel = screen.getByRole("group", { name: "86 Mac & Cheese" });
    await user.click(within(panel).getByRole("button", { name: "86 it" }));
    await screen.findByText("Mac & Cheese is now 86'd.");
    const puts = sent.filter((c) => c.method === "PUT");
    const lengths = puts.map((c) => (c.body as { items: unknown[] }).items.length);
    expect(lengths).toEqual([200, 200, 50]);
    expect(
      puts.flatMap((c) => (c.body as { items: { id: number }[] }).items.map((i) => i.id)),
    ).toEqual(manySides(450).map((i) => i.id));
    expect(puts.every((c) => (c.body as { available: boolean }).available === false)).toBe(true);
    const mac = screen.getByRole("switch", { name: "Mac & Cheese available" });
    expect(mac.closest("li")?.textContent).toContain("86'd until turned back on");

    await user.click(mac);
    await screen.findByText("Mac & Cheese is now Available.");
    const back = sent.filter((c) => c.method === "PUT").slice(3);
    expect(back.map((c) => (c.body as { items: unknown[] }).items.length)).toEqual([200, 200, 50]);
    expect(back.every((c) => (c.body as { available: boolean }).available)).toBe(true);
  });

  it("store-controls.options-merged: when a later call of a split change is refused, the page says in words how many were changed", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    const items = manySides(450);
    let calls = 0;
    const sent = fakeApi({
      [`GET ${BASE}/controls`]: ok(controlsFixture({ items })),
      [`PUT ${BASE}/availability`]: (call) => {
        if (++calls === 2)
          return { status: 503, body: { message: "Try again in a moment.", requestId: "r" } };
        const ids = new Set((call.body as { items: { id: number }[] }).items.map((i) => i.id));
        return ok(
          controlsFixture({
            items: items.map((i) =>
              ids.has(i.id) ? { ...i, unavailable: { since: NOW.toISOString(), until: null } } : i,
            ),
          }),
        );
      },
    });
    renderPage();
    await user.click(await screen.findByRole("switch", { name: "Mac & Cheese available" }));
    await user.click(
      within(screen.getByRole("group", { name: "86 Mac & Cheese" })).getByRole("button", {
        name: "86 it",
      }),
    );
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Not saved: Try again in a moment. 200 of 450 were changed; the others are as they were.",
    );
    expect(sent.filter((c) => c.method === "PUT")).toHaveLength(2);
    const mac = screen.getByRole("switch", { name: "Mac & Cheese available" });
    expect(mac.closest("li")?.textContent).toContain("86'd on 200 of 450 items");
  });

  it("store-controls.options-merged: option groups start collapsed under “Options: …”, categories open; a search opens the groups it matches", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    fakeApi({ [`GET ${BASE}/controls`]: ok(sidesFixture()) });
    renderPage();
    const summary = await screen.findByText("Options: Choose your side (2)");
    const sides = summary.closest("details")!;
    expect(summary.tagName).toBe("SUMMARY");
    expect(sides.open).toBe(false);
    expect(screen.getByText("Options: Toppings (1)").closest("details")?.open).toBe(false);
    expect(
      screen.getByRole("heading", { name: "Sandwiches (category)" }).closest("details"),
    ).toBeNull();

    const search = screen.getByRole("searchbox", { name: "Search items and options" });
    await user.type(search, "mac");
    expect(screen.getByText("Options: Choose your side (1)").closest("details")?.open).toBe(true);
    expect(screen.queryByText(/Options: Toppings/)).toBeNull();
    await user.clear(search);
    expect(screen.getByText("Options: Choose your side (2)").closest("details")?.open).toBe(false);
  });

  it("store-controls.zone: a load failure says why in words and offers to try again", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      [`GET ${BASE}/controls`]: () =>
        ++calls === 1
          ? { status: 403, body: { message: "Not your restaurant.", requestId: "r" } }
          : ok(controlsFixture()),
    });
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "We could not load this page: Not your restaurant.",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Menu availability" })).toBeTruthy();
  });

  it("store-controls.zone: the controls are read again when the tablet wakes (another tablet may have changed them)", async () => {
    signInStaff("manager");
    let calls = 0;
    fakeApi({
      [`GET ${BASE}/controls`]: () =>
        ++calls === 1
          ? ok(controlsFixture())
          : ok(
              controlsFixture({ pause: { until: "2026-11-24T21:00:00.000Z", reason: "Weather" } }),
            ),
    });
    renderPage();
    await screen.findByRole("heading", { name: "Menu availability" });
    expect(screen.queryByRole("button", { name: "Resume online ordering" })).toBeNull();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(await screen.findByRole("button", { name: "Resume online ordering" })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
