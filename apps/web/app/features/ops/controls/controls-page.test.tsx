// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Controls } from "@coop/contract/ops-controls";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import { ControlsPage } from "./controls-page.tsx";
import {
  controlsFixture,
  renderAt,
  signInStaff,
  signOutStaff,
  STAFF_TOKEN,
} from "./test-support.tsx";

const PATH = "/ops/restaurants/7/controls";
const BASE = "/api/ops/restaurants/7";
// 15:00 in New York.
const NOW = new Date("2026-11-24T20:00:00Z");
const ok = (data: Controls) => ({ status: 200, body: { status: "ok", data } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  // Unmount before the network stub goes, so no late call reaches a real server.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOutStaff();
});

function renderPage() {
  return renderAt(<ControlsPage restaurantId={7} />, PATH);
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

  it("store-controls.pause: pausing sends until (30 minutes) and the preset reason; the banner shows while paused; resume sends DELETE", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    const paused = controlsFixture({
      pause: { until: "2026-11-24T20:30:00.000Z", reason: "Weather" },
    });
    const sent = fakeApi({
      [`GET ${BASE}/controls`]: ok(controlsFixture()),
      [`PUT ${BASE}/pause`]: ok(paused),
      [`DELETE ${BASE}/pause`]: ok(controlsFixture()),
    });
    renderPage();
    const section = (await screen.findByRole("heading", { name: "Pause online ordering" })).closest(
      "section",
    )!;
    await user.click(within(section).getByRole("button", { name: "Pause online ordering" }));
    expect(within(section).getByText("Say why, in at least 3 characters.")).toBeTruthy();
    expect(sent.some((c) => c.method === "PUT")).toBe(false);

    await user.click(within(section).getByRole("radio", { name: "30 minutes" }));
    await user.click(within(section).getByRole("button", { name: "Weather" }));
    expect(
      (
        within(section).getByRole("textbox", {
          name: "Reason (customers see it)",
        }) as HTMLInputElement
      ).value,
    ).toBe("Weather");
    await user.click(within(section).getByRole("button", { name: "Pause online ordering" }));
    expect(sent.find((c) => c.method === "PUT")?.body).toEqual({
      until: "2026-11-24T20:30:00.000Z",
      reason: "Weather",
    });
    expect(
      await screen.findAllByText(
        "Online ordering is paused until 3:30 PM. Customers see: “Weather”",
      ),
    ).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Resume online ordering" }));
    await waitFor(() => expect(sent.at(-1)?.method).toBe("DELETE"));
    expect(sent.at(-1)?.path).toBe(`${BASE}/pause`);
  });

  it("store-controls.busy-minutes: +20 until 2 hours sends minutes and until, shows the time left; a custom 12 is refused before sending; End sends DELETE", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    const busy = controlsFixture({ busy: { minutes: 20, until: "2026-11-24T22:00:00.000Z" } });
    const sent = fakeApi({
      [`GET ${BASE}/controls`]: ok(controlsFixture()),
      [`PUT ${BASE}/busy`]: ok(busy),
      [`DELETE ${BASE}/busy`]: ok(controlsFixture()),
    });
    renderPage();
    const section = (await screen.findByRole("heading", { name: "Busy mode" })).closest("section")!;
    await user.click(within(section).getByRole("button", { name: "Other" }));
    await user.type(within(section).getByRole("spinbutton"), "12");
    await user.click(within(section).getByRole("button", { name: "Turn on busy mode" }));
    expect(within(section).getByText("Use steps of 5 minutes.")).toBeTruthy();
    expect(sent.some((c) => c.method === "PUT")).toBe(false);

    await user.click(within(section).getByRole("button", { name: "+20 min" }));
    await user.click(within(section).getByRole("radio", { name: "2 hours" }));
    await user.click(within(section).getByRole("button", { name: "Turn on busy mode" }));
    expect(sent.find((c) => c.method === "PUT")?.body).toEqual({
      minutes: 20,
      until: "2026-11-24T22:00:00.000Z",
    });
    expect(
      await within(section).findByText(
        "Busy mode: +20 min on every quoted time until 5:00 PM (120 min left).",
      ),
    ).toBeTruthy();
    await user.click(within(section).getByRole("button", { name: "End busy mode" }));
    await waitFor(() => expect(sent.at(-1)?.method).toBe("DELETE"));
  });

  it("store-controls.close-early: the times offered are inside today's hours and ahead; closing sends closes_at; undo sends DELETE", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    const early = controlsFixture({ closes_early: { date: "2026-11-24", closes_at: "19:00" } });
    const sent = fakeApi({
      [`GET ${BASE}/controls`]: ok(controlsFixture()),
      [`PUT ${BASE}/hours-today`]: ok(early),
      [`DELETE ${BASE}/hours-today`]: ok(controlsFixture()),
    });
    renderPage();
    const section = (await screen.findByRole("heading", { name: "Close early today" })).closest(
      "section",
    )!;
    expect(within(section).getByText("Today's regular hours: 10:30 AM–9:00 PM.")).toBeTruthy();
    const select = within(section).getByRole("combobox", { name: "Close at" });
    const options = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options[1]).toBe("3:15 PM");
    expect(options.at(-1)).toBe("8:45 PM");
    await user.selectOptions(select, "19:00");
    await user.click(within(section).getByRole("button", { name: "Close early" }));
    expect(sent.find((c) => c.method === "PUT")?.body).toEqual({ closes_at: "19:00" });
    expect(
      await within(section).findByText(
        "Closing early today at 7:00 PM: no order is taken for a later time.",
      ),
    ).toBeTruthy();
    await user.click(within(section).getByRole("button", { name: "Undo: back to regular hours" }));
    await waitFor(() => expect(sent.at(-1)?.method).toBe("DELETE"));
    expect(sent.at(-1)?.path).toBe(`${BASE}/hours-today`);
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

  it("store-controls.busy-minutes: busy mode on with minutes no preset offers shows them under Other", async () => {
    signInStaff("manager");
    fakeApi({
      [`GET ${BASE}/controls`]: ok(
        controlsFixture({ busy: { minutes: 25, until: "2026-11-24T21:00:00.000Z" } }),
      ),
    });
    renderPage();
    const section = (await screen.findByRole("heading", { name: "Busy mode" })).closest("section")!;
    expect(
      within(section).getByRole("button", { name: "Other" }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(
      (
        within(section).getByRole("spinbutton", {
          name: "Minutes (5 to 120, steps of 5)",
        }) as HTMLInputElement
      ).value,
    ).toBe("25");
    expect(
      within(section).getByText(/\+25 min on every quoted time until 4:00 PM \(60 min left\)/),
    ).toBeTruthy();
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
