import { and, eq, inArray, or } from "drizzle-orm";
import type { z } from "zod";

import type {
  BrazeAudience,
  brazeCampaignTriggerBodySchema,
  brazeCanvasTriggerBodySchema,
  brazeMessagesSendBodySchema,
} from "@coop/contract/engagement-rest";
import type { SegmentRule, SegmentRules } from "@coop/contract/ops-engagement";

import type { Db } from "../../db/client.ts";
import {
  engagementAliases,
  engagementCampaigns,
  engagementCanvases,
  engagementUsers,
} from "../../db/schema/engagement.ts";
import { HttpError } from "../../http/http-error.ts";
import { segmentRulesOf, segmentUserIds, userMatches } from "./segments-sql.ts";
import type { Recipient, Sends } from "./sends.ts";

type Alias = { alias_name: string; alias_label: string };
type ApiRecipient = {
  external_user_id?: string | undefined;
  user_alias?: Alias | undefined;
  trigger_properties: Record<string, unknown>;
  canvas_entry_properties: Record<string, unknown>;
};

/** `engagement.rest-sends`: a connected audience's custom attribute filters as segment rules. */
export function audienceRules(audience: BrazeAudience): SegmentRules {
  const filters = "AND" in audience ? audience.AND : "OR" in audience ? audience.OR : [audience];
  const ops = {
    equals: "equals",
    not_equal: "not_equals",
    greater_than: "gt",
    less_than: "lt",
    exists: "exists",
    does_not_exist: "not_exists",
    includes_value: "contains",
  } as const;
  return {
    match: "OR" in audience ? "any" : "all",
    rules: filters.map((f): SegmentRule => ({
      type: "attribute",
      attribute: f.custom_attribute.custom_attribute_name,
      op: ops[f.custom_attribute.comparison],
      ...(f.custom_attribute.value !== undefined && { value: f.custom_attribute.value }),
    })),
  };
}

/**
 * The API sends (`engagement.rest-sends`): recipients by external id or alias (users the engine
 * does not know are skipped, like the vendor's "send to existing only"), a segment, an audience
 * or a broadcast; the answer is the dispatch id.
 */
export function createSendsApi(deps: { db: Db; now: () => Date; sends: Sends }) {
  const { db, now, sends } = deps;

  async function userIdsOf(externalIds: string[], aliases: Alias[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    if (externalIds.length > 0) {
      const rows = await db
        .select({ id: engagementUsers.id, externalId: engagementUsers.externalId })
        .from(engagementUsers)
        .where(inArray(engagementUsers.externalId, externalIds));
      for (const r of rows) found.set(`e:${r.externalId}`, r.id);
    }
    if (aliases.length > 0) {
      const rows = await db
        .select()
        .from(engagementAliases)
        .where(
          or(
            ...aliases.map((a) =>
              and(
                eq(engagementAliases.aliasLabel, a.alias_label),
                eq(engagementAliases.aliasName, a.alias_name),
              ),
            ),
          ),
        );
      for (const r of rows) found.set(`a:${r.aliasLabel}:${r.aliasName}`, r.userId);
    }
    return found;
  }

  async function recipientsOf(list: ApiRecipient[], kind: "trigger" | "canvas") {
    const found = await userIdsOf(
      list.flatMap((r) => (r.external_user_id ? [r.external_user_id] : [])),
      list.flatMap((r) => (r.user_alias ? [r.user_alias] : [])),
    );
    const out: Recipient[] = [];
    for (const r of list) {
      const key = r.external_user_id
        ? `e:${r.external_user_id}`
        : `a:${r.user_alias!.alias_label}:${r.user_alias!.alias_name}`;
      const userId = found.get(key);
      if (userId === undefined) continue;
      out.push({
        userId,
        properties: kind === "trigger" ? r.trigger_properties : r.canvas_entry_properties,
      });
    }
    return out;
  }

  function needsAudience(body: { broadcast: boolean; audience?: unknown; recipients?: unknown }) {
    if (!body.broadcast && body.audience === undefined && body.recipients === undefined)
      throw new HttpError(400, "Say who receives it: recipients, audience, or broadcast: true.", {
        errors: [{ path: "recipients", message: "is required without audience or broadcast" }],
      });
    if (body.broadcast && body.recipients !== undefined)
      throw new HttpError(400, "A broadcast has no recipients list.", {
        errors: [{ path: "recipients", message: "must be absent when broadcast is true" }],
      });
  }

  /** Recipients of an audience (null: the source's own audience, everyone in it). */
  async function audienceRecipients(audience: BrazeAudience | undefined) {
    if (!audience) return undefined;
    const ids = await segmentUserIds(db, audienceRules(audience), now());
    return ids.map((userId) => ({ userId, properties: {} }));
  }

  return {
    async messagesSend(body: z.infer<typeof brazeMessagesSendBodySchema>): Promise<string> {
      if (body.campaign_id) {
        const [c] = await db
          .select({ id: engagementCampaigns.id })
          .from(engagementCampaigns)
          .where(eq(engagementCampaigns.id, body.campaign_id));
        if (!c)
          throw new HttpError(400, "Invalid campaign_id", {
            errors: [{ path: "campaign_id", message: `there is no campaign ${body.campaign_id}` }],
          });
      }
      let userIds: number[];
      if (body.external_user_ids || body.user_aliases) {
        userIds = [
          ...new Set(
            (await userIdsOf(body.external_user_ids ?? [], body.user_aliases ?? [])).values(),
          ),
        ];
      } else if (body.segment_id || body.audience || body.broadcast) {
        const segmentRules = body.segment_id
          ? await segmentRulesOf(db, body.segment_id).catch(() => {
              throw new HttpError(400, "Invalid segment_id", {
                errors: [{ path: "segment_id", message: `there is no segment ${body.segment_id}` }],
              });
            })
          : null;
        userIds = await segmentUserIds(
          db,
          segmentRules ??
            (body.audience ? audienceRules(body.audience) : { match: "all", rules: [] }),
          now(),
        );
        if (segmentRules && body.audience) {
          const extra = audienceRules(body.audience);
          const kept: number[] = [];
          for (const id of userIds) if (await userMatches(db, extra, id, now())) kept.push(id);
          userIds = kept;
        }
      } else {
        throw new HttpError(
          400,
          "Say who receives it: external_user_ids, user_aliases, segment_id, audience, or broadcast: true.",
          {
            errors: [
              { path: "external_user_ids", message: "is required without another audience" },
            ],
          },
        );
      }
      const campaignId = body.campaign_id ?? null;
      let dispatchId: string | null = null;
      if (body.messages.content_card)
        dispatchId = await sends.sendMessage({
          channel: "content_card",
          campaignId,
          message: body.messages.content_card,
          userIds,
        });
      if (body.messages.email) {
        const emailDispatch = await sends.sendMessage({
          channel: "email",
          campaignId,
          message: body.messages.email,
          userIds,
          subscription: body.recipient_subscription_state,
        });
        dispatchId ??= emailDispatch;
      }
      return dispatchId!;
    },

    async campaignTrigger(body: z.infer<typeof brazeCampaignTriggerBodySchema>): Promise<string> {
      needsAudience(body);
      const [c] = await db
        .select()
        .from(engagementCampaigns)
        .where(eq(engagementCampaigns.id, body.campaign_id));
      if (!c)
        throw new HttpError(400, "Invalid campaign_id", {
          errors: [{ path: "campaign_id", message: `there is no campaign ${body.campaign_id}` }],
        });
      if (c.delivery !== "api" || c.status !== "active")
        throw new HttpError(
          400,
          `Campaign ${c.id} is not an active API-triggered campaign (it is ${c.status}, ${c.delivery}).`,
          { errors: [{ path: "campaign_id", message: "is not an active API-triggered campaign" }] },
        );
      const recipients = body.recipients
        ? await recipientsOf(body.recipients, "trigger")
        : await audienceRecipients(body.audience);
      return sends.triggerCampaign(c.id, {
        ...(recipients && { recipients }),
        properties: body.trigger_properties,
      });
    },

    async canvasTrigger(body: z.infer<typeof brazeCanvasTriggerBodySchema>): Promise<string> {
      needsAudience(body);
      const [cv] = await db
        .select()
        .from(engagementCanvases)
        .where(eq(engagementCanvases.id, body.canvas_id));
      if (!cv)
        throw new HttpError(400, "Invalid canvas_id", {
          errors: [{ path: "canvas_id", message: `there is no canvas ${body.canvas_id}` }],
        });
      if (cv.delivery !== "api" || cv.status !== "active")
        throw new HttpError(400, `Canvas ${cv.id} is not an active API-triggered canvas.`, {
          errors: [{ path: "canvas_id", message: "is not an active API-triggered canvas" }],
        });
      const recipients = body.recipients
        ? (await recipientsOf(body.recipients, "canvas")).map((r) => ({
            userId: r.userId,
            properties: { ...body.canvas_entry_properties, ...r.properties },
          }))
        : (await audienceRecipients(body.audience))?.map((r) => ({
            ...r,
            properties: body.canvas_entry_properties,
          }));
      return sends.triggerCanvas(cv.id, recipients, body.canvas_entry_properties);
    },
  };
}

export type SendsApi = ReturnType<typeof createSendsApi>;
