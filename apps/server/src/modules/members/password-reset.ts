import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";

import type { Db } from "../../db/client.ts";
import { members, passwordResets } from "../../db/schema/members.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { fieldError, findMemberByEmail } from "./account.ts";
import { escapeHtml } from "./mail-text.ts";
import { type PasswordHasher, passwordProblem } from "./passwords.ts";
import type { TokenService } from "./token-service.ts";

/**
 * Forgot and reset password (members/forgotpassword, members/resetpassword: `reset.same-answer`,
 * `reset.link`, `reset.limits`).
 * The emailed token is 256 random bits, valid one hour, single use; only its SHA-256 is
 * stored, so a copy of the database cannot reset anyone's password. Asking again replaces
 * the earlier link. The answer to "forgot" is the same whether or not the email has an
 * account, and the email is sent after answering, so the timing says nothing either.
 */
export const RESET_TTL_MS = 60 * 60 * 1000;
const PER_EMAIL_PER_HOUR = 3;
const PER_IP_PER_HOUR = 20;

export const FORGOT_ANSWER =
  "If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export function createPasswordReset(deps: {
  db: Db;
  mailer: Mailer;
  hasher: PasswordHasher;
  tokens: TokenService;
  limiter: RateLimiter;
  publicOrigin: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, mailer, limiter } = deps;
  const pending = new Set<Promise<void>>();

  function resetLink(token: string, email: string): string {
    const url = new URL("/account/reset-password", deps.publicOrigin);
    url.searchParams.set("token", token);
    url.searchParams.set("email", email);
    return url.toString();
  }

  async function sendLink(memberId: string, email: string, firstName: string): Promise<void> {
    const now = deps.now();
    const token = randomBytes(32).toString("base64url");
    await db.transaction(async (tx) => {
      // A new link replaces the earlier ones; expired rows are cleared on the way.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
      await tx
        .delete(passwordResets)
        .where(lt(passwordResets.expiresAt, new Date(now.getTime() - 86_400_000)));
      await tx.insert(passwordResets).values({
        tokenHash: sha256(token),
        memberId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      });
    });
    const link = resetLink(token, email);
    const sent = await mailer.send({
      to: email,
      subject: "Reset your Coop Chicken password",
      text:
        `Hi ${firstName},\n\n` +
        `Someone (we hope you) asked to reset the password of your Coop Chicken account.\n` +
        `Choose a new password here within the hour:\n\n${link}\n\n` +
        `If it was not you, ignore this email: your password stays as it is.\n`,
      html:
        `<p>Hi ${escapeHtml(firstName)},</p>` +
        `<p>Someone (we hope you) asked to reset the password of your Coop Chicken account.</p>` +
        `<p><a href="${escapeHtml(link)}">Choose a new password</a> within the hour.</p>` +
        `<p>If it was not you, ignore this email: your password stays as it is.</p>`,
    });
    if (mailer.kind === "outbox") {
      // Without SMTP the outbox file is the email; the log line lets a developer follow the link.
      deps.log.info(
        { file: sent.file },
        `password reset email written to the outbox; link: ${link}`,
      );
    }
  }

  return {
    /** members/forgotpassword: always the same answer; the email goes out in the background. */
    async forgot(email: string, ip: string): Promise<void> {
      const byIp = await limiter.hit(`forgot:ip:${ip}`, {
        limit: PER_IP_PER_HOUR,
        windowMs: RESET_TTL_MS,
      });
      if (!byIp.allowed) {
        throw new HttpError(429, "Too many password reset requests. Please try again later.", {
          headers: { "retry-after": String(byIp.retryAfterSeconds) },
        });
      }
      const task = (async () => {
        const member = await findMemberByEmail(db, email);
        if (!member) return;
        // Silently capped per address, so that nobody can flood someone's mailbox.
        const byEmail = await limiter.hit(`forgot:email:${email}`, {
          limit: PER_EMAIL_PER_HOUR,
          windowMs: RESET_TTL_MS,
        });
        if (!byEmail.allowed) return;
        await sendLink(member.id, member.email, member.firstName);
      })().catch((error: unknown) => {
        deps.log.error({ err: error }, "password reset email could not be sent");
      });
      const tracked = task.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },

    /** members/resetpassword: the link's token and email, and the new password. */
    async reset(args: { token: string; email: string; password: string }): Promise<void> {
      const invalid = () =>
        fieldError(
          "body.token",
          "is not valid any more: the link was used, replaced or is over an hour old; ask for a new one",
        );
      const member = await findMemberByEmail(db, args.email);
      if (!member) throw invalid();
      const problem = passwordProblem(args.password, {
        email: member.email,
        names: [member.firstName, member.lastName],
      });
      if (problem) throw fieldError("body.password", problem);
      const hash = await deps.hasher.hash(args.password);
      const now = deps.now();
      const done = await db.transaction(async (tx) => {
        // Taking the token and setting the password happen together, or not at all.
        const [taken] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.tokenHash, sha256(args.token)),
              eq(passwordResets.memberId, member.id),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning({ memberId: passwordResets.memberId });
        if (!taken) return false;
        await tx
          .update(members)
          .set({ passwordHash: hash, updatedAt: now })
          .where(eq(members.id, member.id));
        return true;
      });
      if (!done) throw invalid();
      // Whoever knew the old password is signed out everywhere.
      await deps.tokens.revokeAllFor(member.id, { now });
    },

    /** Waits for emails still being sent (shutdown, tests). */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
