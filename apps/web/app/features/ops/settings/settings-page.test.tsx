// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import { renderAt, signInStaff, signOutStaff, STAFF_TOKEN } from "../controls/test-support.tsx";
import { SettingsPage } from "./settings-page.tsx";

const PATH = "/ops/restaurants/7/settings";
const BASE = "/api/ops/restaurants/7";

const settingsData = {
  auto_advance: false,
  make_time: {
    base_minutes: 4,
    per_item_minutes: 2,
    catering_base_minutes: 90,
    categories: [{ category_id: 5, minutes_per_item: 6 }],
  },
  menu_categories: [
    { id: 5, name: "Whole birds" },
    { id: 6, name: "Biscuits" },
  ],
};
const limit = { orders_per_slot: 8, make_minutes_per_slot: 60 };
const pacingData = {
  pickup: limit,
  curbside: limit,
  dispatch: limit,
  catering: { orders_per_slot: 1, make_minutes_per_slot: null },
};
const ok = (data: unknown) => ({ status: 200, body: { status: "ok", data } });

afterEach(() => {
  // Unmount before the network stub goes, so no late call reaches a real server.
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
});

function routes(over: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${BASE}/settings`]: ok(settingsData),
    [`GET ${BASE}/pacing`]: ok(pacingData),
    [`PUT ${BASE}/settings`]: (call) => ok({ ...(call.body as object), menu_categories: [] }),
    [`PUT ${BASE}/pacing`]: (call) => ok(call.body),
    ...over,
  });
}

const input = (name: string | RegExp) =>
  screen.getByRole("spinbutton", { name }) as HTMLInputElement;

describe("SettingsPage (/ops/restaurants/{id}/settings)", () => {
  it("store-controls.managers-only: crew see 'Managers only' and no settings are fetched", async () => {
    signInStaff("crew");
    const sent = routes();
    renderAt(<SettingsPage restaurantId={7} />, PATH);
    expect(await screen.findByRole("heading", { name: "Managers only" })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("store-controls.settings-checks: saving sends the settings and the pacing as typed, with the staff token", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    const sent = routes();
    renderAt(<SettingsPage restaurantId={7} />, PATH);
    await user.click(await screen.findByRole("switch", { name: "Auto-advance" }));
    await user.clear(input("Base minutes per order"));
    await user.type(input("Base minutes per order"), "5");
    await user.type(input("Biscuits"), "0.5");
    await user.clear(input("Whole birds"));
    const pickup = screen.getByRole("group", { name: "Pickup" });
    await user.click(within(pickup).getByRole("checkbox", { name: /No limit/ }));
    const catering = screen.getByRole("group", { name: "Catering" });
    await user.click(within(catering).getByRole("checkbox", { name: /No limit/ }));
    await user.type(
      within(catering).getByRole("spinbutton", { name: "Make-minutes per slot" }),
      "240",
    );
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Settings saved.")).toBeTruthy();
    const puts = sent.filter((c) => c.method === "PUT");
    expect(puts.map((c) => c.path)).toEqual([`${BASE}/settings`, `${BASE}/pacing`]);
    expect(puts[0]?.body).toEqual({
      auto_advance: true,
      make_time: {
        base_minutes: 5,
        per_item_minutes: 2,
        catering_base_minutes: 90,
        categories: [{ category_id: 6, minutes_per_item: 0.5 }],
      },
    });
    expect(puts[1]?.body).toEqual({
      pickup: { orders_per_slot: 8, make_minutes_per_slot: null },
      curbside: limit,
      dispatch: limit,
      catering: { orders_per_slot: 1, make_minutes_per_slot: 240 },
    });
    expect(puts[0]?.headers.get("authorization")).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it("store-controls.settings-checks: only the part that changed is sent (pacing alone here)", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    const sent = routes();
    renderAt(<SettingsPage restaurantId={7} />, PATH);
    const curbside = await screen.findByRole("group", { name: "Curbside" });
    const orders = within(curbside).getByRole("spinbutton", { name: "Orders per slot" });
    await user.clear(orders);
    await user.type(orders, "3");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Settings saved.")).toBeTruthy();
    const puts = sent.filter((c) => c.method === "PUT");
    expect(puts.map((c) => c.path)).toEqual([`${BASE}/pacing`]);
    expect((puts[0]?.body as { curbside: unknown }).curbside).toEqual({
      orders_per_slot: 3,
      make_minutes_per_slot: 60,
    });
  });

  it("store-controls.settings-checks: a wrong value is named on its field, focus goes to it, and nothing is sent", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    const sent = routes();
    renderAt(<SettingsPage restaurantId={7} />, PATH);
    await user.clear(await screen.findByRole("spinbutton", { name: "Minutes per item" }));
    await user.type(input("Minutes per item"), "75");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(screen.getByText("Fix 1 field to save.")).toBeTruthy();
    const field = input("Minutes per item");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = field.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Enter at most 60.");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(sent.some((c) => c.method === "PUT")).toBe(false);
  });

  it("store-controls.settings-server-errors: the server's field errors land on their inputs (a category by its place in the list)", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    routes({
      [`PUT ${BASE}/settings`]: {
        status: 400,
        body: {
          message: "body.make_time.categories.0.minutes_per_item must be at most 60.",
          errors: [
            { path: "body.make_time.categories.0.minutes_per_item", message: "must be at most 60" },
          ],
          requestId: "r",
        },
      },
    });
    renderAt(<SettingsPage restaurantId={7} />, PATH);
    await user.type(await screen.findByRole("spinbutton", { name: "Whole birds" }), "0");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    const birds = input("Whole birds");
    await waitFor(() => expect(birds.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(birds.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "must be at most 60",
    );
    expect(input("Biscuits").getAttribute("aria-invalid")).toBeNull();
  });

  it("store-controls.make-time-example: the example follows the model as it is typed", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    routes();
    renderAt(<SettingsPage restaurantId={7} />, PATH);
    expect(await screen.findByText("An order of 3 items takes 10 min.")).toBeTruthy();
    await user.clear(input("Minutes per item"));
    await user.type(input("Minutes per item"), "3");
    expect(screen.getByText("An order of 3 items takes 13 min.")).toBeTruthy();
    expect(screen.getByText("A catering order of 3 items takes 99 min.")).toBeTruthy();
  });

  it("store-controls.settings-unsaved: leaving with unsaved changes asks first; staying keeps the page", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    routes();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);
    const { router } = renderAt(<SettingsPage restaurantId={7} />, PATH);
    await user.type(await screen.findByRole("spinbutton", { name: "Biscuits" }), "1");
    await act(() => router.navigate("/ops/restaurants/7/today"));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith("Leave without saving your changes?"));
    expect(router.state.location.pathname).toBe(PATH);
    await act(() => router.navigate("/ops/restaurants/7/today"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/ops/restaurants/7/today"));
  });
});
