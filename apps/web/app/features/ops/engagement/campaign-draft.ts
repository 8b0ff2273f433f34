import type { CampaignChannel, OpsCampaign, OpsCampaignBody } from "@coop/contract/ops-engagement";

import { randomId } from "../../../lib/random-id.ts";
import {
  deliveryBody,
  type DeliveryDraft,
  deliveryDraftOf,
  emptyDelivery,
} from "./delivery-fields.tsx";
import { draftsOf, emptyMessages, type MessageDrafts, messageOf } from "./message-drafts.ts";

export const MAX_VARIANTS = 5;

export type VariantDraft = {
  id: string;
  name: string;
  /** As typed; the total is checked live. */
  percent: string;
  is_control: boolean;
  messages: MessageDrafts;
  /** The Spanish version, or null when there is none. */
  es: MessageDrafts | null;
};

export type CampaignDraft = {
  name: string;
  description: string;
  channel: CampaignChannel;
  delivery: DeliveryDraft;
  variants: VariantDraft[];
};

/** The letter of the variant at `index` (A, B…), for its default name. */
export const variantLetter = (index: number) => String.fromCharCode(65 + index);

export function newVariant(name: string, percent: number): VariantDraft {
  return {
    id: `v-${randomId().slice(0, 8)}`,
    name,
    percent: String(percent),
    is_control: false,
    messages: emptyMessages(),
    es: null,
  };
}

export function emptyCampaign(firstVariantName: string): CampaignDraft {
  return {
    name: "",
    description: "",
    channel: "content_card",
    delivery: emptyDelivery,
    variants: [newVariant(firstVariantName, 100)],
  };
}

/**
 * `engagement-authoring.variant-percents`: the variants' shares added up as typed (an empty or
 * non-number share counts as 0); the campaign saves only when they add up to 100.
 */
export function percentTotal(variants: readonly VariantDraft[]): number {
  return variants.reduce((sum, v) => {
    const n = Number(v.percent);
    return sum + (v.percent.trim() !== "" && Number.isFinite(n) ? n : 0);
  }, 0);
}

export function campaignBody(draft: CampaignDraft): OpsCampaignBody {
  return {
    name: draft.name,
    description: draft.description,
    channel: draft.channel,
    ...deliveryBody(draft.delivery),
    variants: draft.variants.map((v) => ({
      id: v.id,
      name: v.name,
      percent: Number(v.percent) || 0,
      is_control: v.is_control,
      message: messageOf(draft.channel, v.messages),
      message_es: v.es ? messageOf(draft.channel, v.es) : null,
    })),
    tags: [],
  };
}

export function campaignDraftOf(c: OpsCampaign): CampaignDraft {
  return {
    name: c.name,
    description: c.description,
    channel: c.channel,
    delivery: deliveryDraftOf(c),
    variants: c.variants.map((v) => ({
      id: v.id,
      name: v.name,
      percent: String(v.percent),
      is_control: v.is_control,
      messages: draftsOf(c.channel, v.message),
      es: v.message_es ? draftsOf(c.channel, v.message_es) : null,
    })),
  };
}
