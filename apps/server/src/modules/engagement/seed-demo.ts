import { z } from "zod";

import {
  opsCampaignBodySchema,
  opsSegmentBodySchema,
  segmentRulesSchema,
} from "@coop/contract/ops-engagement";

import type { Db } from "../../db/client.ts";
import { engagementPurchases, engagementUsers } from "../../db/schema/engagement.ts";
import { createJobQueue } from "../jobs/service.ts";
import { createCampaignsService } from "./campaigns-service.ts";
import { createSegmentsService } from "./segments-service.ts";
import { createSends } from "./sends.ts";

/** The demo engagement data file: extra attributes per member, segments and campaigns. */
export const demoEngagementSchema = z.object({
  attributes: z.record(
    z.string(),
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  ),
  segments: z.array(
    opsSegmentBodySchema.extend({ key: z.string().min(1), rules: segmentRulesSchema }),
  ),
  campaigns: z.array(
    z.object({
      launch: z.boolean(),
      /** The key of a segment of this file (the campaign's audience). */
      segment: z.string().optional(),
      campaign: z.unknown(),
    }),
  ),
});

/** The demo engagement data, checked (the seeding fails naming the field when it is wrong). */
export function checkDemoEngagement(raw: unknown) {
  const data = demoEngagementSchema.parse(raw);
  for (const c of data.campaigns) {
    opsCampaignBodySchema.parse(c.campaign);
    if (c.segment && !data.segments.some((s) => s.key === c.segment))
      throw new Error(`engagement.json: no segment ${c.segment}`);
  }
  return data;
}

/** What the demo seeder reads from the demo chain's data files. */
export type DemoEngagementInput = {
  data: unknown;
  members: readonly {
    id: string;
    email: string;
    firstName: string;
    optin: boolean;
    points: readonly { points: number }[];
    pastOrders: readonly { daysAgo: number; items: readonly { sku: string; quantity: number }[] }[];
  }[];
  /** The default menu's products by sku. */
  products: ReadonlyMap<string, { id: number | string; name: string; priceCents: number }>;
};

/**
 * `engagement.seed`: the demo chain's engagement data, written through the engine's own
 * services so the rows are what authoring and sending make: an engagement user per demo member
 * (external id = member id; first name, email, language, points), their past orders as
 * purchases, the segments and campaigns of `engagement.json`, and the launched ones sent now
 * (so the demo member Ada has the welcome card).
 */
export async function seedEngagement(db: Db, input: DemoEngagementInput): Promise<void> {
  const { members: demoMembers, products } = input;
  const data = checkDemoEngagement(input.data);
  const now = () => new Date();
  const at = now();
  const userIds = new Map<string, number>();
  for (const m of demoMembers) {
    const points = m.points.reduce((sum, p) => sum + p.points, 0);
    const [row] = await db
      .insert(engagementUsers)
      .values({
        externalId: m.id,
        attributes: {
          first_name: m.firstName,
          language: "en",
          points,
          email_subscribe: m.optin ? "opted_in" : "subscribed",
          ...data.attributes[m.id],
        },
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: engagementUsers.externalId })
      .returning({ id: engagementUsers.id });
    if (row) userIds.set(m.id, row.id);
  }
  // The past orders of the demo data (what the past-orders seeder wrote), one purchase a line.
  const purchases = demoMembers.flatMap((m) => {
    const userId = userIds.get(m.id);
    if (userId === undefined) return [];
    return m.pastOrders.flatMap((past) =>
      past.items.flatMap(({ sku, quantity }) => {
        const p = products.get(sku);
        if (!p) return [];
        return [
          {
            userId,
            productId: String(p.id),
            currency: "USD",
            priceCents: p.priceCents,
            quantity,
            properties: { sku, name: p.name },
            time: new Date(at.getTime() - past.daysAgo * 86_400_000),
            receivedAt: at,
          },
        ];
      }),
    );
  });
  if (purchases.length > 0) await db.insert(engagementPurchases).values(purchases);

  // The engine's services on the seeding transaction; its own queue runs the launch sends now.
  const jobs = createJobQueue({ db, now, log: { error: () => {}, warn: () => {} } });
  const sends = createSends({ db, now, jobs });
  const noAudit = async () => {};
  const segments = createSegmentsService({ db, now, audit: noAudit });
  const campaigns = createCampaignsService({ db, now, audit: noAudit, sends });
  const seeder = { id: "seed" };
  const segmentIds = new Map<string, string>();
  for (const s of data.segments) {
    const created = await segments.create(seeder, {
      name: s.name,
      description: s.description,
      rules: s.rules,
      tags: s.tags,
    });
    segmentIds.set(s.key, created.id);
  }
  for (const c of data.campaigns) {
    const body = opsCampaignBodySchema.parse(c.campaign);
    const created = await campaigns.createCampaign(seeder, {
      ...body,
      segment_id: c.segment ? segmentIds.get(c.segment)! : body.segment_id,
    });
    if (c.launch) await campaigns.launchCampaign(seeder, created.id);
  }
  await jobs.runDue();
  await segments.measureSizes();
}
