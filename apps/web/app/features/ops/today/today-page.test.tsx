// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { TodayReport } from "@coop/contract/ops-reports";

import { renderAt, signInStaff, signOutStaff, STAFF_TOKEN } from "../controls/test-support.tsx";
import { TodayPage } from "./today-page.tsx";

const PATH = "/ops/restaurants/7/today";
const figures = (orders: number, sales: number) => ({
  orders,
  canceled: 0,
  sales,
  average_ready_minutes: orders ? 12.4 : null,
  late: orders > 2 ? 1 : 0,
});
const report = (date: string, orders: number): TodayReport => ({
  restaurant: { id: 7, name: "Downtown", time_zone: "America/New_York" },
  date,
  totals: figures(orders, orders * 10.5),
  hours: orders ? [{ hour: 11, ...figures(orders, orders * 10.5) }] : [],
  by_handoff: orders ? [{ handoff: "pickup", ...figures(orders, orders * 10.5) }] : [],
});

type Sent = { url: string; headers: Headers };

function stubFetch(csv: () => Response = () => new Response("a,b\n")): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    sent.push({ url, headers: new Headers(init.headers) });
    const u = new URL(url, "http://localhost");
    if (u.pathname.endsWith("/today.csv")) return csv();
    const date = u.searchParams.get("date");
    return Response.json({
      status: "ok",
      data: date === "2026-11-23" ? report(date, 0) : report(date ?? "2026-11-24", 4),
    });
  });
  return sent;
}

afterEach(() => {
  // Unmount before the network stub goes, so no late call reaches a real server.
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
});

describe("TodayPage (/ops/restaurants/{id}/today)", () => {
  it("store-controls.managers-only: crew see 'Managers only' and the report is not fetched", async () => {
    signInStaff("crew");
    const sent = stubFetch();
    renderAt(<TodayPage restaurantId={7} />, PATH);
    expect(await screen.findByRole("heading", { name: "Managers only" })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("store-controls.today-bars: today by default: totals, a table by hour and by handoff with captions and header scopes", async () => {
    signInStaff("manager");
    const sent = stubFetch();
    renderAt(<TodayPage restaurantId={7} />, PATH);
    const byHour = await screen.findByRole("table", { name: /Orders by hour/ });
    expect(sent[0]?.url).toBe("/api/ops/restaurants/7/today");
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe("2026-11-24");
    expect(sent).toHaveLength(1);
    expect(within(byHour).getByRole("rowheader", { name: "11:00 AM" })).toBeTruthy();
    expect(
      within(byHour)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Hour", "Orders", "Sales", "Average ready time", "Late orders", "Canceled"]);
    expect(
      within(byHour)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["4", "$42.00", "12 min", "1", "0"]);
    const byHandoff = screen.getByRole("table", { name: /Orders by handoff/ });
    expect(within(byHandoff).getByRole("rowheader", { name: "Pickup" })).toBeTruthy();
    expect(screen.getByText("Ready more than 5 minutes after the promised time.")).toBeTruthy();
  });

  it("store-controls.today-bars: another date is fetched with ?date; a day without orders shows the empty state", async () => {
    signInStaff("manager");
    const sent = stubFetch();
    renderAt(<TodayPage restaurantId={7} />, PATH);
    await screen.findByRole("table", { name: /Orders by hour/ });
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-11-23" } });
    expect(await screen.findByText("No orders on Monday, November 23, 2026.")).toBeTruthy();
    expect(sent.at(-1)?.url).toBe("/api/ops/restaurants/7/today?date=2026-11-23");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("store-controls.today-csv: Download CSV fetches today.csv with the staff token and saves it under the server's name", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    const sent = stubFetch(
      () =>
        new Response("hour,orders\n", {
          headers: { "content-disposition": 'attachment; filename="downtown-2026-11-24.csv"' },
        }),
    );
    const created: Blob[] = [];
    const objectUrl = vi
      .spyOn(URL, "createObjectURL")
      .mockImplementation((blob) => (created.push(blob as Blob), "blob:report"));
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderAt(<TodayPage restaurantId={7} />, PATH);
    await screen.findByRole("table", { name: /Orders by hour/ });
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const csvCall = sent.find((s) => s.url.includes("today.csv"));
    expect(csvCall?.url).toBe("/api/ops/restaurants/7/today.csv?date=2026-11-24");
    expect(csvCall?.headers.get("authorization")).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(clicked[0]?.download).toBe("downtown-2026-11-24.csv");
    expect(await created[0]?.text()).toBe("hour,orders\n");
    click.mockRestore();
    objectUrl.mockRestore();
    revoke.mockRestore();
  });

  it("store-controls.today-csv: a refused download says why in words", async () => {
    signInStaff("manager");
    const user = userEvent.setup();
    stubFetch(() => Response.json({ message: "Managers only.", requestId: "r" }, { status: 403 }));
    renderAt(<TodayPage restaurantId={7} />, PATH);
    await screen.findByRole("table", { name: /Orders by hour/ });
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The file could not be downloaded: Managers only.",
    );
  });
});
