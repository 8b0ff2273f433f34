import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  engagementCampaigns,
  engagementMessages,
  engagementPurchases,
  engagementSegments,
  engagementSegmentSizes,
  engagementUsers,
} from "../../db/schema/engagement.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

/** The demo chain's engagement data, as seeded on a fresh database. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { jobs: { pollMs: 3_600_000 } } });
}, 60_000);
afterAll(async () => t.close());

describe("demo engagement seed", () => {
  it("engagement.seed: Ada is an engagement user with her points and purchases, and has the welcome card", async () => {
    const db = t.database.db;
    const [ada] = await db
      .select()
      .from(engagementUsers)
      .where(eq(engagementUsers.externalId, "demo-ada"));
    expect(ada?.attributes).toMatchObject({ first_name: "Ada", language: "en", points: 1340 });
    const purchases = await db
      .select()
      .from(engagementPurchases)
      .where(eq(engagementPurchases.userId, ada!.id));
    expect(purchases.length).toBeGreaterThan(0);
    const [welcome] = await db
      .select()
      .from(engagementCampaigns)
      .where(eq(engagementCampaigns.name, "Welcome to Coop"));
    expect(welcome).toMatchObject({ status: "active", channel: "content_card", segmentId: null });
    const cards = await db
      .select()
      .from(engagementMessages)
      .where(
        and(eq(engagementMessages.userId, ada!.id), eq(engagementMessages.campaignId, welcome!.id)),
      );
    expect(cards).toHaveLength(1);
    expect(cards[0]!.content).toMatchObject({
      title: "Welcome to Coop",
      extras: { feed_type: "homepage_carousel" },
    });
    // Grace reads Spanish: her welcome card is the Spanish one.
    const [grace] = await db
      .select()
      .from(engagementUsers)
      .where(eq(engagementUsers.externalId, "demo-grace"));
    const [graceCard] = await db
      .select()
      .from(engagementMessages)
      .where(
        and(
          eq(engagementMessages.userId, grace!.id),
          eq(engagementMessages.campaignId, welcome!.id),
        ),
      );
    expect(graceCard!.content).toMatchObject({ title: "Bienvenido a Coop" });
  });

  it("engagement.seed: the five segments with today's size, the alert, the catering in-app message and the win-back email draft", async () => {
    const db = t.database.db;
    const segments = await db.select().from(engagementSegments);
    expect(segments.map((s) => s.name).sort()).toEqual([
      "Catering customers",
      "Lapsed 60 days",
      "Ordered in the last 30 days",
      "Points 250 or more",
      "Spanish speakers",
    ]);
    const sizes = await db.select().from(engagementSegmentSizes);
    const sizeOf = (name: string) =>
      sizes.find((z) => z.segmentId === segments.find((s) => s.name === name)!.id)?.size;
    expect(sizeOf("Points 250 or more")).toBe(2);
    expect(sizeOf("Spanish speakers")).toBe(1);
    expect(sizeOf("Ordered in the last 30 days")).toBe(2);
    const campaigns = await db.select().from(engagementCampaigns);
    const byName = (n: string) => campaigns.find((c) => c.name === n)!;
    expect(byName("Catering for a crowd")).toMatchObject({
      channel: "in_app_message",
      status: "active",
      tags: ["catering"],
    });
    expect(byName("Holiday hours").status).toBe("active");
    const winBack = byName("We miss you");
    expect(winBack).toMatchObject({ channel: "email", status: "draft" });
    expect(winBack.segmentId).toBe(segments.find((s) => s.name === "Lapsed 60 days")!.id);
  });
});
