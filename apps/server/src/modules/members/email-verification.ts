import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";

import type { Db } from "../../db/client.ts";
import { emailVerifications, members } from "../../db/schema/members.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { findMemberByEmail, findMemberById } from "./account.ts";
import { escapeHtml } from "./mail-text.ts";

/**
 * Email verification (`member.verify-email`, `member.verify-resend-limit`;
 * docs/decisions/022-email-verification-and-account-deletion.md). Sign-up and an email change
 * send a link `PUBLIC_ORIGIN/account/verify?token=…&email=…`. The token is 256 random bits,
 * valid 48 hours, single use; only its SHA-256 is stored, with the address it was sent to, so
 * a link verifies that address and no later one. A new link replaces the earlier ones. The
 * email is in English with a Spanish paragraph: the member has no language stored.
 */
export const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;
export const RESENDS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export const VERIFY_LINK_INVALID =
  "This verification link has expired or was already used. Sign in and ask for a new one.";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

type Recipient = { id: string; email: string; firstName: string };

export function createEmailVerification(deps: {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  publicOrigin: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, mailer, limiter } = deps;
  const pending = new Set<Promise<void>>();

  function verifyLink(token: string, email: string): string {
    const url = new URL("/account/verify", deps.publicOrigin);
    url.searchParams.set("token", token);
    url.searchParams.set("email", email);
    return url.toString();
  }

  /** Stores a new link (replacing the earlier ones) and emails it. */
  async function sendLink(member: Recipient): Promise<void> {
    const now = deps.now();
    const token = randomBytes(32).toString("base64url");
    await db.transaction(async (tx) => {
      await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.memberId, member.id), isNull(emailVerifications.usedAt)));
      // Links over a week past their end are of no use, not even to say "already verified".
      await tx
        .delete(emailVerifications)
        .where(lt(emailVerifications.expiresAt, new Date(now.getTime() - 7 * 86_400_000)));
      await tx.insert(emailVerifications).values({
        tokenHash: sha256(token),
        memberId: member.id,
        email: member.email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + VERIFY_TTL_MS),
      });
    });
    const link = verifyLink(token, member.email);
    const name = member.firstName || "there";
    const sent = await mailer.send({
      to: member.email,
      subject: "Confirm your email address for Coop Chicken / Confirma tu correo",
      text:
        `Hi ${name},\n\n` +
        `Please confirm that this is your email address for your Coop Chicken account.\n` +
        `Open this link within 48 hours:\n\n${link}\n\n` +
        `Until you confirm, you can order and earn points, but not redeem rewards.\n` +
        `If you did not create an account, ignore this email.\n\n` +
        `---\n` +
        `Hola: confirma que esta es la dirección de correo de tu cuenta de Coop Chicken abriendo ` +
        `el enlace de arriba en las próximas 48 horas. Si no creaste una cuenta, ignora este correo.\n`,
      html:
        `<p>Hi ${escapeHtml(name)},</p>` +
        `<p>Please confirm that this is your email address for your Coop Chicken account.</p>` +
        `<p><a href="${escapeHtml(link)}">Confirm my email address</a> (the link works for 48 hours).</p>` +
        `<p>Until you confirm, you can order and earn points, but not redeem rewards.</p>` +
        `<p>If you did not create an account, ignore this email.</p>` +
        `<hr><p lang="es">Hola: <a href="${escapeHtml(link)}">confirma tu dirección de correo</a> ` +
        `en las próximas 48 horas. Si no creaste una cuenta, ignora este correo.</p>`,
    });
    if (mailer.kind === "outbox") {
      deps.log.info({ file: sent.file }, `verification email written to the outbox; link: ${link}`);
    }
  }

  function track(task: Promise<void>): void {
    const tracked = task.finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  return {
    /**
     * Sign-up and email change: the link goes out after the answer; a failure is logged (the
     * member can ask again with members/verify/resend).
     */
    sendInBackground(member: Recipient): void {
      track(
        sendLink(member).catch((error: unknown) => {
          deps.log.error({ err: error }, "verification email could not be sent");
        }),
      );
    },

    /** members/verify/resend: a new link now; 409 when verified, 429 past 3 an hour. */
    async resend(memberId: string): Promise<{ email: string }> {
      const member = await findMemberById(db, memberId);
      if (!member || member.deletedAt) {
        throw new HttpError(401, "Your session has ended. Please sign in again.");
      }
      if (member.emailVerifiedAt) {
        throw new HttpError(409, "Your email address is already verified.");
      }
      const hit = await limiter.hit(`verify:resend:${member.id}`, {
        limit: RESENDS_PER_HOUR,
        windowMs: HOUR_MS,
      });
      if (!hit.allowed) {
        const minutes = Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
        throw new HttpError(
          429,
          `You have asked for ${RESENDS_PER_HOUR} verification emails in the last hour. ` +
            `Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, and check your spam folder.`,
          { headers: { "retry-after": String(hit.retryAfterSeconds) } },
        );
      }
      try {
        await sendLink(member);
      } catch (error) {
        deps.log.error({ err: error }, "verification email could not be sent");
        throw new HttpError(
          503,
          "The verification email could not be sent right now. Please try again in a few minutes.",
        );
      }
      return { email: member.email };
    },

    /**
     * members/verify: takes the link's token. Answers "already" when the address was verified
     * before and this is a link that was sent to it (opened twice): idempotent.
     */
    async verify(args: { token: string; email: string }): Promise<"verified" | "already"> {
      const invalid = () =>
        new HttpError(400, VERIFY_LINK_INVALID, {
          errors: [{ path: "body.token", message: "has expired or was already used" }],
        });
      const member = await findMemberByEmail(db, args.email);
      if (!member) throw invalid();
      const now = deps.now();
      const hash = sha256(args.token);
      const done = await db.transaction(async (tx) => {
        const [taken] = await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerifications.tokenHash, hash),
              eq(emailVerifications.memberId, member.id),
              eq(emailVerifications.email, member.email),
              isNull(emailVerifications.usedAt),
              gt(emailVerifications.expiresAt, now),
            ),
          )
          .returning({ memberId: emailVerifications.memberId });
        if (!taken) return false;
        await tx
          .update(members)
          .set({ emailVerifiedAt: member.emailVerifiedAt ?? now, updatedAt: now })
          .where(and(eq(members.id, member.id), eq(members.email, member.email)));
        return true;
      });
      if (done) return member.emailVerifiedAt ? "already" : "verified";
      if (member.emailVerifiedAt) {
        // Opened again: a link this address was sent, once it is verified, says so.
        const [sent] = await db
          .select({ hash: emailVerifications.tokenHash })
          .from(emailVerifications)
          .where(
            and(
              eq(emailVerifications.tokenHash, hash),
              eq(emailVerifications.memberId, member.id),
              eq(emailVerifications.email, member.email),
            ),
          );
        if (sent) return "already";
      }
      throw invalid();
    },

    /** Waits for emails still being sent (shutdown, tests). */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
