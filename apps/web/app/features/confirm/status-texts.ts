import type { ContentStory, OrderStatusesBlok } from "@coop/contract/content";

import type { StepStatus } from "./confirm-rules.ts";

/** The tracker's words for one status, from the order-statuses story. */
export type StatusText = { name: string; description: string };
/** By status; a status the story does not name keeps the built-in words. */
export type StatusTexts = Partial<Record<StepStatus, StatusText>>;

const STEPS: readonly StepStatus[] = [
  "scheduled",
  "in_progress",
  "ready",
  "completed",
  "out_for_delivery",
  "delivered",
];
/** Names an editor may use for a step: `in-progress` is `in_progress`, `placed` is `scheduled`. */
const ALIASES: Record<string, StepStatus> = {
  placed: "scheduled",
  received: "scheduled",
  picked_up: "completed",
};

function stepOf(status: string): StepStatus | null {
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if ((STEPS as readonly string[]).includes(key)) return key as StepStatus;
  return ALIASES[key] ?? null;
}

/**
 * `order.status-texts`: the tracker's status names and descriptions from the global
 * order-statuses story: each entry naming a known status (blank fields skipped); nothing when
 * there is no story or it is not that component, so the built-in words stay.
 */
export function statusTextsOf(story: Pick<ContentStory, "content"> | null): StatusTexts {
  const content = story?.content as Partial<OrderStatusesBlok> | undefined;
  if (content?.component !== "order_statuses" || !Array.isArray(content.statuses)) return {};
  const texts: StatusTexts = {};
  for (const entry of content.statuses) {
    if (typeof entry?.status !== "string") continue;
    const step = stepOf(entry.status);
    if (!step || texts[step]) continue;
    const name = typeof entry.name === "string" ? entry.name.trim() : "";
    const description = typeof entry.description === "string" ? entry.description.trim() : "";
    if (name === "" && description === "") continue;
    texts[step] = { name, description };
  }
  return texts;
}
