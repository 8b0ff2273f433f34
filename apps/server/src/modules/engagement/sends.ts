import { randomUUID } from "node:crypto";

import { and, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";

import type { CampaignChannel, SegmentRules } from "@coop/contract/ops-engagement";

import type { Db } from "../../db/client.ts";
import {
  engagementCampaigns,
  engagementCanvasEntries,
  engagementCanvases,
  engagementMessages,
  engagementStatsDaily,
  engagementUsers,
} from "../../db/schema/engagement.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { JobQueue, JobRow } from "../jobs/service.ts";
import type { MemberContacts } from "../members/contacts-service.ts";
import { utcDay } from "./segments-service.ts";
import { segmentRulesOf, segmentUserIds, userMatches } from "./segments-sql.ts";
import {
  localized,
  messageId,
  renderContent,
  type StoredStep,
  type StoredVariant,
  unsubscribeLine,
  variantFor,
} from "./sends-render.ts";

export const CAMPAIGN_SEND_JOB = "engagement-campaign-send";
export const CANVAS_ENTER_JOB = "engagement-canvas-enter";
export const CANVAS_STEP_JOB = "engagement-canvas-step";
export const EMAIL_JOB = "engagement-email";
export const SEGMENT_SIZES_JOB = "engagement-segment-sizes";

/** A conversion counts when it comes within this long after the message. */
export const CONVERSION_WINDOW_MS = 3 * 86_400_000;
const BATCH = 500;

type CampaignRow = typeof engagementCampaigns.$inferSelect;
type CanvasRow = typeof engagementCanvases.$inferSelect;
type Target = { id: number; externalId: string | null; attributes: Record<string, unknown> };
/** Per-recipient trigger properties (`trigger_properties`, `canvas_entry_properties`). */
export type Recipient = { userId: number; properties: Record<string, unknown> };
type SendPayload = {
  campaignId: string;
  dispatchId: string;
  /** Given recipients; absent = the campaign's whole audience. */
  recipients?: Recipient[];
  properties?: Record<string, unknown>;
};

const EVERYONE: SegmentRules = { match: "all", rules: [] };

/**
 * `engagement.stats-daily`: adds to a campaign's or canvas's counters of one UTC day, on BOTH
 * its variant (or step) row and its '' total row, with an upsert.
 */
export async function bumpStats(
  tx: Db,
  source: { kind: "campaign" | "canvas"; id: string; variantId: string | null },
  at: Date,
  add: Partial<Record<"sends" | "entries" | "conversions", number>>,
): Promise<void> {
  const variants = source.variantId ? [source.variantId, ""] : [""];
  for (const variantId of variants) {
    await tx
      .insert(engagementStatsDaily)
      .values({
        sourceKind: source.kind,
        sourceId: source.id,
        variantId,
        day: utcDay(at),
        sends: add.sends ?? 0,
        entries: add.entries ?? 0,
        conversions: add.conversions ?? 0,
      })
      .onConflictDoUpdate({
        target: [
          engagementStatsDaily.sourceKind,
          engagementStatsDaily.sourceId,
          engagementStatsDaily.variantId,
          engagementStatsDaily.day,
        ],
        set: {
          sends: sql`${engagementStatsDaily.sends} + ${add.sends ?? 0}`,
          entries: sql`${engagementStatsDaily.entries} + ${add.entries ?? 0}`,
          conversions: sql`${engagementStatsDaily.conversions} + ${add.conversions ?? 0}`,
        },
      });
  }
}

/**
 * Sends (`engagement.send-once`, `engagement.variant-split`, `engagement.send-language`,
 * `engagement.email-unsubscribe`, `engagement.action-trigger`, `engagement.conversions`,
 * `engagement.canvas-steps`, `engagement.first-sight`): campaigns and canvas steps become rows of
 * engagement_messages (and emails handed to the mail queue), through the durable job queue.
 */
export function createSends(deps: {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  /**
   * How emails leave: without it (the demo seeding) the email jobs are left to the app's
   * worker, which has it.
   */
  mail?: {
    contacts: Pick<MemberContacts, "contactOf">;
    mailer: Mailer;
    publicOrigin: string;
  };
}) {
  const { db, now, jobs } = deps;

  const audienceOf = async (segmentId: string | null): Promise<SegmentRules> =>
    segmentId === null ? EVERYONE : segmentRulesOf(db, segmentId);

  async function targets(tx: Db, ids: number[]): Promise<Target[]> {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: engagementUsers.id,
        externalId: engagementUsers.externalId,
        attributes: engagementUsers.attributes,
      })
      .from(engagementUsers)
      .where(inArray(engagementUsers.id, ids));
  }

  /**
   * Writes one message per user (none twice: the id is the dispatch's), queues the emails, and
   * counts what was new. Answers how many users were new to this dispatch.
   */
  async function deliver(
    tx: Db,
    input: {
      source: { kind: "campaign" | "canvas"; id: string };
      campaignId: string | null;
      channel: CampaignChannel;
      dispatchId: string;
      step: string;
      pick: (user: Target) => {
        variantId: string | null;
        isControl: boolean;
        message: Record<string, unknown>;
        messageEs: Record<string, unknown> | null;
      };
      users: Target[];
      properties: (userId: number) => Record<string, unknown>;
      /** Emails: who may get it (default: everyone not unsubscribed). */
      subscription?: "opted_in" | "subscribed" | "all";
    },
  ): Promise<number> {
    const at = now();
    // One dispatch at a time (across processes): who already has this dispatch's message is
    // known before writing, so nobody gets it twice.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`engagement-dispatch:${input.dispatchId}`}))`,
    );
    const ids = input.users.map((u) => u.id);
    const had = new Set(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ userId: engagementMessages.userId })
              .from(engagementMessages)
              .where(
                and(
                  eq(engagementMessages.dispatchId, input.dispatchId),
                  input.source.kind === "canvas"
                    ? eq(engagementMessages.canvasStepId, input.step)
                    : isNull(engagementMessages.canvasStepId),
                  inArray(engagementMessages.userId, ids),
                ),
              )
          ).map((r) => r.userId),
    );
    const rows: (typeof engagementMessages.$inferInsert)[] = [];
    for (const user of input.users) {
      if (had.has(user.id)) continue;
      if (input.channel === "email") {
        // No email for an anonymous device, nor for a user who unsubscribed.
        if (user.externalId === null) continue;
        const state = String(user.attributes.email_subscribe ?? "");
        const wanted = input.subscription ?? "subscribed";
        if (wanted === "subscribed" && state === "unsubscribed") continue;
        if (wanted === "opted_in" && state !== "opted_in") continue;
      }
      const picked = input.pick(user);
      const text = localized(picked.message, picked.messageEs, user.attributes.language);
      const { content, expiresAt } = renderContent(
        input.channel,
        text,
        input.campaignId,
        input.properties(user.id),
        at,
      );
      rows.push({
        id: messageId(),
        userId: user.id,
        channel: input.channel,
        campaignId: input.campaignId,
        canvasId: input.source.kind === "canvas" ? input.source.id : null,
        canvasStepId: input.source.kind === "canvas" ? input.step : null,
        variantId: picked.variantId,
        dispatchId: input.dispatchId,
        isControl: picked.isControl,
        content,
        createdAt: at,
        expiresAt,
      });
    }
    if (rows.length === 0) return 0;
    const inserted = await tx
      .insert(engagementMessages)
      .values(rows)
      .onConflictDoNothing({ target: engagementMessages.id })
      .returning({
        id: engagementMessages.id,
        variantId: engagementMessages.variantId,
        isControl: engagementMessages.isControl,
      });
    const counts = new Map<string, { sends: number; entries: number }>();
    for (const row of inserted) {
      const key = row.variantId ?? "";
      const c = counts.get(key) ?? { sends: 0, entries: 0 };
      c.entries += 1;
      if (!row.isControl) c.sends += 1;
      counts.set(key, c);
      if (input.channel === "email" && !row.isControl)
        await jobs.enqueue(tx, {
          kind: EMAIL_JOB,
          key: `engagement-email:${row.id}`,
          runAt: at,
          payload: { messageId: row.id },
        });
    }
    if (!input.source.id) return inserted.length;
    for (const [variantId, c] of counts)
      await bumpStats(tx, { ...input.source, variantId: variantId || null }, at, {
        sends: c.sends,
        ...(input.source.kind === "campaign" && { entries: c.entries }),
      });
    if (inserted.length > 0) {
      const table = input.source.kind === "campaign" ? engagementCampaigns : engagementCanvases;
      await tx
        .update(table)
        .set({ lastSentAt: at, firstSentAt: sql`coalesce(${table.firstSentAt}, ${at})` })
        .where(eq(table.id, input.source.id));
    }
    return inserted.length;
  }

  /** Sends a campaign to the given users (already known to be in its audience). */
  async function sendCampaignTo(
    tx: Db,
    campaign: CampaignRow,
    dispatchId: string,
    recipients: Recipient[],
    shared: Record<string, unknown> = {},
  ): Promise<number> {
    const variants = campaign.variants as StoredVariant[];
    const byUser = new Map(recipients.map((r) => [r.userId, r.properties]));
    return deliver(tx, {
      source: { kind: "campaign", id: campaign.id },
      campaignId: campaign.id,
      channel: campaign.channel as CampaignChannel,
      dispatchId,
      step: "",
      users: await targets(tx, [...byUser.keys()]),
      properties: (userId) => ({ ...shared, ...byUser.get(userId) }),
      pick: (user) => {
        const v = variantFor(campaign.id, user.id, variants);
        return {
          variantId: v.id,
          isControl: v.is_control,
          message: v.message,
          messageEs: v.message_es,
        };
      },
    });
  }

  async function campaignById(id: string): Promise<CampaignRow | null> {
    const [row] = await db.select().from(engagementCampaigns).where(eq(engagementCampaigns.id, id));
    return row ?? null;
  }
  async function canvasById(id: string): Promise<CanvasRow | null> {
    const [row] = await db.select().from(engagementCanvases).where(eq(engagementCanvases.id, id));
    return row ?? null;
  }

  /** Keeps only the users in a source's audience. */
  async function inAudience(segmentId: string | null, ids: number[]): Promise<number[]> {
    if (segmentId === null) return ids;
    const rules = await audienceOf(segmentId);
    const kept: number[] = [];
    for (const id of ids) if (await userMatches(db, rules, id, now())) kept.push(id);
    return kept;
  }

  jobs.register(CAMPAIGN_SEND_JOB, async (job: JobRow) => {
    const p = job.payload as SendPayload;
    const campaign = await campaignById(p.campaignId);
    if (!campaign || campaign.status !== "active") return;
    const recipients: Recipient[] = p.recipients
      ? (
          await inAudience(
            campaign.segmentId,
            p.recipients.map((r) => r.userId),
          )
        ).map((userId) => ({
          userId,
          properties: p.recipients!.find((r) => r.userId === userId)?.properties ?? {},
        }))
      : (await segmentUserIds(db, await audienceOf(campaign.segmentId), now())).map((userId) => ({
          userId,
          properties: {},
        }));
    for (let i = 0; i < recipients.length; i += BATCH)
      await db.transaction((tx) =>
        sendCampaignTo(
          tx,
          campaign,
          p.dispatchId,
          recipients.slice(i, i + BATCH),
          p.properties ?? {},
        ),
      );
    jobs.wake();
  });

  const mail = deps.mail;
  if (mail)
    jobs.register(EMAIL_JOB, async (job: JobRow) => {
      const { messageId } = job.payload as { messageId: string };
      const [row] = await db
        .select({
          content: engagementMessages.content,
          externalId: engagementUsers.externalId,
          attributes: engagementUsers.attributes,
        })
        .from(engagementMessages)
        .innerJoin(engagementUsers, eq(engagementUsers.id, engagementMessages.userId))
        .where(eq(engagementMessages.id, messageId));
      if (!row?.externalId) return;
      if (String(row.attributes.email_subscribe ?? "") === "unsubscribed") return;
      const contact = await mail.contacts.contactOf(row.externalId).catch(() => null);
      if (!contact) return;
      const lang = String(row.attributes.language ?? "").startsWith("es") ? "es" : "en-US";
      await mail.mailer.send({
        to: contact.email,
        subject: String(row.content.subject ?? ""),
        text: `${String(row.content.body ?? "")}\n\n--\n${unsubscribeLine(mail.publicOrigin, lang)}\n`,
      });
    });

  // ── Canvases ──────────────────────────────────────────────────────────────────────────────

  const stepsOf = (canvas: CanvasRow) => canvas.steps as StoredStep[];

  /** Users enter a canvas (once each); the first step is due its delay after entry. */
  async function enterCanvas(
    tx: Db,
    canvas: CanvasRow,
    dispatchId: string,
    recipients: Recipient[],
  ): Promise<number> {
    const at = now();
    const first = stepsOf(canvas)[0];
    if (!first || recipients.length === 0) return 0;
    const dueAt = new Date(at.getTime() + first.delay_minutes * 60_000);
    const entered = await tx
      .insert(engagementCanvasEntries)
      .values(
        recipients.map((r) => ({
          canvasId: canvas.id,
          userId: r.userId,
          nextStep: 0,
          dueAt,
          dispatchId,
          properties: r.properties,
          enteredAt: at,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: engagementCanvasEntries.userId });
    for (const e of entered)
      await jobs.enqueue(tx, {
        kind: CANVAS_STEP_JOB,
        key: `engagement-canvas-step:${canvas.id}:${e.userId}:0`,
        runAt: dueAt,
        payload: { canvasId: canvas.id, userId: e.userId, step: 0 },
      });
    if (entered.length > 0)
      await bumpStats(tx, { kind: "canvas", id: canvas.id, variantId: null }, at, {
        entries: entered.length,
      });
    return entered.length;
  }

  jobs.register(CANVAS_ENTER_JOB, async (job: JobRow) => {
    const p = job.payload as {
      canvasId: string;
      dispatchId: string;
      recipients?: Recipient[];
      properties?: Record<string, unknown>;
    };
    const canvas = await canvasById(p.canvasId);
    if (!canvas || canvas.status !== "active") return;
    const recipients: Recipient[] = p.recipients
      ? (
          await inAudience(
            canvas.segmentId,
            p.recipients.map((r) => r.userId),
          )
        ).map((userId) => ({
          userId,
          properties: p.recipients!.find((r) => r.userId === userId)?.properties ?? {},
        }))
      : (await segmentUserIds(db, await audienceOf(canvas.segmentId), now())).map((userId) => ({
          userId,
          properties: p.properties ?? {},
        }));
    for (let i = 0; i < recipients.length; i += BATCH)
      await db.transaction((tx) =>
        enterCanvas(tx, canvas, p.dispatchId, recipients.slice(i, i + BATCH)),
      );
    jobs.wake();
  });

  jobs.register(CANVAS_STEP_JOB, async (job: JobRow) => {
    const p = job.payload as { canvasId: string; userId: number; step: number };
    const canvas = await canvasById(p.canvasId);
    // A stopped canvas sends no further step.
    if (!canvas || canvas.status !== "active") return;
    await db.transaction(async (tx) => {
      const [entry] = await tx
        .select()
        .from(engagementCanvasEntries)
        .where(
          and(
            eq(engagementCanvasEntries.canvasId, p.canvasId),
            eq(engagementCanvasEntries.userId, p.userId),
          ),
        )
        .for("update");
      const steps = stepsOf(canvas);
      const step = steps[p.step];
      if (!entry || entry.nextStep !== p.step || !step) return;
      await deliver(tx, {
        source: { kind: "canvas", id: canvas.id },
        campaignId: null,
        channel: step.channel,
        dispatchId: entry.dispatchId,
        step: step.id,
        users: await targets(tx, [p.userId]),
        properties: () => entry.properties,
        pick: () => ({
          variantId: step.id,
          isControl: false,
          message: step.message,
          messageEs: step.message_es,
        }),
      });
      const next = steps[p.step + 1];
      const dueAt = next ? new Date(now().getTime() + next.delay_minutes * 60_000) : null;
      await tx
        .update(engagementCanvasEntries)
        .set({ nextStep: p.step + 1, dueAt })
        .where(
          and(
            eq(engagementCanvasEntries.canvasId, p.canvasId),
            eq(engagementCanvasEntries.userId, p.userId),
          ),
        );
      if (next && dueAt)
        await jobs.enqueue(tx, {
          kind: CANVAS_STEP_JOB,
          key: `engagement-canvas-step:${canvas.id}:${p.userId}:${p.step + 1}`,
          runAt: dueAt,
          payload: { canvasId: canvas.id, userId: p.userId, step: p.step + 1 },
        });
    });
  });

  /** The dispatch of a scheduled source: one per campaign or canvas, so a user is sent it once. */
  const scheduledDispatch = (id: string) => `scheduled:${id}`;

  return {
    scheduledDispatch,
    /** Queues the send of a launched scheduled campaign (at its time, or now). */
    async scheduleCampaign(tx: Db, campaign: { id: string; sendAt: Date | null }) {
      await jobs.enqueue(tx, {
        kind: CAMPAIGN_SEND_JOB,
        key: `engagement-campaign-send:${campaign.id}:${randomUUID()}`,
        runAt: campaign.sendAt ?? now(),
        payload: { campaignId: campaign.id, dispatchId: scheduledDispatch(campaign.id) },
      });
    },
    /** Queues the entry of a launched scheduled canvas's segment. */
    async scheduleCanvas(tx: Db, canvas: { id: string; sendAt: Date | null }) {
      await jobs.enqueue(tx, {
        kind: CANVAS_ENTER_JOB,
        key: `engagement-canvas-enter:${canvas.id}:${randomUUID()}`,
        runAt: canvas.sendAt ?? now(),
        payload: { canvasId: canvas.id, dispatchId: scheduledDispatch(canvas.id) },
      });
    },
    /** An API send of a campaign (`campaigns/trigger/send`): its dispatch id. */
    async triggerCampaign(
      campaignId: string,
      input: { recipients?: Recipient[]; properties?: Record<string, unknown> },
    ): Promise<string> {
      const dispatchId = randomUUID();
      await jobs.enqueue(db, {
        kind: CAMPAIGN_SEND_JOB,
        key: `engagement-campaign-send:${campaignId}:${dispatchId}`,
        runAt: now(),
        payload: { campaignId, dispatchId, ...input },
      });
      jobs.wake();
      return dispatchId;
    },
    /** An API entry into a canvas (`canvas/trigger/send`): its dispatch id. */
    async triggerCanvas(
      canvasId: string,
      recipients?: Recipient[],
      properties: Record<string, unknown> = {},
    ): Promise<string> {
      const dispatchId = randomUUID();
      await jobs.enqueue(db, {
        kind: CANVAS_ENTER_JOB,
        key: `engagement-canvas-enter:${canvasId}:${dispatchId}`,
        runAt: now(),
        payload: { canvasId, dispatchId, properties, ...(recipients && { recipients }) },
      });
      jobs.wake();
      return dispatchId;
    },
    /**
     * A message without a campaign (`messages/send`): written at once to the given users; the
     * dispatch id of the answer.
     */
    async sendMessage(input: {
      channel: CampaignChannel;
      campaignId: string | null;
      message: Record<string, unknown>;
      userIds: number[];
      subscription?: "opted_in" | "subscribed" | "all";
    }): Promise<string> {
      const dispatchId = randomUUID();
      for (let i = 0; i < input.userIds.length; i += BATCH)
        await db.transaction(async (tx) =>
          deliver(tx, {
            source: { kind: "campaign", id: input.campaignId ?? "" },
            campaignId: input.campaignId,
            channel: input.channel,
            dispatchId,
            step: input.channel,
            users: await targets(tx, input.userIds.slice(i, i + BATCH)),
            properties: () => ({}),
            ...(input.subscription && { subscription: input.subscription }),
            pick: () => ({
              variantId: null,
              isControl: false,
              message: input.message,
              messageEs: null,
            }),
          }),
        );
      jobs.wake();
      return dispatchId;
    },

    /**
     * `engagement.action-trigger`, `engagement.conversions`: what a user just did. Active
     * action-based campaigns and canvases whose trigger event it is send to (enter) the user
     * when they are in the audience, once per user; a conversion event within 3 days of a
     * message counts one conversion for that message's campaign or canvas, once per message.
     */
    async onTracked(
      userId: number,
      events: readonly { name: string; time: Date }[],
      purchases: readonly { productId: string; time: Date }[],
    ): Promise<void> {
      const names = [...new Set(events.map((e) => e.name))];
      if (names.length > 0) {
        const campaigns = await db
          .select()
          .from(engagementCampaigns)
          .where(
            and(
              eq(engagementCampaigns.status, "active"),
              eq(engagementCampaigns.delivery, "action"),
              inArray(engagementCampaigns.triggerEvent, names),
            ),
          );
        for (const c of campaigns) {
          if ((await inAudience(c.segmentId, [userId])).length === 0) continue;
          const props = events.find((e) => e.name === c.triggerEvent);
          await db.transaction((tx) =>
            sendCampaignTo(tx, c, `action:${c.id}`, [{ userId, properties: {} }], {
              event_time: props?.time.toISOString(),
            }),
          );
        }
        const canvases = await db
          .select()
          .from(engagementCanvases)
          .where(
            and(
              eq(engagementCanvases.status, "active"),
              eq(engagementCanvases.delivery, "action"),
              inArray(engagementCanvases.triggerEvent, names),
            ),
          );
        for (const c of canvases) {
          if ((await inAudience(c.segmentId, [userId])).length === 0) continue;
          await db.transaction((tx) =>
            enterCanvas(tx, c, `action:${c.id}`, [{ userId, properties: {} }]),
          );
        }
      }
      // One conversion pass per event name and time (a batch of 75 events of one name at one
      // time is one pass, not 75).
      const passes = new Map<string, { name: string; time: Date }>();
      for (const c of [
        ...events.map((e) => ({ name: e.name, time: e.time })),
        ...purchases.map((p) => ({ name: "purchase", time: p.time })),
      ])
        passes.set(`${c.name}\u0000${c.time.getTime()}`, c);
      // Only names some campaign or canvas counts as its conversion (usually none of them).
      const counted = await conversionEvents([...new Set([...passes.values()].map((c) => c.name))]);
      for (const c of passes.values())
        if (counted.has(c.name)) await convert(userId, c.name, c.time);
      jobs.wake();
    },

    /**
     * `engagement.first-sight`: a user seen for the first time after a campaign to everyone (or
     * to a segment) was launched gets its message now when they match the audience; the same
     * dispatch as the launch's, so calling it again sends nothing more.
     */
    async deliverActiveTo(userId: number): Promise<number> {
      const at = now();
      const campaigns = await db
        .select()
        .from(engagementCampaigns)
        .where(
          and(
            eq(engagementCampaigns.status, "active"),
            eq(engagementCampaigns.delivery, "scheduled"),
            eq(engagementCampaigns.archived, false),
            or(isNull(engagementCampaigns.sendAt), lte(engagementCampaigns.sendAt, at)),
          ),
        );
      let sent = 0;
      for (const c of campaigns) {
        if (c.channel === "email") continue;
        if ((await inAudience(c.segmentId, [userId])).length === 0) continue;
        sent += await db.transaction((tx) =>
          sendCampaignTo(tx, c, scheduledDispatch(c.id), [{ userId, properties: {} }]),
        );
      }
      return sent;
    },
  };

  /** Which of `names` a campaign or a canvas counts as its conversion event. */
  async function conversionEvents(names: string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const [campaigns, canvases] = await Promise.all([
      db
        .selectDistinct({ name: engagementCampaigns.conversionEvent })
        .from(engagementCampaigns)
        .where(inArray(engagementCampaigns.conversionEvent, names)),
      db
        .selectDistinct({ name: engagementCanvases.conversionEvent })
        .from(engagementCanvases)
        .where(inArray(engagementCanvases.conversionEvent, names)),
    ]);
    return new Set([...campaigns, ...canvases].flatMap((r) => (r.name ? [r.name] : [])));
  }

  async function convert(userId: number, name: string, time: Date): Promise<void> {
    const from = new Date(time.getTime() - CONVERSION_WINDOW_MS);
    await db.transaction(async (tx) => {
      const converted = await tx
        .update(engagementMessages)
        .set({ convertedAt: time })
        .where(
          and(
            eq(engagementMessages.userId, userId),
            isNull(engagementMessages.convertedAt),
            gte(engagementMessages.createdAt, from),
            lte(engagementMessages.createdAt, time),
            or(
              sql`${engagementMessages.campaignId} in (select ${engagementCampaigns.id} from ${engagementCampaigns} where ${engagementCampaigns.conversionEvent} = ${name})`,
              sql`${engagementMessages.canvasId} in (select ${engagementCanvases.id} from ${engagementCanvases} where ${engagementCanvases.conversionEvent} = ${name})`,
            ),
          ),
        )
        .returning({
          campaignId: engagementMessages.campaignId,
          canvasId: engagementMessages.canvasId,
          variantId: engagementMessages.variantId,
        });
      for (const c of converted) {
        const source = c.canvasId
          ? { kind: "canvas" as const, id: c.canvasId, variantId: c.variantId }
          : { kind: "campaign" as const, id: c.campaignId ?? "", variantId: c.variantId };
        await bumpStats(tx, source, time, { conversions: 1 });
      }
    });
  }
}

export type Sends = ReturnType<typeof createSends>;
