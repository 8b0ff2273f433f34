// @vitest-environment happy-dom
import "./strings.ts";

import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { signInStaff, signOutStaff, STAFF_TOKEN } from "../controls/test-support.tsx";
import { CampaignAnalytics, SegmentAnalytics } from "./analytics.tsx";
import { campaignSeries } from "./analytics-data.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
});

/** Answers every call with `body`; returns the URLs and authorization headers asked. */
function answer(status: number, body: unknown) {
  const asked: { url: URL; auth: string | null }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    asked.push({
      url: new URL(url, "http://localhost"),
      auth: new Headers(init.headers).get("authorization"),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  return asked;
}

const day = (d: number) => `2026-11-${String(17 + d).padStart(2, "0")}T00:00:00+00:00`;

const campaignDays = {
  message: "success",
  data: [0, 1].map((d) => ({
    time: day(d),
    conversions: 1 + d,
    unique_recipients: 30,
    messages: {
      content_cards: [
        {
          variation_name: "Variant A",
          sent: 20 + d,
          impressions: 12,
          clicks: 4 + d,
          conversions: 1,
        },
        { variation_name: "Variant B", sent: 10, impressions: 6, clicks: 1, conversions: d },
      ],
    },
  })),
};

describe("the engagement analytics", () => {
  it("engagement-authoring.analytics-charts: a campaign's last 7 days, per metric and variant, with the numbers in a table", async () => {
    signInStaff("marketing");
    const asked = answer(200, campaignDays);
    render(<CampaignAnalytics campaignId="cmp-1" />);
    expect(await screen.findByRole("heading", { name: "The last 7 days" })).toBeTruthy();
    expect(asked[0]!.url.pathname).toBe("/api/braze/campaigns/data_series");
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({
      campaign_id: "cmp-1",
      length: "7",
    });
    expect(asked[0]!.auth).toBe(`Bearer ${STAFF_TOKEN}`);
    const clicks = screen.getByRole("table", { name: "Clicks per day" });
    const rows = within(clicks).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "DayVariant AVariant B",
      expect.stringMatching(/17.*41$/) as string,
      expect.stringMatching(/18.*51$/) as string,
    ]);
    expect(screen.getByRole("table", { name: "Sent per day" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Impressions per day" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Conversions per day" })).toBeTruthy();
    // The drawing is hidden from assistive technology; the table carries the numbers.
    expect(document.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
  });

  it("engagement-authoring.analytics-charts: an email's opens count as its impressions", () => {
    const series = campaignSeries(
      {
        data: [
          {
            time: day(0),
            messages: {
              email: [{ variation_name: "A", sent: 9, opens: 5, clicks: 2, conversions: 0 }],
            },
          },
        ],
      },
      "No variant",
    );
    expect(series.byMetric.impressions).toEqual([{ name: "A", values: [5] }]);
    expect(series.byMetric.sent).toEqual([{ name: "A", values: [9] }]);
  });

  it("engagement-authoring.analytics-charts: a content card's total_impressions and total_clicks (the vendor's names) are its impressions and clicks", () => {
    const series = campaignSeries(
      {
        data: [
          {
            time: day(0),
            messages: {
              content_cards: [
                {
                  variation_name: "A",
                  sent: 3,
                  total_impressions: 2,
                  unique_impressions: 2,
                  total_clicks: 1,
                  unique_clicks: 1,
                  conversions: 0,
                },
              ],
            },
          },
        ],
      },
      "No variant",
    );
    expect(series.byMetric.impressions).toEqual([{ name: "A", values: [2] }]);
    expect(series.byMetric.clicks).toEqual([{ name: "A", values: [1] }]);
  });

  it("engagement-authoring.analytics-charts: a segment's size over 14 days; a failed load says why", async () => {
    signInStaff("admin");
    const asked = answer(200, {
      message: "success",
      data: [
        { time: day(0), size: 1200 },
        { time: day(1), size: 1250 },
      ],
    });
    render(<SegmentAnalytics segmentId="seg-loyal" />);
    const table = await screen.findByRole("table", { name: "Users per day" });
    expect(
      within(table)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1,200", "1,250"]);
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({
      segment_id: "seg-loyal",
      length: "14",
    });
    cleanup();
    answer(503, { message: "The analytics store is not answering.", requestId: "t" });
    render(<SegmentAnalytics segmentId="seg-loyal" />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The analytics store is not answering.",
    );
  });
});
