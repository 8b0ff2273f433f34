import { and, count } from "drizzle-orm";
import type { z } from "zod";

import type { ContentCard, InAppMessage } from "@coop/contract/engagement-feed";
import type {
  CampaignChannel,
  opsEngagementPreviewBodySchema,
  opsEngagementPreviewResponseSchema,
  SegmentRules,
} from "@coop/contract/ops-engagement";

import type { Db } from "../../db/client.ts";
import { engagementUsers } from "../../db/schema/engagement.ts";
import { HttpError } from "../../http/http-error.ts";
import type { CampaignsService } from "./campaigns-service.ts";
import { segmentCondition, segmentRulesOf, segmentSize } from "./segments-sql.ts";
import { renderContent, type StoredVariant } from "./sends-render.ts";

type PreviewBody = z.infer<typeof opsEngagementPreviewBodySchema>;
type Preview = z.infer<typeof opsEngagementPreviewResponseSchema>["data"];
const EVERYONE: SegmentRules = { match: "all", rules: [] };

/**
 * `engagement.preview`: a campaign's variant as a user of the chosen segment would get it (the
 * Spanish text for `lang` es), with the segment's size, a sample user (external id) and whether
 * the segment overlaps the campaign's audience at all.
 */
export type PreviewCampaign = (body: PreviewBody) => Promise<Preview>;

export async function previewCampaign(
  deps: { db: Db; now: () => Date; campaigns: CampaignsService },
  body: PreviewBody,
): Promise<Preview> {
  const { db } = deps;
  const at = deps.now();
  const campaign = await deps.campaigns.campaignRow(body.campaign_id);
  const variants = campaign.variants as StoredVariant[];
  const variant = body.variant_id
    ? variants.find((v) => v.id === body.variant_id)
    : (variants.find((v) => !v.is_control) ?? variants[0]);
  if (!variant)
    throw new HttpError(400, `The campaign has no variant ${body.variant_id}.`, {
      errors: [{ path: "variant_id", message: "is not a variant of this campaign" }],
    });
  const chosen = body.segment_id ? await segmentRulesOf(db, body.segment_id) : EVERYONE;
  const audience = campaign.segmentId ? await segmentRulesOf(db, campaign.segmentId) : EVERYONE;
  const [sample] = await db
    .select({ externalId: engagementUsers.externalId })
    .from(engagementUsers)
    .where(segmentCondition(chosen, at))
    .orderBy(engagementUsers.id)
    .limit(1);
  const [overlap] = await db
    .select({ n: count() })
    .from(engagementUsers)
    .where(and(segmentCondition(chosen, at), segmentCondition(audience, at)));
  const message = body.lang === "es" && variant.message_es ? variant.message_es : variant.message;
  const channel = campaign.channel as CampaignChannel;
  const { content, expiresAt } = renderContent(channel, message, campaign.id, {}, at);
  const created = at.toISOString();
  const base = {
    channel,
    in_audience: (overlap?.n ?? 0) > 0,
    segment_size: await segmentSize(db, chosen, at),
    sample_user: sample?.externalId ?? null,
    card: null,
    in_app_message: null,
    email: null,
  };
  if (channel === "content_card") {
    const card = {
      ...(content as Omit<ContentCard, "id" | "viewed" | "clicked" | "read" | "is_control">),
      id: `preview-${campaign.id}`,
      viewed: false,
      clicked: false,
      read: false,
      is_control: variant.is_control,
      created,
      expires_at: expiresAt ? expiresAt.toISOString() : null,
    } satisfies ContentCard;
    return { ...base, card };
  }
  if (channel === "in_app_message") {
    const inApp = {
      ...(content as Omit<InAppMessage, "id" | "created">),
      id: `preview-${campaign.id}`,
      created,
    } satisfies InAppMessage;
    return { ...base, in_app_message: inApp };
  }
  return { ...base, email: { subject: String(content.subject), body: String(content.body) } };
}
