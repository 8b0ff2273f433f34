// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import {
  CONTROLS_BASE as BASE,
  controlsFixture,
  controlsOk as ok,
  controlsPerTest,
  renderControlsPage as renderPage,
  signInStaff,
} from "./test-support.tsx";

controlsPerTest();

describe("ControlsPage: pause, busy mode and closing early", () => {
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
});
