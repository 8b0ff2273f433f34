import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { FORM_DEFINITIONS, type FormId } from "@coop/contract/form-definitions";

import type { Db } from "../../db/client.ts";
import { formSubmissions } from "../../db/schema/forms.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { JobQueue, JobRow } from "../jobs/service.ts";
import { checkEmail, checkFields, fieldProblem, type RawValue } from "./fields.ts";
import { defaultSubject, inboxFor, referenceOf, submissionMail } from "./mail.ts";

/** The job kind that emails a stored submission (`forms.deliver`). */
export const DELIVER_JOB = "forms.deliver";
/** Attempts before a submission is marked failed (backoff doubles from the queue's base). */
export const DELIVER_ATTEMPTS = 10;

/** Restaurants by id with their names (modules/locations). */
export type RestaurantNames = {
  summaries(ids: readonly number[]): Promise<{ id: number; name: string }[]>;
};

export type SubmissionInput = {
  form: FormId;
  fields: Record<string, RawValue>;
  /** The body's path of the fields, for messages (`body.request`, `body.fields`). */
  fieldsPath: string;
  replyto?: string | undefined;
  subject?: string | undefined;
  includeDate?: boolean | undefined;
  language?: "en" | "es" | undefined;
};

export type Receipt = { id: string; reference: string; receivedAt: Date };

export function createFormsService(deps: {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  mailer: Mailer;
  restaurants: RestaurantNames;
  routes: { inbox: string; routes: Record<string, string> };
}) {
  const { db, now, jobs } = deps;

  async function restaurantOf(id: number | null) {
    if (id === null) return null;
    const [found] = await deps.restaurants.summaries([id]);
    return found ? { id: found.id, name: found.name } : null;
  }

  /**
   * `forms.deliver`: sends a stored submission's email; a refusal is a failed attempt the
   * queue retries with backoff, and after the last one the submission is marked failed.
   */
  async function deliver(job: JobRow): Promise<void> {
    const { id } = job.payload as { id: string };
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    if (!row || row.deliveryState === "delivered") return;
    const restaurant = await restaurantOf(row.restaurantId);
    try {
      await deps.mailer.send(submissionMail(row, restaurant));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(formSubmissions)
        .set({
          deliveryAttempts: job.attempts,
          lastDeliveryError: message.slice(0, 500),
          ...(job.attempts >= job.maxAttempts && { deliveryState: "failed" }),
        })
        .where(eq(formSubmissions.id, id));
      throw error;
    }
    await db
      .update(formSubmissions)
      .set({ deliveryState: "delivered", deliveredAt: now(), deliveryAttempts: job.attempts })
      .where(eq(formSubmissions.id, id));
  }

  return {
    /** Registers the delivery job's handler (before the queue starts). */
    register(): void {
      jobs.register(DELIVER_JOB, deliver);
    },

    /**
     * `forms.field-types`, `forms.deliver`: checks a submission against its form, then stores it
     * and queues its email in one transaction (nothing is lost if the mail server is down or
     * the process stops before the send).
     */
    async submit(input: SubmissionInput): Promise<Receipt> {
      const def = FORM_DEFINITIONS[input.form];
      const at = now();
      const fields = checkFields(def, input.fields, input.fieldsPath, at);
      const storeId = def.storeField ? fields[def.storeField] : undefined;
      const restaurant = typeof storeId === "number" ? await restaurantOf(storeId) : null;
      if (typeof storeId === "number" && !restaurant)
        throw fieldProblem(
          `${input.fieldsPath}.${def.storeField}`,
          "is not one of our restaurants",
        );
      let replyTo =
        typeof fields[def.emailField] === "string" ? String(fields[def.emailField]) : null;
      if (input.replyto !== undefined && input.replyto.trim() !== "") {
        replyTo = checkEmail(input.replyto);
        if (!replyTo) throw fieldProblem("body.replyto", "must be an email address");
      }
      const topic = def.topicField
        ? ((fields[def.topicField] as string | undefined) ?? null)
        : null;
      const subject =
        input.subject?.trim() || defaultSubject(input.form, fields, restaurant?.name ?? null);
      const text = (name: string | undefined) =>
        name !== undefined && typeof fields[name] === "string" ? (fields[name] as string) : null;
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(formSubmissions).values({
          id,
          form: input.form,
          topic,
          restaurantId: restaurant?.id ?? null,
          fields,
          senderName: text(def.nameField),
          senderEmail: text(def.emailField),
          senderPhone: text(def.phoneField),
          replyTo,
          subject,
          includeDate: input.includeDate ?? false,
          language: input.language ?? "en",
          inbox: inboxFor(deps.routes, input.form, topic),
          createdAt: at,
        });
        await jobs.enqueue(tx, {
          kind: DELIVER_JOB,
          key: `${DELIVER_JOB}:${id}`,
          runAt: at,
          payload: { id },
          maxAttempts: DELIVER_ATTEMPTS,
        });
      });
      jobs.wake();
      return { id, reference: referenceOf(id), receivedAt: at };
    },

    /**
     * `forms.honeypot`: what a filled honeypot is answered: a receipt like a real one, with
     * nothing stored and nothing sent.
     */
    decoy(): Receipt {
      const id = randomUUID();
      return { id, reference: referenceOf(id), receivedAt: now() };
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
