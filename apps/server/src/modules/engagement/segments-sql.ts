import { and, count, eq, type SQL, sql } from "drizzle-orm";

import type { SegmentRule, SegmentRules } from "@coop/contract/ops-engagement";

import type { Db } from "../../db/client.ts";
import {
  engagementEvents,
  engagementPurchases,
  engagementSegments,
  engagementUsers,
} from "../../db/schema/engagement.ts";
import { HttpError } from "../../http/http-error.ts";

const DAY_MS = 86_400_000;
const NUMERIC = "^-?[0-9]+(\\.[0-9]+)?$";

/** A user attribute's JSON value (top-level key of `attributes`). */
const attr = (name: string) => sql`(${engagementUsers.attributes} -> ${name})`;
const attrText = (name: string) => sql`(${engagementUsers.attributes} ->> ${name})`;
/** The attribute as a number when it is one (a JSON number or a numeric string), else null. */
const attrNumber = (name: string) =>
  sql`(case when ${attrText(name)} ~ ${NUMERIC} then (${attrText(name)})::numeric end)`;

function attributeCondition(rule: Extract<SegmentRule, { type: "attribute" }>): SQL {
  const { attribute: name, value } = rule;
  const present = sql`(${attr(name)} is not null and jsonb_typeof(${attr(name)}) <> 'null')`;
  if (rule.op === "exists") return present;
  if (rule.op === "not_exists") return sql`not ${present}`;
  if (value === undefined)
    throw new HttpError(400, `The rule on ${name} needs a value to compare with.`, {
      errors: [{ path: "rules.value", message: "is required for this comparison" }],
    });
  const equals =
    typeof value === "number"
      ? sql`coalesce(${attrNumber(name)} = ${value}, false)`
      : sql`coalesce(lower(${attrText(name)}) = lower(${String(value)}), false)`;
  switch (rule.op) {
    case "equals":
      return equals;
    case "not_equals":
      return sql`not ${equals}`;
    case "contains":
      return sql`coalesce(case jsonb_typeof(${attr(name)})
        when 'array' then ${attr(name)} @> jsonb_build_array(${value})
        when 'string' then strpos(lower(${attrText(name)}), lower(${String(value)})) > 0
        else false end, false)`;
    default: {
      const op = { gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` }[rule.op];
      // Numbers compare as numbers; strings (dates in ISO 8601) compare as text.
      return typeof value === "number"
        ? sql`coalesce(${attrNumber(name)} ${op} ${value}, false)`
        : sql`coalesce(${attrText(name)} ${op} ${String(value)}, false)`;
    }
  }
}

function since(withinDays: number | undefined, now: Date): Date | null {
  return withinDays === undefined ? null : new Date(now.getTime() - withinDays * DAY_MS);
}

function eventCondition(rule: Extract<SegmentRule, { type: "event" }>, now: Date): SQL {
  const from = since(rule.within_days, now);
  const where = and(
    eq(engagementEvents.userId, engagementUsers.id),
    eq(engagementEvents.name, rule.event),
    from ? sql`${engagementEvents.time} >= ${from.toISOString()}` : undefined,
    rule.property
      ? sql`${engagementEvents.properties} ->> ${rule.property.name} = ${String(rule.property.value)}`
      : undefined,
  );
  // Counts at most min_count rows of the user (the index on user, name, time serves it).
  const performed = sql`(select count(*) from (select 1 from ${engagementEvents} where ${where} limit ${rule.min_count}) as hits) >= ${rule.min_count}`;
  return rule.op === "performed" ? performed : sql`not (${performed})`;
}

function purchaseCondition(rule: Extract<SegmentRule, { type: "purchase" }>, now: Date): SQL {
  const from = since(rule.within_days, now);
  const where = and(
    eq(engagementPurchases.userId, engagementUsers.id),
    from ? sql`${engagementPurchases.time} >= ${from.toISOString()}` : undefined,
    rule.product_id ? eq(engagementPurchases.productId, rule.product_id) : undefined,
  );
  const bought = sql`exists (select 1 from ${engagementPurchases} where ${where})`;
  return rule.op === "purchased" ? bought : sql`not ${bought}`;
}

/**
 * `engagement.segment-rules`: the SQL condition over `engagement_users` that a segment's rules
 * make; one query answers who is in it, however many users there are.
 */
export function segmentCondition(rules: SegmentRules, now: Date): SQL {
  const parts = rules.rules.map((rule) => {
    if (rule.type === "attribute") return attributeCondition(rule);
    if (rule.type === "event") return eventCondition(rule, now);
    return purchaseCondition(rule, now);
  });
  if (parts.length === 0) return sql`true`;
  const joiner = rules.match === "any" ? sql` or ` : sql` and `;
  return sql`(${sql.join(
    parts.map((p) => sql`(${p})`),
    joiner,
  )})`;
}

/** The ids of the users the rules match now. */
export async function segmentUserIds(db: Db, rules: SegmentRules, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: engagementUsers.id })
    .from(engagementUsers)
    .where(segmentCondition(rules, now))
    .orderBy(engagementUsers.id);
  return rows.map((r) => r.id);
}

/** How many users the rules match now. */
export async function segmentSize(db: Db, rules: SegmentRules, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(engagementUsers)
    .where(segmentCondition(rules, now));
  return row?.n ?? 0;
}

/** Whether one user matches the rules now. */
export async function userMatches(
  db: Db,
  rules: SegmentRules,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: engagementUsers.id })
    .from(engagementUsers)
    .where(and(eq(engagementUsers.id, userId), segmentCondition(rules, now)));
  return rows.length > 0;
}

/** The number of users altogether. */
export async function totalUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(engagementUsers);
  return row?.n ?? 0;
}

/** A stored segment's rules (404 in words when there is no such segment). */
export async function segmentRulesOf(db: Db, segmentId: string): Promise<SegmentRules> {
  const [row] = await db
    .select({ rules: engagementSegments.rules })
    .from(engagementSegments)
    .where(eq(engagementSegments.id, segmentId));
  if (!row) throw new HttpError(404, `There is no segment ${segmentId}.`);
  return row.rules as SegmentRules;
}

/**
 * The users of a stored segment now (ids and external ids; the export reads it), or of every
 * user when `segmentId` is null.
 */
export function segmentMembersOf(db: Db, now: () => Date) {
  return async function segmentMembers(
    segmentId: string | null,
  ): Promise<{ id: number; externalId: string | null }[]> {
    const rules: SegmentRules =
      segmentId === null ? { match: "all", rules: [] } : await segmentRulesOf(db, segmentId);
    return db
      .select({ id: engagementUsers.id, externalId: engagementUsers.externalId })
      .from(engagementUsers)
      .where(segmentCondition(rules, now()))
      .orderBy(engagementUsers.id);
  };
}
