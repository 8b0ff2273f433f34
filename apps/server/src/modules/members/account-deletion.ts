import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";

import type { deleteAccountBodySchema } from "@coop/contract/members";

import type { Db } from "../../db/client.ts";
import {
  eclubSubscriptions,
  emailVerifications,
  memberAddresses,
  memberFavoriteLocations,
  memberIdentities,
  members,
  passwordResets,
  savedCards,
  sessions,
} from "../../db/schema/members.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { type AccountService, fieldError, type MemberRow } from "./account.ts";
import { escapeHtml } from "./mail-text.ts";
import type { MemberErasure } from "./ports.ts";
import type { Caller } from "./token-service.ts";

/** The name a deleted member's row keeps (orders still point to it). */
export const DELETED_MEMBER_NAME = "Deleted member";

/** A unique address that no mail server delivers to (.invalid is reserved, RFC 2606). */
export const deletedEmailOf = (memberId: string) => `deleted-${memberId}@deleted.invalid`;

type DeleteBody = z.output<typeof deleteAccountBodySchema>;

/**
 * Deleting an account (`member.delete-account`;
 * docs/decisions/022-email-verification-and-account-deletion.md). The member confirms with
 * the current password, or, without one (single sign-on only), by typing the email again.
 * Then, in one transaction: the member row is anonymised (it stays, because orders and the
 * points ledger refer to it), everything personal kept beside it is deleted, every session
 * ends, and the other modules do their part through `MemberErasure`. A confirmation goes to
 * the old address afterwards. The address is free for a new sign-up at once.
 */
export function createAccountDeletion(deps: {
  db: Db;
  accounts: Pick<AccountService, "memberOf" | "passwordMatches">;
  erasure: MemberErasure;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db } = deps;
  const pending = new Set<Promise<void>>();

  async function confirm(member: MemberRow, body: DeleteBody): Promise<void> {
    if (member.passwordHash !== null) {
      if (body.password === undefined) {
        throw fieldError("body.password", "is required: type your password to delete the account");
      }
      if (!(await deps.accounts.passwordMatches(member, body.password))) {
        throw new HttpError(403, "The password is not right, so the account was not deleted.", {
          errors: [{ path: "body.password", message: "is not your current password" }],
        });
      }
      return;
    }
    if (body.email === undefined) {
      throw fieldError(
        "body.email",
        "is required: type your account's email address to delete the account",
      );
    }
    if (body.email !== member.email) {
      throw new HttpError(
        403,
        "The email address is not the account's, so the account was not deleted.",
        { errors: [{ path: "body.email", message: "is not this account's email address" }] },
      );
    }
  }

  async function erase(member: MemberRow, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const id = member.id;
      await deps.erasure.eraseMemberOrders(tx, {
        memberId: id,
        // Guest orders placed with the address are theirs only if the address was proved.
        email: member.emailVerifiedAt ? member.email : null,
        now,
      });
      await deps.erasure.closeLoyaltyAccount(tx, { memberId: id, now });
      await deps.erasure.removeWalletOffers(tx, { memberId: id });
      await tx.delete(memberIdentities).where(eq(memberIdentities.memberId, id));
      await tx.delete(savedCards).where(eq(savedCards.memberId, id));
      await tx.delete(memberAddresses).where(eq(memberAddresses.memberId, id));
      await tx.delete(memberFavoriteLocations).where(eq(memberFavoriteLocations.memberId, id));
      await tx.delete(passwordResets).where(eq(passwordResets.memberId, id));
      await tx.delete(emailVerifications).where(eq(emailVerifications.memberId, id));
      await tx.delete(eclubSubscriptions).where(eq(eclubSubscriptions.email, member.email));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, id), isNull(sessions.revokedAt)));
      await tx
        .update(members)
        .set({
          email: deletedEmailOf(id),
          firstName: DELETED_MEMBER_NAME,
          lastName: "",
          phone: null,
          passwordHash: null,
          optin: false,
          optinSms: false,
          emailVerifiedAt: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(members.id, id));
    });
  }

  async function sendConfirmation(email: string, firstName: string): Promise<void> {
    const name = firstName || "there";
    await deps.mailer.send({
      to: email,
      subject: "Your Coop Chicken account has been deleted / Tu cuenta ha sido eliminada",
      text:
        `Hi ${name},\n\n` +
        `As you asked, your Coop Chicken account has been deleted: your name, phone, saved ` +
        `addresses, cards and favorites are gone, and your points balance is closed. Past ` +
        `orders are kept for our accounting, without your contact details.\n\n` +
        `You are welcome to create a new account with this address at any time.\n` +
        `If you did not ask for this, reply to this email.\n\n` +
        `---\n` +
        `Hola: como pediste, tu cuenta de Coop Chicken ha sido eliminada junto con tus datos ` +
        `personales. Puedes crear una cuenta nueva con este correo cuando quieras.\n`,
      html:
        `<p>Hi ${escapeHtml(name)},</p>` +
        `<p>As you asked, your Coop Chicken account has been deleted: your name, phone, saved ` +
        `addresses, cards and favorites are gone, and your points balance is closed. Past ` +
        `orders are kept for our accounting, without your contact details.</p>` +
        `<p>You are welcome to create a new account with this address at any time. ` +
        `If you did not ask for this, reply to this email.</p>` +
        `<hr><p lang="es">Hola: como pediste, tu cuenta de Coop Chicken ha sido eliminada junto ` +
        `con tus datos personales. Puedes crear una cuenta nueva con este correo cuando quieras.</p>`,
    });
  }

  return {
    /** members/delete: confirms, erases, then emails the old address (in the background). */
    async delete(caller: Caller, body: DeleteBody): Promise<void> {
      const member = await deps.accounts.memberOf(caller);
      await confirm(member, body);
      await erase(member, deps.now());
      const task = sendConfirmation(member.email, member.firstName).catch((error: unknown) => {
        deps.log.error({ err: error }, "account deletion email could not be sent");
      });
      const tracked = task.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },

    /** Waits for emails still being sent (shutdown, tests). */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
