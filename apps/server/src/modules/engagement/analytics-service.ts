import { and, asc, desc, eq, gt, gte, lte } from "drizzle-orm";
import type { z } from "zod";

import type {
  brazeCampaignSeriesQuerySchema,
  brazeCanvasSeriesQuerySchema,
  brazeListQuerySchema,
  brazeSegmentSeriesQuerySchema,
  brazeSegmentsListQuerySchema,
} from "@coop/contract/engagement-rest";

import type { Db } from "../../db/client.ts";
import {
  engagementCampaigns,
  engagementCanvases,
  engagementSegments,
  engagementSegmentSizes,
  engagementStatsDaily,
} from "../../db/schema/engagement.ts";
import { HttpError } from "../../http/http-error.ts";
import { utcDay } from "./segments-service.ts";
import type { StoredStep, StoredVariant } from "./sends-render.ts";

const PAGE = 100;
const DAY_MS = 86_400_000;
type StatsRow = typeof engagementStatsDaily.$inferSelect;

/** The vendor's key for a channel's messages in a data series. */
const SERIES_KEY = {
  content_card: "content_cards",
  in_app_message: "in_app_message",
  email: "email",
} as const;

/** `engagement.analytics-lengths`: the UTC days of a series, oldest first, ending at `ending`. */
export function seriesDays(ending: Date, length: number): string[] {
  const days: string[] = [];
  for (let i = length - 1; i >= 0; i--) days.push(utcDay(new Date(ending.getTime() - i * DAY_MS)));
  return days;
}

function counters(channel: string, name: string, s: StatsRow | undefined) {
  const n = (k: keyof StatsRow) => (s ? Number(s[k]) : 0);
  const base = {
    variation_name: name,
    sent: n("sends"),
    unique_recipients: n("entries"),
    conversions: n("conversions"),
  };
  if (channel === "email")
    return {
      ...base,
      opens: n("impressions"),
      unique_opens: n("impressions"),
      clicks: n("clicks"),
      unique_clicks: n("clicks"),
    };
  if (channel === "in_app_message")
    return { ...base, impressions: n("impressions"), clicks: n("clicks") };
  return {
    ...base,
    total_impressions: n("impressions"),
    unique_impressions: n("impressions"),
    total_clicks: n("clicks"),
    unique_clicks: n("clicks"),
    total_dismissals: n("dismissals"),
    unique_dismissals: n("dismissals"),
  };
}

/**
 * The vendor-shaped reads (`engagement.rest-reads`, `engagement.analytics-lengths`): lists of
 * campaigns, canvases and segments, their details, and per-day series from the daily stats.
 */
export function createAnalyticsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function statsOf(kind: "campaign" | "canvas", id: string, from: string, to: string) {
    return db
      .select()
      .from(engagementStatsDaily)
      .where(
        and(
          eq(engagementStatsDaily.sourceKind, kind),
          eq(engagementStatsDaily.sourceId, id),
          gte(engagementStatsDaily.day, from),
          lte(engagementStatsDaily.day, to),
        ),
      );
  }
  async function campaign(id: string) {
    const [row] = await db.select().from(engagementCampaigns).where(eq(engagementCampaigns.id, id));
    if (!row)
      throw new HttpError(400, "Invalid campaign_id", {
        errors: [{ path: "campaign_id", message: `there is no campaign ${id}` }],
      });
    return row;
  }
  async function canvas(id: string) {
    const [row] = await db.select().from(engagementCanvases).where(eq(engagementCanvases.id, id));
    if (!row)
      throw new HttpError(400, "Invalid canvas_id", {
        errors: [{ path: "canvas_id", message: `there is no canvas ${id}` }],
      });
    return row;
  }
  async function segment(id: string) {
    const [row] = await db.select().from(engagementSegments).where(eq(engagementSegments.id, id));
    if (!row)
      throw new HttpError(400, "Invalid segment_id", {
        errors: [{ path: "segment_id", message: `there is no segment ${id}` }],
      });
    return row;
  }

  /** A canvas period: starting_at..ending_at, or `length` days ending at ending_at. */
  function period(q: z.infer<typeof brazeCanvasSeriesQuerySchema>): string[] {
    const ending = q.ending_at ? new Date(q.ending_at) : now();
    if (!q.starting_at) return seriesDays(ending, q.length);
    const start = new Date(q.starting_at);
    const days = Math.floor((ending.getTime() - start.getTime()) / DAY_MS) + 1;
    if (days < 1)
      throw new HttpError(400, "starting_at must be before ending_at.", {
        errors: [{ path: "starting_at", message: "must be before ending_at" }],
      });
    if (days > 100)
      throw new HttpError(400, "A series covers at most 100 days.", {
        errors: [{ path: "starting_at", message: "must be at most 100 days before ending_at" }],
      });
    return seriesDays(ending, days);
  }

  function canvasBreakdown(
    steps: StoredStep[],
    rows: StatsRow[],
    q: { include_variant_breakdown: boolean; include_step_breakdown: boolean },
  ) {
    const totals = rows.find((r) => r.variantId === "");
    const total_stats = {
      revenue: 0,
      conversions: totals?.conversions ?? 0,
      conversions_by_entry_time: totals?.conversions ?? 0,
      entries: totals?.entries ?? 0,
    };
    return {
      total_stats,
      ...(q.include_variant_breakdown && {
        // A canvas has one path here: its variant is the whole canvas.
        variant_stats: { default: { ...total_stats, name: "Variant 1" } },
      }),
      ...(q.include_step_breakdown && {
        step_stats: Object.fromEntries(
          steps.map((step) => {
            const s = rows.find((r) => r.variantId === step.id);
            return [
              step.id,
              {
                name: step.name,
                revenue: 0,
                conversions: s?.conversions ?? 0,
                conversions_by_entry_time: s?.conversions ?? 0,
                messages: { [SERIES_KEY[step.channel]]: [counters(step.channel, step.name, s)] },
              },
            ];
          }),
        ),
      }),
    };
  }

  const sum = (rows: StatsRow[]) => {
    const out = new Map<string, StatsRow>();
    for (const r of rows) {
      const had = out.get(r.variantId);
      if (!had) out.set(r.variantId, { ...r });
      else
        for (const k of [
          "sends",
          "impressions",
          "clicks",
          "conversions",
          "dismissals",
          "entries",
        ] as const)
          had[k] += r[k];
    }
    return [...out.values()];
  };

  return {
    async campaignsList(q: z.infer<typeof brazeListQuerySchema>) {
      const edited = q["last_edit.time[gt]"];
      const rows = await db
        .select()
        .from(engagementCampaigns)
        .where(
          and(
            q.include_archived ? undefined : eq(engagementCampaigns.archived, false),
            edited ? gt(engagementCampaigns.updatedAt, new Date(edited)) : undefined,
          ),
        )
        .orderBy(
          q.sort_direction === "asc"
            ? asc(engagementCampaigns.createdAt)
            : desc(engagementCampaigns.createdAt),
          asc(engagementCampaigns.id),
        )
        .limit(PAGE)
        .offset(q.page * PAGE);
      return {
        campaigns: rows.map((c) => ({
          id: c.id,
          last_edited: c.updatedAt.toISOString(),
          name: c.name,
          is_api_campaign: c.delivery === "api",
          tags: c.tags,
        })),
        message: "success" as const,
      };
    },
    async canvasList(q: z.infer<typeof brazeListQuerySchema>) {
      const edited = q["last_edit.time[gt]"];
      const rows = await db
        .select()
        .from(engagementCanvases)
        .where(
          and(
            q.include_archived ? undefined : eq(engagementCanvases.archived, false),
            edited ? gt(engagementCanvases.updatedAt, new Date(edited)) : undefined,
          ),
        )
        .orderBy(
          q.sort_direction === "asc"
            ? asc(engagementCanvases.createdAt)
            : desc(engagementCanvases.createdAt),
          asc(engagementCanvases.id),
        )
        .limit(PAGE)
        .offset(q.page * PAGE);
      return {
        canvases: rows.map((c) => ({
          id: c.id,
          last_edited: c.updatedAt.toISOString(),
          name: c.name,
          tags: c.tags,
        })),
        message: "success" as const,
      };
    },
    async segmentsList(q: z.infer<typeof brazeSegmentsListQuerySchema>) {
      const rows = await db
        .select()
        .from(engagementSegments)
        .where(eq(engagementSegments.archived, false))
        .orderBy(
          q.sort_direction === "asc"
            ? asc(engagementSegments.createdAt)
            : desc(engagementSegments.createdAt),
          asc(engagementSegments.id),
        )
        .limit(PAGE)
        .offset(q.page * PAGE);
      return {
        segments: rows.map((s) => ({
          id: s.id,
          name: s.name,
          analytics_tracking_enabled: true,
          tags: s.tags,
        })),
        message: "success" as const,
      };
    },
    async campaignDetails(id: string) {
      const c = await campaign(id);
      const variants = c.variants as StoredVariant[];
      return {
        message: "success" as const,
        created_at: c.createdAt.toISOString(),
        updated_at: c.updatedAt.toISOString(),
        archived: c.archived,
        draft: c.status === "draft",
        enabled: c.status === "active",
        name: c.name,
        description: c.description,
        schedule_type:
          c.delivery === "api"
            ? "api_triggered"
            : c.delivery === "action"
              ? "action_based"
              : c.sendAt
                ? "time_based_utc"
                : "immediate",
        channels: [c.channel === "content_card" ? "content_cards" : c.channel],
        first_sent: c.firstSentAt?.toISOString() ?? null,
        last_sent: c.lastSentAt?.toISOString() ?? null,
        tags: c.tags,
        teams: [],
        messages: Object.fromEntries(
          variants.map((v) => [
            v.id,
            v.is_control
              ? { channel: "control", name: v.name, percent: v.percent }
              : { channel: c.channel, name: v.name, percent: v.percent, ...v.message },
          ]),
        ),
        conversion_behaviors: c.conversionEvent
          ? [
              c.conversionEvent === "purchase"
                ? { type: "Makes Any Purchase", window: 3 * 86_400 }
                : {
                    type: "Performs Custom Event",
                    window: 3 * 86_400,
                    custom_event_name: c.conversionEvent,
                  },
            ]
          : [],
      };
    },
    async segmentDetails(id: string) {
      const s = await segment(id);
      return {
        message: "success" as const,
        created_at: s.createdAt.toISOString(),
        updated_at: s.updatedAt.toISOString(),
        name: s.name,
        description: s.description,
        text_description: s.description,
        tags: s.tags,
        teams: [],
      };
    },
    async campaignSeries(q: z.infer<typeof brazeCampaignSeriesQuerySchema>) {
      const c = await campaign(q.campaign_id);
      const days = seriesDays(q.ending_at ? new Date(q.ending_at) : now(), q.length);
      const rows = await statsOf("campaign", c.id, days[0]!, days.at(-1)!);
      const variants = c.variants as StoredVariant[];
      return {
        data: days.map((day) => {
          const ofDay = rows.filter((r) => r.day === day);
          const total = ofDay.find((r) => r.variantId === "");
          return {
            time: day,
            messages: {
              [SERIES_KEY[c.channel as keyof typeof SERIES_KEY]]: variants.map((v) =>
                counters(
                  c.channel,
                  v.name,
                  ofDay.find((r) => r.variantId === v.id),
                ),
              ),
            },
            conversions: total?.conversions ?? 0,
            entries: total?.entries ?? 0,
            unique_recipients: total?.entries ?? 0,
          };
        }),
        message: "success" as const,
      };
    },
    async canvasSeries(q: z.infer<typeof brazeCanvasSeriesQuerySchema>) {
      const cv = await canvas(q.canvas_id);
      const days = period(q);
      const rows = await statsOf("canvas", cv.id, days[0]!, days.at(-1)!);
      const steps = cv.steps as StoredStep[];
      return {
        data: {
          name: cv.name,
          stats: days.map((day) => ({
            time: day,
            ...canvasBreakdown(
              steps,
              rows.filter((r) => r.day === day),
              q,
            ),
          })),
        },
        message: "success" as const,
      };
    },
    async canvasSummary(q: z.infer<typeof brazeCanvasSeriesQuerySchema>) {
      const cv = await canvas(q.canvas_id);
      const days = period(q);
      const rows = await statsOf("canvas", cv.id, days[0]!, days.at(-1)!);
      return {
        data: { name: cv.name, ...canvasBreakdown(cv.steps as StoredStep[], sum(rows), q) },
        message: "success" as const,
      };
    },
    async segmentSeries(q: z.infer<typeof brazeSegmentSeriesQuerySchema>) {
      const s = await segment(q.segment_id);
      const days = seriesDays(q.ending_at ? new Date(q.ending_at) : now(), q.length);
      const rows = await db
        .select()
        .from(engagementSegmentSizes)
        .where(
          and(
            eq(engagementSegmentSizes.segmentId, s.id),
            gte(engagementSegmentSizes.day, days[0]!),
            lte(engagementSegmentSizes.day, days.at(-1)!),
          ),
        );
      // Days before the first measurement are left out (the vendor answers only measured days).
      return {
        data: days.flatMap((day) => {
          const found = rows.find((r) => r.day === day);
          return found ? [{ time: day, size: found.size }] : [];
        }),
        message: "success" as const,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
