import { createHash, createHmac, randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import type { z } from "zod";

import type { eclubBodySchema } from "@coop/contract/members";

import type { Db } from "../../db/client.ts";
import { eclubSubscriptions } from "../../db/schema/members.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { JobQueue, JobRow } from "../jobs/service.ts";
import { fieldError } from "./account.ts";
import { eclubMail } from "./eclub-mail.ts";
import type { RestaurantLookup } from "./ports.ts";

/** The job kind that emails an e-club confirmation link (`eclub.double-opt-in`). */
export const ECLUB_MAIL_JOB = "eclub.mail";
/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 7 * 86_400_000;

type Row = typeof eclubSubscriptions.$inferSelect;

/**
 * The engagement engine's side of the e-club (`eclub.engagement-user`): a confirmed subscriber
 * becomes (or updates) an engagement user with these attributes; an unsubscribe sets
 * email_subscribe. Passed in by the composition root (modules/engagement).
 */
export type EclubEngagement = {
  setAttributes(email: string, attributes: Record<string, unknown>): Promise<void>;
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The attributes an engagement user gets from a confirmed subscription. */
export function engagementAttributes(row: Row): Record<string, unknown> {
  const [month, day] = row.birthday?.split("-").map(Number) ?? [];
  return {
    email: row.email,
    ...(row.firstName !== null && { first_name: row.firstName }),
    ...(row.lastName !== null && { last_name: row.lastName }),
    ...(row.zip !== null && { home_zip: row.zip }),
    ...(month !== undefined && day !== undefined && { dob_month: month, dob_day: day }),
    favorite_items: row.favoriteItems,
    ...(row.restaurantId !== null && { favorite_restaurant: row.restaurantId }),
    language: row.language,
    email_subscribe: "opted_in",
    eclub_confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}

/**
 * The e-club mailing list (docs/decisions/031-forms-eclub-careers.md): one row per email.
 * `eclub.double-opt-in`: subscribing stores the subscriber unconfirmed and emails a link
 * (through the job queue) whose token is derived from a random nonce with the server's secret,
 * so the database keeps only its hash; following it confirms (`eclub.confirm`). Every e-club
 * email carries the unsubscribe link (`eclub.unsubscribe`).
 */
export function createEclubService(deps: {
  db: Db;
  locations: RestaurantLookup;
  now: () => Date;
  jobs: JobQueue;
  mailer: Mailer;
  secret: string;
  publicOrigin: string;
  engagement: EclubEngagement;
}) {
  const { db, now, jobs } = deps;
  const tokenOf = (nonce: string) =>
    createHmac("sha256", deps.secret).update(`eclub-confirm:${nonce}`).digest("base64url");

  async function byEmail(email: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(eclubSubscriptions)
      .where(eq(eclubSubscriptions.email, email));
    return row;
  }

  /** Sends the confirmation email of a nonce, unless a newer link replaced it. */
  async function sendMail(job: JobRow): Promise<void> {
    const { email, nonce } = job.payload as { email: string; nonce: string };
    const row = await byEmail(email);
    const token = tokenOf(nonce);
    if (!row || row.confirmTokenHash !== sha256(token) || !row.unsubscribeToken) return;
    await deps.mailer.send(
      eclubMail({
        to: email,
        language: row.language === "es" ? "es" : "en",
        firstName: row.firstName,
        confirmUrl: `${deps.publicOrigin}/eclub/confirm?token=${encodeURIComponent(token)}`,
        unsubscribeUrl: `${deps.publicOrigin}/eclub/unsubscribe?token=${encodeURIComponent(row.unsubscribeToken)}`,
      }),
    );
  }

  return {
    register(): void {
      jobs.register(ECLUB_MAIL_JOB, sendMail);
    },

    /**
     * `member.eclub`, `eclub.consent`, `eclub.double-opt-in`: stores or updates the subscriber
     * (only what is given changes), unconfirmed unless they were confirmed and still are, and
     * queues the confirmation email with a new link (a second subscribe sends it again).
     */
    async subscribe(b: z.output<typeof eclubBodySchema>): Promise<void> {
      if (b.location_id !== undefined) {
        const [known] = await deps.locations.summaries([b.location_id]);
        if (!known) throw fieldError("body.location_id", "is not one of our restaurants");
      }
      const at = now();
      const nonce = randomBytes(24).toString("base64url");
      const before = await byEmail(b.email);
      const rejoining = before?.unsubscribedAt != null;
      const unsubscribeToken = before?.unsubscribeToken ?? randomBytes(24).toString("base64url");
      const given = {
        ...(b.first_name !== undefined && { firstName: b.first_name }),
        ...(b.last_name !== undefined && { lastName: b.last_name }),
        ...(b.zip !== undefined && { zip: b.zip }),
        ...(b.birthday !== undefined && { birthday: b.birthday }),
        ...(b.location_id !== undefined && { restaurantId: b.location_id }),
        ...(b.phone !== undefined && { phone: b.phone }),
        ...(b.optin_sms !== undefined && { optinSms: b.optin_sms }),
        ...(b.favorite_items !== undefined && { favoriteItems: [...new Set(b.favorite_items)] }),
        ...(b.language !== undefined && { language: b.language }),
        consentAt: at,
        confirmTokenHash: sha256(tokenOf(nonce)),
        confirmExpiresAt: new Date(at.getTime() + CONFIRM_TTL_MS),
        ...(rejoining && { confirmedAt: null, unsubscribedAt: null }),
        unsubscribeToken,
        updatedAt: at,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(eclubSubscriptions)
          .values({
            email: b.email,
            ...given,
            createdAt: at,
          })
          .onConflictDoUpdate({ target: eclubSubscriptions.email, set: given });
        await jobs.enqueue(tx, {
          kind: ECLUB_MAIL_JOB,
          key: `${ECLUB_MAIL_JOB}:${nonce}`,
          runAt: at,
          payload: { email: b.email, nonce },
          maxAttempts: 10,
        });
      });
      jobs.wake();
    },

    /**
     * `eclub.confirm`: the emailed link's token confirms the subscription (a second time answers
     * "already"); an unknown, expired or ended one is refused in words. The subscriber becomes
     * an engagement user (`eclub.engagement-user`).
     */
    async confirm(token: string): Promise<{ state: "confirmed" | "already"; email: string }> {
      const [row] = await db
        .select()
        .from(eclubSubscriptions)
        .where(eq(eclubSubscriptions.confirmTokenHash, sha256(token)));
      if (!row)
        throw new HttpError(
          404,
          "This confirmation link is not valid (a newer one may have been sent). Join the e-club again to get a new link.",
          { code: "unknown-token" },
        );
      if (row.unsubscribedAt)
        throw new HttpError(
          409,
          "This subscription was ended with the unsubscribe link. Join the e-club again to get a new link.",
          { code: "unsubscribed" },
        );
      if (row.confirmedAt) {
        // Details given since (a second subscribe) reach the engagement user too.
        await deps.engagement.setAttributes(row.email, engagementAttributes(row));
        return { state: "already", email: row.email };
      }
      const at = now();
      if (row.confirmExpiresAt && row.confirmExpiresAt.getTime() < at.getTime())
        throw new HttpError(
          400,
          "This confirmation link has expired (links work for 7 days). Join the e-club again to get a new one.",
          { code: "expired", errors: [{ path: "body.token", message: "has expired" }] },
        );
      const [updated] = await db
        .update(eclubSubscriptions)
        .set({ confirmedAt: at, updatedAt: at })
        .where(eq(eclubSubscriptions.email, row.email))
        .returning();
      await deps.engagement.setAttributes(row.email, engagementAttributes(updated!));
      return { state: "confirmed", email: row.email };
    },

    /** `eclub.unsubscribe`: the token of any e-club email ends the subscription. */
    async unsubscribe(token: string): Promise<{ email: string }> {
      const [row] = await db
        .select()
        .from(eclubSubscriptions)
        .where(eq(eclubSubscriptions.unsubscribeToken, token));
      if (!row)
        throw new HttpError(404, "This unsubscribe link is not valid. It may have been mistyped.", {
          code: "unknown-token",
        });
      if (!row.unsubscribedAt) {
        const at = now();
        await db
          .update(eclubSubscriptions)
          .set({ unsubscribedAt: at, updatedAt: at })
          .where(eq(eclubSubscriptions.email, row.email));
        if (row.confirmedAt)
          await deps.engagement.setAttributes(row.email, { email_subscribe: "unsubscribed" });
      }
      return { email: row.email };
    },
  };
}

export type EclubService = ReturnType<typeof createEclubService>;
