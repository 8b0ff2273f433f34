import { randomUUID } from "node:crypto";

import { desc, eq } from "drizzle-orm";
import type { z } from "zod";

import type {
  CampaignChannel,
  OpsCampaign,
  opsCampaignBodySchema,
  OpsCanvas,
  opsCanvasBodySchema,
} from "@coop/contract/ops-engagement";

import type { Db } from "../../db/client.ts";
import {
  engagementCampaigns,
  engagementCanvases,
  engagementSegments,
} from "../../db/schema/engagement.ts";
import { HttpError } from "../../http/http-error.ts";
import type { StaffService } from "../staff/service.ts";
import type { Actor } from "./segments-service.ts";
import type { Sends } from "./sends.ts";
import { checkMessage, type StoredStep, type StoredVariant } from "./sends-render.ts";

type CampaignBody = z.infer<typeof opsCampaignBodySchema>;
type CanvasBody = z.infer<typeof opsCanvasBodySchema>;
export type CampaignRow = typeof engagementCampaigns.$inferSelect;
export type CanvasRow = typeof engagementCanvases.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function campaignView(row: CampaignRow): OpsCampaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    channel: row.channel as CampaignChannel,
    segment_id: row.segmentId,
    status: row.status as OpsCampaign["status"],
    delivery: row.delivery as OpsCampaign["delivery"],
    send_at: iso(row.sendAt),
    trigger_event: row.triggerEvent,
    conversion_event: row.conversionEvent,
    variants: row.variants as StoredVariant[],
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    first_sent_at: iso(row.firstSentAt),
    last_sent_at: iso(row.lastSentAt),
  };
}

export function canvasView(row: CanvasRow): OpsCanvas {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    segment_id: row.segmentId,
    status: row.status as OpsCanvas["status"],
    delivery: row.delivery as OpsCanvas["delivery"],
    send_at: iso(row.sendAt),
    trigger_event: row.triggerEvent,
    conversion_event: row.conversionEvent,
    steps: row.steps as StoredStep[],
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    first_sent_at: iso(row.firstSentAt),
    last_sent_at: iso(row.lastSentAt),
  };
}

/** `engagement.message-check`: every variant's messages checked against the channel. */
function checkedVariants(body: CampaignBody): StoredVariant[] {
  return body.variants.map((v, i) => ({
    id: v.id,
    name: v.name,
    percent: v.percent,
    is_control: v.is_control,
    message: checkMessage(body.channel, v.message, `variants.${i}.message`),
    message_es:
      v.message_es === undefined || v.message_es === null
        ? null
        : checkMessage(body.channel, v.message_es, `variants.${i}.message_es`),
  }));
}

function checkedSteps(body: CanvasBody): StoredStep[] {
  return body.steps.map((s, i) => ({
    id: s.id,
    name: s.name,
    delay_minutes: s.delay_minutes,
    channel: s.channel,
    message: checkMessage(s.channel, s.message, `steps.${i}.message`),
    message_es:
      s.message_es === undefined || s.message_es === null
        ? null
        : checkMessage(s.channel, s.message_es, `steps.${i}.message_es`),
  }));
}

function uniqueIds(ids: string[], field: string) {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id))
      throw new HttpError(400, `Two ${field} have the id ${id}; each needs its own.`, {
        errors: [{ path: `${field}.${i}.id`, message: "is used twice" }],
      });
    seen.add(id);
  });
}

/**
 * Campaigns and canvases (`engagement.message-check`, `engagement.launch`): drafts written and
 * checked, launched (a scheduled one sends at its time, now when none) and stopped; audited.
 */
export function createCampaignsService(deps: {
  db: Db;
  now: () => Date;
  audit: StaffService["writeAudit"];
  sends: Sends;
}) {
  const { db, now, audit, sends } = deps;

  async function checkSegment(segmentId: string | null) {
    if (segmentId === null) return;
    const [found] = await db
      .select({ id: engagementSegments.id })
      .from(engagementSegments)
      .where(eq(engagementSegments.id, segmentId));
    if (!found)
      throw new HttpError(400, `There is no segment ${segmentId}.`, {
        errors: [{ path: "segment_id", message: "is not a segment" }],
      });
  }

  async function campaignRow(id: string): Promise<CampaignRow> {
    const [row] = await db.select().from(engagementCampaigns).where(eq(engagementCampaigns.id, id));
    if (!row) throw new HttpError(404, `There is no campaign ${id}.`);
    return row;
  }
  async function canvasRow(id: string): Promise<CanvasRow> {
    const [row] = await db.select().from(engagementCanvases).where(eq(engagementCanvases.id, id));
    if (!row) throw new HttpError(404, `There is no canvas ${id}.`);
    return row;
  }

  function campaignFields(body: CampaignBody) {
    uniqueIds(
      body.variants.map((v) => v.id),
      "variants",
    );
    return {
      name: body.name,
      description: body.description,
      channel: body.channel,
      segmentId: body.segment_id,
      delivery: body.delivery,
      sendAt: body.send_at ? new Date(body.send_at) : null,
      triggerEvent: body.trigger_event,
      conversionEvent: body.conversion_event,
      variants: checkedVariants(body),
      tags: body.tags,
    };
  }
  function canvasFields(body: CanvasBody) {
    uniqueIds(
      body.steps.map((s) => s.id),
      "steps",
    );
    return {
      name: body.name,
      description: body.description,
      segmentId: body.segment_id,
      delivery: body.delivery,
      sendAt: body.send_at ? new Date(body.send_at) : null,
      triggerEvent: body.trigger_event,
      conversionEvent: body.conversion_event,
      steps: checkedSteps(body),
      tags: body.tags,
    };
  }

  const write = async (actor: Actor, action: string, target: string, after: unknown) => {
    const at = now();
    return { at, log: (tx: Db) => audit(tx, { actorId: actor.id, action, target, after, at }) };
  };

  return {
    campaignRow,
    canvasRow,
    async listCampaigns(): Promise<OpsCampaign[]> {
      const rows = await db
        .select()
        .from(engagementCampaigns)
        .orderBy(desc(engagementCampaigns.createdAt));
      return rows.map(campaignView);
    },
    getCampaign: async (id: string) => campaignView(await campaignRow(id)),
    async createCampaign(actor: Actor, body: CampaignBody): Promise<OpsCampaign> {
      const fields = campaignFields(body);
      await checkSegment(body.segment_id);
      const id = randomUUID();
      const { at, log } = await write(actor, "engagement.campaign.create", `campaign:${id}`, body);
      await db.transaction(async (tx) => {
        await tx
          .insert(engagementCampaigns)
          .values({ id, ...fields, status: "draft", createdAt: at, updatedAt: at });
        await log(tx);
      });
      return campaignView(await campaignRow(id));
    },
    async updateCampaign(actor: Actor, id: string, body: CampaignBody): Promise<OpsCampaign> {
      const before = await campaignRow(id);
      const fields = campaignFields(body);
      await checkSegment(body.segment_id);
      if (before.firstSentAt && before.channel !== body.channel)
        throw new HttpError(400, "A campaign that was sent keeps its channel.", {
          errors: [{ path: "channel", message: `must stay ${before.channel}` }],
        });
      const { at, log } = await write(actor, "engagement.campaign.update", `campaign:${id}`, body);
      await db.transaction(async (tx) => {
        await tx
          .update(engagementCampaigns)
          .set({ ...fields, updatedAt: at })
          .where(eq(engagementCampaigns.id, id));
        await log(tx);
      });
      return campaignView(await campaignRow(id));
    },
    /** `engagement.launch`: active; a scheduled campaign is a send job at send_at (or now). */
    async launchCampaign(actor: Actor, id: string): Promise<OpsCampaign> {
      const row = await campaignRow(id);
      if (row.status === "active") return campaignView(row);
      const { at, log } = await write(actor, "engagement.campaign.launch", `campaign:${id}`, {
        status: "active",
      });
      await db.transaction(async (tx) => {
        await tx
          .update(engagementCampaigns)
          .set({ status: "active", updatedAt: at })
          .where(eq(engagementCampaigns.id, id));
        if (row.delivery === "scheduled") await sends.scheduleCampaign(tx, row);
        await log(tx);
      });
      return campaignView(await campaignRow(id));
    },
    async stopCampaign(actor: Actor, id: string): Promise<OpsCampaign> {
      await campaignRow(id);
      const { at, log } = await write(actor, "engagement.campaign.stop", `campaign:${id}`, {
        status: "stopped",
      });
      await db.transaction(async (tx) => {
        await tx
          .update(engagementCampaigns)
          .set({ status: "stopped", updatedAt: at })
          .where(eq(engagementCampaigns.id, id));
        await log(tx);
      });
      return campaignView(await campaignRow(id));
    },

    async listCanvases(): Promise<OpsCanvas[]> {
      const rows = await db
        .select()
        .from(engagementCanvases)
        .orderBy(desc(engagementCanvases.createdAt));
      return rows.map(canvasView);
    },
    getCanvas: async (id: string) => canvasView(await canvasRow(id)),
    async createCanvas(actor: Actor, body: CanvasBody): Promise<OpsCanvas> {
      const fields = canvasFields(body);
      await checkSegment(body.segment_id);
      const id = randomUUID();
      const { at, log } = await write(actor, "engagement.canvas.create", `canvas:${id}`, body);
      await db.transaction(async (tx) => {
        await tx
          .insert(engagementCanvases)
          .values({ id, ...fields, status: "draft", createdAt: at, updatedAt: at });
        await log(tx);
      });
      return canvasView(await canvasRow(id));
    },
    async updateCanvas(actor: Actor, id: string, body: CanvasBody): Promise<OpsCanvas> {
      await canvasRow(id);
      const fields = canvasFields(body);
      await checkSegment(body.segment_id);
      const { at, log } = await write(actor, "engagement.canvas.update", `canvas:${id}`, body);
      await db.transaction(async (tx) => {
        await tx
          .update(engagementCanvases)
          .set({ ...fields, updatedAt: at })
          .where(eq(engagementCanvases.id, id));
        await log(tx);
      });
      return canvasView(await canvasRow(id));
    },
    async launchCanvas(actor: Actor, id: string): Promise<OpsCanvas> {
      const row = await canvasRow(id);
      if (row.status === "active") return canvasView(row);
      const { at, log } = await write(actor, "engagement.canvas.launch", `canvas:${id}`, {
        status: "active",
      });
      await db.transaction(async (tx) => {
        await tx
          .update(engagementCanvases)
          .set({ status: "active", updatedAt: at })
          .where(eq(engagementCanvases.id, id));
        if (row.delivery === "scheduled") await sends.scheduleCanvas(tx, row);
        await log(tx);
      });
      return canvasView(await canvasRow(id));
    },
    async stopCanvas(actor: Actor, id: string): Promise<OpsCanvas> {
      await canvasRow(id);
      const { at, log } = await write(actor, "engagement.canvas.stop", `canvas:${id}`, {
        status: "stopped",
      });
      await db.transaction(async (tx) => {
        await tx
          .update(engagementCanvases)
          .set({ status: "stopped", updatedAt: at })
          .where(eq(engagementCanvases.id, id));
        await log(tx);
      });
      return canvasView(await canvasRow(id));
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
