import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { z } from "zod";

import { isFormId } from "@coop/contract/form-definitions";
import type {
  opsSubmissionSchema,
  opsSubmissionsCsvQuerySchema,
  opsSubmissionsQuerySchema,
} from "@coop/contract/ops-forms";

import type { Db } from "../../db/client.ts";
import { formSubmissions } from "../../db/schema/forms.ts";
import { HttpError } from "../../http/http-error.ts";
import { fieldLabel, referenceOf } from "./mail.ts";
import type { RestaurantNames } from "./service.ts";

type Submission = z.infer<typeof opsSubmissionSchema>;
type ListQuery = z.output<typeof opsSubmissionsQuerySchema>;
type CsvQuery = z.output<typeof opsSubmissionsCsvQuerySchema>;
/** The signed-in staff member (the staff module's row). */
type Caller = { id: string; role: string; restaurantIds: number[] };

type AuditWriter = (
  tx: Db,
  entry: {
    actorId: string | null;
    action: string;
    target: string | null;
    before?: unknown;
    after?: unknown;
    at: Date;
  },
) => Promise<void>;

/** The roles that read the submissions (`forms.staff-roles`); crew do not. */
export const SUBMISSION_READERS = ["manager", "marketing", "admin"] as const;

const notFound = () => new HttpError(404, "There is no form submission with that id.");

/**
 * `forms.staff-roles`: which submissions a staff member sees: admins and marketing every one,
 * managers those naming one of their restaurants (a submission naming none is not theirs).
 */
function scopeOf(caller: Caller): SQL | undefined {
  if (caller.role === "admin" || caller.role === "marketing") return undefined;
  if (caller.restaurantIds.length === 0) return sql`false`;
  return inArray(formSubmissions.restaurantId, caller.restaurantIds);
}

function filtersOf(caller: Caller, q: CsvQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeOf(caller)];
  if (q.form) conditions.push(eq(formSubmissions.form, q.form));
  if (q.state === "open") conditions.push(isNull(formSubmissions.handledAt));
  if (q.state === "handled") conditions.push(isNotNull(formSubmissions.handledAt));
  if (q.restaurant_id !== undefined)
    conditions.push(eq(formSubmissions.restaurantId, q.restaurant_id));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(formSubmissions.senderName, like),
        ilike(formSubmissions.senderEmail, like),
        ilike(formSubmissions.subject, like),
        /^[0-9a-f-]{4,36}$/i.test(q.q)
          ? sql`${formSubmissions.id}::text like ${`${q.q.toLowerCase()}%`}`
          : undefined,
      ),
    );
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/**
 * `forms.csv`: one CSV cell (RFC 4180): a text starting with = + - @ (or a tab or carriage
 * return) is prefixed with ' so a spreadsheet shows it instead of running it as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

type Joined = {
  row: typeof formSubmissions.$inferSelect;
  restaurantName: string | null;
  handlerName: string | null;
};

function shapeOf(j: Joined): Submission {
  const r = j.row;
  return {
    id: r.id,
    reference: referenceOf(r.id),
    form: isFormId(r.form) ? r.form : "contact",
    topic: r.topic,
    restaurant:
      r.restaurantId !== null ? { id: r.restaurantId, name: j.restaurantName ?? "" } : null,
    sender_name: r.senderName,
    sender_email: r.senderEmail,
    sender_phone: r.senderPhone,
    subject: r.subject,
    fields: r.fields,
    language: r.language,
    delivery: {
      state: r.deliveryState as Submission["delivery"]["state"],
      inbox: r.inbox,
      attempts: r.deliveryAttempts,
      delivered_at: r.deliveredAt?.toISOString() ?? null,
      last_error: r.lastDeliveryError,
    },
    handled_at: r.handledAt?.toISOString() ?? null,
    handled_by: r.handledAt ? (j.handlerName ?? null) : null,
    created_at: r.createdAt.toISOString(),
  };
}

export const CSV_COLUMNS = [
  "reference",
  "received_at",
  "form",
  "topic",
  "restaurant",
  "name",
  "email",
  "phone",
  "subject",
  "fields",
  "delivery",
  "handled_at",
  "handled_by",
] as const;

function fieldsText(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${fieldLabel(k)}: ${Array.isArray(v) ? v.join(", ") : String(v)}`)
    .join("; ");
}

/** `forms.csv`: the submissions as RFC 4180 CSV, cells safe from spreadsheet formulas. */
export function submissionsCsv(list: Submission[]): string {
  const rows = list.map((s) =>
    [
      s.reference,
      s.created_at,
      s.form,
      s.topic,
      s.restaurant ? `${s.restaurant.name} (#${s.restaurant.id})` : null,
      s.sender_name,
      s.sender_email,
      s.sender_phone,
      s.subject,
      fieldsText(s.fields),
      s.delivery.state,
      s.handled_at,
      s.handled_by,
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[CSV_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}

export function createFormsOpsService(deps: {
  db: Db;
  now: () => Date;
  audit: AuditWriter;
  restaurants: RestaurantNames;
  /** Staff members' names by id (modules/staff). */
  staffNames: (ids: readonly string[]) => Promise<Map<string, string>>;
}) {
  const { db, now } = deps;

  /** The rows with their restaurant's and handler's names. */
  async function joined(rows: (typeof formSubmissions.$inferSelect)[]): Promise<Joined[]> {
    const restaurantIds = [
      ...new Set(rows.flatMap((r) => (r.restaurantId ? [r.restaurantId] : []))),
    ];
    const handlerIds = [...new Set(rows.flatMap((r) => (r.handledBy ? [r.handledBy] : [])))];
    const [places, names] = await Promise.all([
      deps.restaurants.summaries(restaurantIds),
      deps.staffNames(handlerIds),
    ]);
    const placeName = new Map(places.map((p) => [p.id, p.name]));
    return rows.map((row) => ({
      row,
      restaurantName: row.restaurantId !== null ? (placeName.get(row.restaurantId) ?? null) : null,
      handlerName: row.handledBy !== null ? (names.get(row.handledBy) ?? null) : null,
    }));
  }

  const base = () => db.select().from(formSubmissions);

  async function visible(caller: Caller, id: string): Promise<Joined> {
    const [row] = await base().where(eq(formSubmissions.id, id));
    if (!row) throw notFound();
    const [found] = await joined([row]);
    if (!found) throw notFound();
    const scope = caller.role === "admin" || caller.role === "marketing";
    if (
      !scope &&
      (found.row.restaurantId === null || !caller.restaurantIds.includes(found.row.restaurantId))
    )
      throw new HttpError(
        403,
        "This submission is not about one of your restaurants. Ask an admin or marketing.",
      );
    return found;
  }

  return {
    async list(caller: Caller, q: ListQuery) {
      const where = filtersOf(caller, q);
      const [total] = await db.select({ n: count() }).from(formSubmissions).where(where);
      const rows = await base()
        .where(where)
        .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page);
      return {
        submissions: (await joined(rows)).map(shapeOf),
        total: total?.n ?? 0,
        page: q.page,
        per_page: q.per_page,
      };
    },

    async all(caller: Caller, q: CsvQuery): Promise<Submission[]> {
      const rows = await base()
        .where(filtersOf(caller, q))
        .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
      return (await joined(rows)).map(shapeOf);
    },

    async get(caller: Caller, id: string): Promise<Submission> {
      return shapeOf(await visible(caller, id));
    },

    /** `forms.handled`: marks a submission handled (who, when) or open again, audited. */
    async setHandled(caller: Caller, id: string, handled: boolean): Promise<Submission> {
      const before = await visible(caller, id);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(formSubmissions)
          .set(
            handled
              ? { handledAt: at, handledBy: caller.id }
              : { handledAt: null, handledBy: null },
          )
          .where(eq(formSubmissions.id, id));
        await deps.audit(tx, {
          actorId: caller.id,
          action: handled ? "form-submission.handled" : "form-submission.reopened",
          target: `form-submission:${id}`,
          before: { handled_at: before.row.handledAt?.toISOString() ?? null },
          after: { handled_at: handled ? at.toISOString() : null },
          at,
        });
      });
      return shapeOf(await visible(caller, id));
    },
  };
}

export type FormsOpsService = ReturnType<typeof createFormsOpsService>;
