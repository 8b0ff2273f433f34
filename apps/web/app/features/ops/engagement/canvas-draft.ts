import type { CampaignChannel, OpsCanvas, OpsCanvasBody } from "@coop/contract/ops-engagement";

import { randomId } from "../../../lib/random-id.ts";
import {
  deliveryBody,
  type DeliveryDraft,
  deliveryDraftOf,
  emptyDelivery,
} from "./delivery-fields.tsx";
import { draftsOf, emptyMessages, type MessageDrafts, messageOf } from "./message-drafts.ts";

export const MAX_STEPS = 10;
export const DELAY_UNITS = { minutes: 1, hours: 60, days: 60 * 24 } as const;
export type DelayUnit = keyof typeof DELAY_UNITS;

export type StepDraft = {
  id: string;
  name: string;
  delay: string;
  unit: DelayUnit;
  channel: CampaignChannel;
  messages: MessageDrafts;
  es: MessageDrafts | null;
};

export type CanvasDraft = {
  name: string;
  description: string;
  delivery: DeliveryDraft;
  steps: StepDraft[];
};

export function newStep(name: string): StepDraft {
  return {
    id: `s-${randomId().slice(0, 8)}`,
    name,
    delay: "0",
    unit: "minutes",
    channel: "content_card",
    messages: emptyMessages(),
    es: null,
  };
}

export function emptyCanvas(firstStepName: string): CanvasDraft {
  return { name: "", description: "", delivery: emptyDelivery, steps: [newStep(firstStepName)] };
}

/** A delay in minutes shown in the largest unit that divides it (90 → 90 minutes, 2880 → 2 days). */
export function delayDraft(minutes: number): { delay: string; unit: DelayUnit } {
  if (minutes > 0 && minutes % DELAY_UNITS.days === 0)
    return { delay: String(minutes / DELAY_UNITS.days), unit: "days" };
  if (minutes > 0 && minutes % DELAY_UNITS.hours === 0)
    return { delay: String(minutes / DELAY_UNITS.hours), unit: "hours" };
  return { delay: String(minutes), unit: "minutes" };
}

/** `engagement-authoring.canvas-steps`: the step's delay in minutes (a blank delay is 0). */
export function delayMinutes(step: Pick<StepDraft, "delay" | "unit">): number {
  const n = Number(step.delay);
  return Number.isFinite(n) ? Math.round(n * DELAY_UNITS[step.unit]) : 0;
}

/** The steps with the one at `from` moved to `to`. */
export function moveStep(steps: readonly StepDraft[], from: number, to: number): StepDraft[] {
  if (to < 0 || to >= steps.length) return [...steps];
  const next = [...steps];
  const [step] = next.splice(from, 1);
  if (step) next.splice(to, 0, step);
  return next;
}

export function canvasBody(draft: CanvasDraft): OpsCanvasBody {
  return {
    name: draft.name,
    description: draft.description,
    ...deliveryBody(draft.delivery),
    steps: draft.steps.map((s) => ({
      id: s.id,
      name: s.name,
      delay_minutes: delayMinutes(s),
      channel: s.channel,
      message: messageOf(s.channel, s.messages),
      message_es: s.es ? messageOf(s.channel, s.es) : null,
    })),
    tags: [],
  };
}

export function canvasDraftOf(c: OpsCanvas): CanvasDraft {
  return {
    name: c.name,
    description: c.description,
    delivery: deliveryDraftOf(c),
    steps: c.steps.map((s) => ({
      id: s.id,
      name: s.name,
      ...delayDraft(s.delay_minutes),
      channel: s.channel,
      messages: draftsOf(s.channel, s.message),
      es: s.message_es ? draftsOf(s.channel, s.message_es) : null,
    })),
  };
}
