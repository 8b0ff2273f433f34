import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  CAMPAIGN_ANALYTICS_LENGTH_DAYS,
  SEGMENT_ANALYTICS_LENGTH_DAYS,
} from "@coop/contract/constants";

import { engagementMessages, engagementUsers } from "../../db/schema/engagement.ts";
import { staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

/** The vendor-shaped REST paths under /api/braze, on the real app. */
const clock = new Date("2026-11-24T15:00:00Z");
const KEY = "rest-test-key";
let t: TestApp;
let marketing = "";

beforeAll(async () => {
  t = await createTestApp({
    deps: { now: () => clock, jobs: { pollMs: 3_600_000 }, engagementApiKey: KEY },
  });
  marketing = await staffSignIn(t.app, staffDemo.marketing.email, staffDemo.marketing.password);
  await t.database.db.insert(engagementUsers).values([
    {
      externalId: "rest-1",
      attributes: { first_name: "Ada", tier: "gold" },
      createdAt: clock,
      updatedAt: clock,
    },
    { externalId: "rest-2", attributes: { tier: "silver" }, createdAt: clock, updatedAt: clock },
    {
      externalId: "rest-3",
      attributes: { email_subscribe: "opted_in" },
      createdAt: clock,
      updatedAt: clock,
    },
    {
      externalId: "rest-4",
      attributes: { email_subscribe: "unsubscribed" },
      createdAt: clock,
      updatedAt: clock,
    },
  ]);
}, 60_000);
afterAll(async () => t.close());

async function braze(method: "GET" | "POST", path: string, payload?: object, token = KEY) {
  const res = await t.app.inject({
    method,
    url: `/api/braze/${path}`,
    ...(payload && { payload }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}
async function ops(method: "GET" | "POST", path: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/ops/engagement/${path}`,
    ...(payload && { payload }),
    headers: { authorization: `Bearer ${marketing}` },
  });
  return res.json().data;
}

let apiCampaign = "";
beforeAll(async () => {
  const created = await ops("POST", "campaigns", {
    name: "Order ready promo",
    channel: "content_card",
    segment_id: null,
    delivery: "api",
    conversion_event: "purchase",
    tags: ["api"],
    variants: [
      {
        id: "v1",
        name: "Only",
        percent: 100,
        message: {
          title: "Thanks {{api_trigger_properties.${name}}}",
          description: "Your {{api_trigger_properties.${item}}} is ready",
        },
      },
    ],
  });
  apiCampaign = created.id;
  await ops("POST", `campaigns/${apiCampaign}/launch`);
});

describe("/api/braze campaigns", () => {
  it("engagement.rest-reads: needs the key (or a marketing sign-in); a staff token works too", async () => {
    expect((await braze("GET", "campaigns/list", undefined, "")).status).toBe(401);
    expect((await braze("GET", "campaigns/list", undefined, marketing)).status).toBe(200);
  });

  it("engagement.rest-reads: campaigns/list and details answer the vendor's shapes; an unknown id is a 400", async () => {
    const list = await braze("GET", "campaigns/list?include_archived=false&sort_direction=asc");
    expect(list.status).toBe(200);
    expect(list.body.message).toBe("success");
    expect(list.body.campaigns).toEqual(
      expect.arrayContaining([
        {
          id: apiCampaign,
          last_edited: expect.any(String),
          name: "Order ready promo",
          is_api_campaign: true,
          tags: ["api"],
        },
      ]),
    );
    const later = await braze(
      "GET",
      `campaigns/list?last_edit.time[gt]=${encodeURIComponent("2030-01-01T00:00:00Z")}`,
    );
    expect(later.body.campaigns).toEqual([]);
    const details = await braze("GET", `campaigns/details?campaign_id=${apiCampaign}`);
    expect(details.body).toMatchObject({
      name: "Order ready promo",
      draft: false,
      schedule_type: "api_triggered",
      channels: ["content_cards"],
      messages: { v1: { channel: "content_card", name: "Only" } },
      conversion_behaviors: [{ type: "Makes Any Purchase" }],
    });
    const bad = await braze("GET", "campaigns/details?campaign_id=nope");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid campaign_id");
  });

  it("engagement.rest-sends, engagement.liquid: trigger/send writes each recipient's card with their properties; unknown users are skipped", async () => {
    const res = await braze("POST", "campaigns/trigger/send", {
      campaign_id: apiCampaign,
      trigger_properties: { item: "order" },
      recipients: [
        { external_user_id: "rest-1", trigger_properties: { name: "Ada" } },
        { external_user_id: "nobody" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dispatch_id: expect.any(String), message: "success" });
    await t.app.jobs.runDue();
    const rows = await t.database.db
      .select()
      .from(engagementMessages)
      .where(eq(engagementMessages.campaignId, apiCampaign));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dispatchId).toBe(res.body.dispatch_id);
    expect(rows[0]!.content).toMatchObject({
      title: "Thanks Ada",
      description: "Your order is ready",
    });
    const none = await braze("POST", "campaigns/trigger/send", { campaign_id: apiCampaign });
    expect(none.status).toBe(400);
  });

  it("engagement.analytics-lengths: a campaign series is 7 days unless given, at most 100; the send counts today", async () => {
    const series = await braze("GET", `campaigns/data_series?campaign_id=${apiCampaign}`);
    expect(series.status).toBe(200);
    expect(series.body.data).toHaveLength(CAMPAIGN_ANALYTICS_LENGTH_DAYS);
    const today = series.body.data.at(-1);
    expect(today).toMatchObject({ time: "2026-11-24", unique_recipients: 1 });
    expect(today.messages.content_cards).toEqual([
      expect.objectContaining({ variation_name: "Only", sent: 1 }),
    ]);
    expect(
      (await braze("GET", `campaigns/data_series?campaign_id=${apiCampaign}&length=30`)).body.data,
    ).toHaveLength(30);
    expect(
      (await braze("GET", `campaigns/data_series?campaign_id=${apiCampaign}&length=101`)).status,
    ).toBe(400);
  });

  it("engagement.rest-sends: messages/send writes a card to the given users and an audience picks by attribute", async () => {
    const res = await braze("POST", "messages/send", {
      audience: {
        custom_attribute: { custom_attribute_name: "tier", comparison: "equals", value: "silver" },
      },
      messages: { content_card: { title: "Silver perk", description: "Just for you" } },
    });
    expect(res.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(engagementMessages)
      .where(eq(engagementMessages.dispatchId, res.body.dispatch_id));
    const [silver] = await t.database.db
      .select()
      .from(engagementUsers)
      .where(eq(engagementUsers.externalId, "rest-2"));
    expect(rows.map((r) => r.userId)).toEqual([silver!.id]);
    expect(
      (
        await braze("POST", "messages/send", {
          messages: { content_card: { title: "x", description: "y" } },
        })
      ).status,
    ).toBe(400);
  });
});

describe("/api/braze segments and canvases", () => {
  it("engagement.analytics-lengths, engagement.segment-sizes: a segment series is 14 days unless given, from the daily measurement", async () => {
    const seg = await ops("POST", "segments", {
      name: "Gold",
      rules: { rules: [{ type: "attribute", attribute: "tier", op: "equals", value: "gold" }] },
    });
    await t.app.jobs.runSoon("engagement-segment-sizes");
    await t.app.jobs.runDue();
    const list = await braze("GET", "segments/list");
    expect(list.body.segments).toEqual(
      expect.arrayContaining([
        { id: seg.id, name: "Gold", analytics_tracking_enabled: true, tags: [] },
      ]),
    );
    const details = await braze("GET", `segments/details?segment_id=${seg.id}`);
    expect(details.body).toMatchObject({ name: "Gold", message: "success" });
    const series = await braze("GET", `segments/data_series?segment_id=${seg.id}`);
    expect(series.body.data).toEqual([{ time: "2026-11-24", size: 1 }]);
    const long = await braze(
      "GET",
      `segments/data_series?segment_id=${seg.id}&ending_at=${encodeURIComponent("2026-12-07T00:00:00Z")}`,
    );
    expect(long.body.data).toEqual([{ time: "2026-11-24", size: 1 }]);
    const tooEarly = await braze(
      "GET",
      `segments/data_series?segment_id=${seg.id}&ending_at=${encodeURIComponent("2026-12-08T00:00:00Z")}`,
    );
    expect(tooEarly.body.data).toHaveLength(SEGMENT_ANALYTICS_LENGTH_DAYS - 14);
    expect((await braze("GET", "segments/details?segment_id=nope")).status).toBe(400);
  });

  it("engagement.rest-sends, engagement.rest-reads: canvas/trigger/send enters the recipients; the series and summary count the entry and the step", async () => {
    const cv = await ops("POST", "canvases", {
      name: "API canvas",
      segment_id: null,
      delivery: "api",
      steps: [
        {
          id: "st1",
          name: "Hello",
          delay_minutes: 0,
          channel: "content_card",
          message: { title: "Hi {{api_trigger_properties.${name}}}", description: "d" },
        },
      ],
    });
    await ops("POST", `canvases/${cv.id}/launch`);
    const res = await braze("POST", "canvas/trigger/send", {
      canvas_id: cv.id,
      recipients: [{ external_user_id: "rest-2", canvas_entry_properties: { name: "Bo" } }],
    });
    expect(res.status).toBe(200);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const rows = await t.database.db
      .select()
      .from(engagementMessages)
      .where(eq(engagementMessages.canvasId, cv.id));
    expect(rows.map((r) => r.content.title)).toEqual(["Hi Bo"]);
    const listed = await braze("GET", "canvas/list");
    expect(listed.body.canvases).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: cv.id, name: "API canvas" })]),
    );
    const series = await braze(
      "GET",
      `canvas/data_series?canvas_id=${cv.id}&length=2&include_step_breakdown=true`,
    );
    expect(series.body.data.stats).toHaveLength(2);
    expect(series.body.data.stats[1]).toMatchObject({
      time: "2026-11-24",
      total_stats: { entries: 1 },
      step_stats: {
        st1: { name: "Hello", messages: { content_cards: [expect.objectContaining({ sent: 1 })] } },
      },
    });
    const summary = await braze("GET", `canvas/data_summary?canvas_id=${cv.id}&length=7`);
    expect(summary.body.data).toMatchObject({ name: "API canvas", total_stats: { entries: 1 } });
  });

  it("engagement.rest-sends, engagement.email-unsubscribe: messages/send emails follow recipient_subscription_state", async () => {
    const send = async (state?: string) => {
      const res = await braze("POST", "messages/send", {
        external_user_ids: ["rest-1", "rest-3", "rest-4"],
        ...(state && { recipient_subscription_state: state }),
        messages: { email: { subject: "Receipt", body: "Thanks" } },
      });
      expect(res.status).toBe(200);
      const rows = await t.database.db
        .select({ externalId: engagementUsers.externalId })
        .from(engagementMessages)
        .innerJoin(engagementUsers, eq(engagementUsers.id, engagementMessages.userId))
        .where(eq(engagementMessages.dispatchId, res.body.dispatch_id));
      return rows.map((r) => r.externalId).sort();
    };
    expect(await send("opted_in")).toEqual(["rest-3"]);
    expect(await send()).toEqual(["rest-1", "rest-3"]);
    expect(await send("all")).toEqual(["rest-1", "rest-3", "rest-4"]);
  });

  it("engagement.rest-reads: the OpenAPI document describes the REST reads and sends", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of ["campaigns/data_series", "canvas/data_summary", "messages/send"])
      expect(paths).toContain(`/api/braze/${path}`);
  });
});
