import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../../db/client.ts";
import {
  engagementMessages,
  engagementSegmentSizes,
  engagementStatsDaily,
  engagementUsers,
} from "../../db/schema/engagement.ts";
import type { Mailer, MailMessage } from "../../lib/mailer.ts";
import { openTestDatabase } from "../../test-support/test-app.ts";
import { createJobQueue, type JobQueue } from "../jobs/service.ts";
import { createCampaignsService } from "./campaigns-service.ts";
import { registerSegmentSizes, scheduleSegmentSizes } from "./segments-jobs.ts";
import { createSegmentsService, utcDay } from "./segments-service.ts";
import { createSends, type Sends } from "./sends.ts";
import { substitute } from "./sends-render.ts";

/** The engine's sends on a fresh database, with the job queue run by hand. */
let clock = new Date("2026-11-24T12:00:00Z");
const now = () => clock;
let database: Database;
let drop: () => Promise<void>;
let jobs: JobQueue;
let sends: Sends;
let campaigns: ReturnType<typeof createCampaignsService>;
let segments: ReturnType<typeof createSegmentsService>;
const mail: MailMessage[] = [];
const mailer: Mailer = {
  kind: "outbox",
  describe: "test",
  async send(message) {
    mail.push(message);
    return { messageId: String(mail.length) };
  },
  close() {},
};
const actor = { id: "demo-staff-hedy" };
const noAudit = async () => {};
const ids: Record<string, number> = {};

async function user(name: string, externalId: string | null, attributes: Record<string, unknown>) {
  const [row] = await database.db
    .insert(engagementUsers)
    .values({ externalId, attributes, createdAt: clock, updatedAt: clock })
    .returning({ id: engagementUsers.id });
  ids[name] = row!.id;
}

const card = (title: string) => ({
  title,
  description: `${title} text`,
  extras: { feed_type: "homepage_carousel" },
});

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
  const db = database.db;
  jobs = createJobQueue({ db, now, log: { error: () => {}, warn: () => {} } });
  sends = createSends({
    db,
    now,
    jobs,
    mail: {
      contacts: {
        contactOf: async (memberId) =>
          memberId.startsWith("member-")
            ? { email: `${memberId}@coop.example`, firstName: "A", textPhone: null }
            : null,
      },
      mailer,
      publicOrigin: "https://coop.example",
    },
  });
  segments = createSegmentsService({ db, now, audit: noAudit });
  campaigns = createCampaignsService({ db, now, audit: noAudit, sends });
  await user("ada", "member-ada", { language: "es", points: 300 });
  await user("bob", "member-bob", { language: "en", email_subscribe: "unsubscribed" });
  await user("device", null, {});
  for (let i = 0; i < 40; i++) await user(`u${i}`, `member-u${i}`, {});
});
afterAll(async () => drop());

async function messagesOf(campaignId: string) {
  return database.db
    .select()
    .from(engagementMessages)
    .where(eq(engagementMessages.campaignId, campaignId));
}

describe("campaign sends", () => {
  it("engagement.message-check: a variant's message is checked against the channel, naming the field", async () => {
    await expect(
      campaigns.createCampaign(actor, {
        name: "Broken",
        description: "",
        channel: "content_card",
        segment_id: null,
        delivery: "scheduled",
        send_at: null,
        trigger_event: null,
        conversion_event: null,
        tags: [],
        variants: [{ id: "a", name: "A", percent: 100, is_control: false, message: { title: 5 } }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: expect.arrayContaining([
        expect.objectContaining({ path: "variants.0.message.title" }),
      ]),
    });
  });

  it("engagement.launch, engagement.send-once, engagement.send-language, engagement.variant-split, engagement.stats-daily: a scheduled card to everyone, once per user, in the user's language, split by variant", async () => {
    const c = await campaigns.createCampaign(actor, {
      name: "Welcome",
      description: "",
      channel: "content_card",
      segment_id: null,
      delivery: "scheduled",
      send_at: null,
      trigger_event: null,
      conversion_event: null,
      tags: [],
      variants: [
        {
          id: "a",
          name: "A",
          percent: 50,
          is_control: false,
          message: card("Hi"),
          message_es: card("Hola"),
        },
        { id: "ctl", name: "Control", percent: 50, is_control: true, message: card("Hi") },
      ],
    });
    expect(await messagesOf(c.id)).toHaveLength(0);
    await campaigns.launchCampaign(actor, c.id);
    await jobs.runDue();
    const rows = await messagesOf(c.id);
    expect(rows).toHaveLength(43);
    const control = rows.filter((r) => r.isControl);
    expect(control.length).toBeGreaterThan(5);
    expect(control.length).toBeLessThan(38);
    expect(control.every((r) => r.variantId === "ctl")).toBe(true);
    // The split is stable: launching again (a retried job) sends nothing more.
    await campaigns.stopCampaign(actor, c.id);
    await campaigns.launchCampaign(actor, c.id);
    await jobs.runDue();
    expect(await messagesOf(c.id)).toHaveLength(43);
    for (const r of rows.filter((m) => !m.isControl))
      expect(r.content).toMatchObject({
        title: r.userId === ids.ada ? "Hola" : "Hi",
        campaign_id: c.id,
      });
    const stats = await database.db
      .select()
      .from(engagementStatsDaily)
      .where(eq(engagementStatsDaily.sourceId, c.id));
    const total = stats.find((s) => s.variantId === "")!;
    const a = stats.find((s) => s.variantId === "a")!;
    const ctl = stats.find((s) => s.variantId === "ctl")!;
    expect(total).toMatchObject({ day: "2026-11-24", entries: 43, sends: 43 - control.length });
    expect(a.sends).toBe(43 - control.length);
    expect(ctl).toMatchObject({ sends: 0, entries: control.length });
  });

  it("engagement.first-sight: a user first seen after the launch gets the active campaign once", async () => {
    const c = await campaigns.createCampaign(actor, {
      name: "Alert",
      description: "",
      channel: "content_card",
      segment_id: null,
      delivery: "scheduled",
      send_at: null,
      trigger_event: null,
      conversion_event: null,
      tags: [],
      variants: [{ id: "a", name: "A", percent: 100, is_control: false, message: card("Alert") }],
    });
    await campaigns.launchCampaign(actor, c.id);
    await jobs.runDue();
    await user("late", null, {});
    expect(await sends.deliverActiveTo(ids.late!)).toBeGreaterThanOrEqual(1);
    expect(await sends.deliverActiveTo(ids.late!)).toBe(0);
    const late = await database.db
      .select()
      .from(engagementMessages)
      .where(
        and(eq(engagementMessages.campaignId, c.id), eq(engagementMessages.userId, ids.late!)),
      );
    expect(late).toHaveLength(1);
  });

  it("engagement.email-unsubscribe: an email campaign mails members with an unsubscribe line, skips the unsubscribed and anonymous devices", async () => {
    const seg = await segments.create(actor, {
      name: "Points",
      description: "",
      tags: [],
      rules: {
        match: "any",
        rules: [
          { type: "attribute", attribute: "language", op: "exists" },
          { type: "attribute", attribute: "points", op: "not_exists" },
        ],
      },
    });
    const c = await campaigns.createCampaign(actor, {
      name: "Win back",
      description: "",
      channel: "email",
      segment_id: seg.id,
      delivery: "scheduled",
      send_at: null,
      trigger_event: null,
      conversion_event: null,
      tags: [],
      variants: [
        {
          id: "a",
          name: "A",
          percent: 100,
          is_control: false,
          message: { subject: "We miss you", body: "Come back" },
          message_es: { subject: "Te extrañamos", body: "Vuelve" },
        },
      ],
    });
    mail.length = 0;
    await campaigns.launchCampaign(actor, c.id);
    await jobs.runDue();
    await jobs.runDue();
    const to = mail.map((m) => m.to);
    expect(to).toContain("member-ada@coop.example");
    expect(to).not.toContain("member-bob@coop.example");
    expect(to).toHaveLength(1 + 40);
    const ada = mail.find((m) => m.to === "member-ada@coop.example")!;
    expect(ada.subject).toBe("Te extrañamos");
    expect(ada.text).toContain("https://coop.example/account/settings");
    // The device (no external id) got no email row either.
    const rows = await messagesOf(c.id);
    expect(rows.some((r) => r.userId === ids.device)).toBe(false);
  });

  it("engagement.action-trigger, engagement.conversions: an event sends an action campaign once; a conversion within 3 days counts once", async () => {
    const c = await campaigns.createCampaign(actor, {
      name: "After add",
      description: "",
      channel: "in_app_message",
      segment_id: null,
      delivery: "action",
      send_at: null,
      trigger_event: "Add_Product_To_Cart",
      conversion_event: "purchase",
      tags: ["catering"],
      variants: [
        {
          id: "a",
          name: "A",
          percent: 100,
          is_control: false,
          message: {
            message: "Order for a crowd? {{api_trigger_properties.${where}}}",
            tags: ["catering"],
          },
        },
      ],
    });
    await campaigns.launchCampaign(actor, c.id);
    const at = clock;
    await sends.onTracked(ids.u1!, [{ name: "Add_Product_To_Cart", time: at }], []);
    await sends.onTracked(ids.u1!, [{ name: "Add_Product_To_Cart", time: at }], []);
    await sends.onTracked(ids.u2!, [{ name: "Other", time: at }], []);
    const rows = await messagesOf(c.id);
    expect(rows.map((r) => r.userId)).toEqual([ids.u1]);
    expect(rows[0]!.content).toMatchObject({ message: "Order for a crowd?", tags: ["catering"] });
    clock = new Date(at.getTime() + 2 * 86_400_000);
    await sends.onTracked(ids.u1!, [], [{ productId: "3pc", time: clock }]);
    await sends.onTracked(ids.u1!, [], [{ productId: "3pc", time: clock }]);
    const stats = await database.db
      .select()
      .from(engagementStatsDaily)
      .where(eq(engagementStatsDaily.sourceId, c.id));
    expect(stats.filter((s) => s.conversions > 0).map((s) => [s.variantId, s.conversions])).toEqual(
      expect.arrayContaining([
        ["", 1],
        ["a", 1],
      ]),
    );
    clock = new Date("2026-11-24T12:00:00Z");
  });
});

describe("canvases", () => {
  it("engagement.canvas-steps: users enter at launch, each step is sent its delay after the previous; stop halts", async () => {
    const seg = await segments.create(actor, {
      name: "Ada",
      description: "",
      tags: [],
      rules: {
        match: "all",
        rules: [{ type: "attribute", attribute: "points", op: "gte", value: 250 }],
      },
    });
    const cv = await campaigns.createCanvas(actor, {
      name: "Onboarding",
      description: "",
      segment_id: seg.id,
      delivery: "scheduled",
      send_at: null,
      trigger_event: null,
      conversion_event: null,
      tags: [],
      steps: [
        { id: "s1", name: "One", delay_minutes: 0, channel: "content_card", message: card("One") },
        { id: "s2", name: "Two", delay_minutes: 60, channel: "content_card", message: card("Two") },
        {
          id: "s3",
          name: "Three",
          delay_minutes: 60,
          channel: "content_card",
          message: card("Three"),
        },
      ],
    });
    await campaigns.launchCanvas(actor, cv.id);
    await jobs.runDue();
    await jobs.runDue();
    const steps = async () =>
      (
        await database.db
          .select()
          .from(engagementMessages)
          .where(eq(engagementMessages.canvasId, cv.id))
      ).map((m) => [m.userId, m.canvasStepId]);
    expect(await steps()).toEqual([[ids.ada, "s1"]]);
    clock = new Date(clock.getTime() + 61 * 60_000);
    await jobs.runDue();
    expect(await steps()).toEqual([
      [ids.ada, "s1"],
      [ids.ada, "s2"],
    ]);
    await campaigns.stopCanvas(actor, cv.id);
    clock = new Date(clock.getTime() + 61 * 60_000);
    await jobs.runDue();
    expect(await steps()).toHaveLength(2);
  });
});

describe("helpers", () => {
  it("engagement.liquid: api trigger properties are substituted in text, missing ones left empty", () => {
    expect(
      substitute(
        "Hi {{api_trigger_properties.${name}}}, {{ api_trigger_properties.city }}!{{api_trigger_properties.${x}}}",
        {
          name: "Ada",
          city: "Austin",
        },
      ),
    ).toBe("Hi Ada, Austin!");
  });

  it("engagement.segment-sizes: the daily job writes each segment's size for the UTC day and runs again at midnight", async () => {
    registerSegmentSizes(jobs, segments, now);
    await scheduleSegmentSizes(jobs, now);
    await scheduleSegmentSizes(jobs, now);
    await jobs.runDue();
    const sizes = await database.db.select().from(engagementSegmentSizes);
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    expect(sizes.every((s) => s.day === utcDay(clock))).toBe(true);
    const job = await jobs.find("engagement-segment-sizes");
    expect(job?.runAt.toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(job?.doneAt).toBeNull();
  });
});
