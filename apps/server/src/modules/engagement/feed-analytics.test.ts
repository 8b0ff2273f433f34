// `engagement.impression-once` and `engagement.stats-daily` together: what the site reports
// reaches the vendor-shaped analytics that the campaign's chart reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const KEY = "e".repeat(40);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { engagementApiKey: KEY } });
});
afterAll(async () => t.close());

describe("the site's impressions in campaigns/data_series", () => {
  it("engagement.impression-once, engagement.stats-daily: a card seen twice counts one impression today", async () => {
    const device = { device_id: "analytics-device-1" };
    const feed = await t.app.inject({
      method: "GET",
      url: "/api/v1/engagement/feed",
      headers: device,
    });
    const card = (feed.json().cards as { id: string; title: string; campaign_id: string }[]).find(
      (c) => c.title === "Welcome to Coop",
    )!;
    for (let i = 0; i < 2; i++) {
      const seen = await t.app.inject({
        method: "POST",
        url: `/api/v1/engagement/messages/${card.id}/impression`,
        headers: device,
      });
      expect(seen.statusCode).toBe(200);
    }
    const series = await t.app.inject({
      method: "GET",
      url: `/api/braze/campaigns/data_series?campaign_id=${card.campaign_id}&length=7`,
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(series.statusCode).toBe(200);
    const today = series.json().data.at(-1);
    expect(today.messages.content_cards[0]).toMatchObject({ total_impressions: 1 });
  });
});
