import type { OpsSegment, OpsSegmentBody } from "@coop/contract/ops-engagement";

type RuleInput = OpsSegmentBody["rules"]["rules"][number];
type AttributeOp = Extract<RuleInput, { type: "attribute" }>["op"];

/** A rule as the form holds it: every field a string, as typed. */
export type RuleDraft =
  | { type: "attribute"; attribute: string; op: AttributeOp; value: string }
  | {
      type: "event";
      event: string;
      op: "performed" | "not_performed";
      within_days: string;
      min_count: string;
      property_name: string;
      property_value: string;
    }
  | {
      type: "purchase";
      op: "purchased" | "not_purchased";
      within_days: string;
      product_id: string;
    };

export type SegmentDraft = {
  name: string;
  description: string;
  tags: string;
  match: "all" | "any";
  rules: RuleDraft[];
};

export const emptySegment: SegmentDraft = {
  name: "",
  description: "",
  tags: "",
  match: "all",
  rules: [],
};

export function newRule(type: RuleDraft["type"]): RuleDraft {
  if (type === "attribute") return { type, attribute: "", op: "equals", value: "" };
  if (type === "event")
    return {
      type,
      event: "",
      op: "performed",
      within_days: "30",
      min_count: "1",
      property_name: "",
      property_value: "",
    };
  return { type, op: "purchased", within_days: "30", product_id: "" };
}

const NUMERIC_OPS: readonly AttributeOp[] = ["gt", "gte", "lt", "lte"];
const NO_VALUE_OPS: readonly AttributeOp[] = ["exists", "not_exists"];

/** Whether an attribute comparison takes a value. */
export function takesValue(op: AttributeOp): boolean {
  return !NO_VALUE_OPS.includes(op);
}

/** A typed value: a number where the text is one (always for gt…lte), true/false, else text. */
function valueOf(text: string, numeric: boolean): string | number | boolean {
  const trimmed = text.trim();
  if (trimmed !== "" && Number.isFinite(Number(trimmed))) return Number(trimmed);
  if (!numeric && (trimmed === "true" || trimmed === "false")) return trimmed === "true";
  return trimmed;
}

const whole = (text: string) => (text.trim() === "" ? undefined : Number(text));

export function ruleOf(draft: RuleDraft): RuleInput {
  if (draft.type === "attribute")
    return {
      type: "attribute",
      attribute: draft.attribute.trim(),
      op: draft.op,
      ...(takesValue(draft.op)
        ? { value: valueOf(draft.value, NUMERIC_OPS.includes(draft.op)) }
        : {}),
    };
  if (draft.type === "event") {
    const within = whole(draft.within_days);
    return {
      type: "event",
      event: draft.event.trim(),
      op: draft.op,
      ...(within !== undefined ? { within_days: within } : {}),
      min_count: whole(draft.min_count) ?? 1,
      ...(draft.property_name.trim()
        ? {
            property: {
              name: draft.property_name.trim(),
              value: valueOf(draft.property_value, false),
            },
          }
        : {}),
    };
  }
  const within = whole(draft.within_days);
  return {
    type: "purchase",
    op: draft.op,
    ...(within !== undefined ? { within_days: within } : {}),
    ...(draft.product_id.trim() ? { product_id: draft.product_id.trim() } : {}),
  };
}

/** Whether every rule names what it compares (an estimate of half a rule means nothing). */
export function rulesComplete(rules: readonly RuleDraft[]): boolean {
  return rules.every((r) =>
    r.type === "attribute"
      ? r.attribute.trim() !== ""
      : r.type === "event"
        ? r.event.trim() !== ""
        : true,
  );
}

export function bodyOf(draft: SegmentDraft): OpsSegmentBody {
  return {
    name: draft.name,
    description: draft.description,
    tags: draft.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    rules: { match: draft.match, rules: draft.rules.map(ruleOf) },
  };
}

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));

export function draftOf(segment: OpsSegment): SegmentDraft {
  return {
    name: segment.name,
    description: segment.description,
    tags: segment.tags.join(", "),
    match: segment.rules.match,
    rules: segment.rules.rules.map((r): RuleDraft => {
      if (r.type === "attribute")
        return { type: "attribute", attribute: r.attribute, op: r.op, value: text(r.value) };
      if (r.type === "event")
        return {
          type: "event",
          event: r.event,
          op: r.op,
          within_days: text(r.within_days),
          min_count: String(r.min_count),
          property_name: r.property?.name ?? "",
          property_value: text(r.property?.value),
        };
      return {
        type: "purchase",
        op: r.op,
        within_days: text(r.within_days),
        product_id: r.product_id ?? "",
      };
    }),
  };
}
