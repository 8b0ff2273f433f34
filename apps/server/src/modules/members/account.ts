import { randomUUID } from "node:crypto";

import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";

import {
  formatPhone,
  type MemberTokens,
  type MemberUser,
  type passwordChangeBodySchema,
  type signInBodySchema,
  type signUpBodySchema,
  type updateBodySchema,
} from "@coop/contract/members";

import type { Db } from "../../db/client.ts";
import { members } from "../../db/schema/members.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { type PasswordHasher, passwordProblem } from "./passwords.ts";
import type { GuestOrderClaim, MemberWelcome } from "./ports.ts";
import { listAddresses, listCards, toAddressJson, toPaymentJson } from "./saved-items.ts";
import type { Caller, IssuedTokens, TokenService } from "./token-service.ts";

export type MemberRow = typeof members.$inferSelect;

export type SigninLimits = { perAccount: number; perIp: number; windowMs: number };

export type AccountDeps = {
  db: Db;
  /** The loyalty account and welcome offer of a new member. */
  welcome: MemberWelcome;
  /** A placed guest order joins the account created from its confirmation. */
  orders: GuestOrderClaim;
  tokens: TokenService;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  limits: SigninLimits;
  /** `member.verify-email`: sends the verification link after sign-up or an email change. */
  emailLinks: { sendInBackground(member: { id: string; email: string; firstName: string }): void };
  now: () => Date;
};

/** A 400 naming one field, worded like the schema errors ("body.password is …"). */
export function fieldError(path: string, message: string): HttpError {
  return new HttpError(400, `${path} ${message}.`, { errors: [{ path, message }] });
}

/** `member.sign-in-same-answer`: one answer for an unknown email and a wrong password. */
const BAD_CREDENTIALS = "The email or password is incorrect.";

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

const emailTaken = () =>
  new HttpError(409, "An account with this email already exists. Sign in, or reset the password.", {
    errors: [{ path: "body.email", message: "already belongs to an account" }],
  });

export function tokensJson(issued: IssuedTokens, memberId: string): MemberTokens {
  const expires = issued.expiresAt.toISOString();
  return {
    access: { token: issued.access, expires },
    ordering: { access: { token: issued.ordering, expires } },
    id: memberId,
    provider: "coop",
    expires,
  };
}

export async function findMemberById(db: Db, id: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | null> {
  // A deleted member's placeholder address is nobody's (`member.delete-account`).
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.email, email.toLowerCase()), isNull(members.deletedAt)));
  return row ?? null;
}

export async function userJson(db: Db, member: MemberRow, now: Date): Promise<MemberUser> {
  const [addresses, cards] = await Promise.all([
    listAddresses(db, member.id),
    listCards(db, member.id),
  ]);
  return {
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    phone: member.phone,
    phone_display: member.phone ? formatPhone(member.phone) : null,
    optin: member.optin,
    optin_sms: member.optinSms,
    email_verified: member.emailVerifiedAt !== null,
    has_password: member.passwordHash !== null,
    addresses: addresses.map(toAddressJson),
    payments: cards.map((c) => toPaymentJson(c, now)),
    created: member.createdAt.toISOString(),
  };
}

/**
 * Creates a member with its loyalty balance and the welcome offer, in one transaction.
 * Throws the 409 of a taken email (also when two sign-ups race for it).
 */
export async function createMember(
  db: Db,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    passwordHash: string | null;
    optin: boolean;
    optinSms: boolean;
    /** Set when the address is known to be the member's (a provider's verified email). */
    emailVerifiedAt?: Date | null;
    /** `member.accept-terms`: when the terms were accepted at sign-up. */
    termsAcceptedAt?: Date | null;
  },
  now: Date,
  welcome: MemberWelcome,
): Promise<MemberRow> {
  const { ensureLoyaltyAccount, giveWelcomeOffers } = welcome;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({ id: randomUUID(), ...values, createdAt: now, updatedAt: now })
        .returning();
      await ensureLoyaltyAccount(tx, row!.id);
      await giveWelcomeOffers(tx, { memberId: row!.id, now });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

type SignUp = z.output<typeof signUpBodySchema>;
type SignIn = z.output<typeof signInBodySchema>;
type Update = z.output<typeof updateBodySchema>;
type PasswordChange = z.output<typeof passwordChangeBodySchema>;

/**
 * `ratelimit.sign-in`: the 429 of too many password attempts, with Retry-After in seconds and
 * the wait in whole minutes (rounded up) in words.
 */
export function tooManySignIns(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or reset your password.`,
    { headers: { "retry-after": String(seconds) } },
  );
}

export function createAccountService(deps: AccountDeps) {
  const { db, tokens, hasher, limiter, limits } = deps;
  const rule = (limit: number) => ({ limit, windowMs: limits.windowMs });

  /** Counts one password attempt for the account (and the IP when given); 429 past the limit. */
  async function countAttempt(email: string, ip: string | undefined): Promise<void> {
    const checks = [limiter.hit(`signin:acct:${email}`, rule(limits.perAccount))];
    if (ip) checks.push(limiter.hit(`signin:ip:${ip}`, rule(limits.perIp)));
    const refused = (await Promise.all(checks)).filter((r) => !r.allowed);
    if (refused.length > 0)
      throw tooManySignIns(Math.max(...refused.map((r) => r.retryAfterSeconds)));
  }

  /** Checks the member's current password (rate-limited with sign-in); a 400 on `path` when wrong. */
  async function checkCurrentPassword(member: MemberRow, given: string | undefined, path: string) {
    if (member.passwordHash === null) {
      throw fieldError(
        path,
        "cannot be checked: this account has no password yet (use Forgot password to set one)",
      );
    }
    if (given === undefined) throw fieldError(path, "is required to change the email");
    await countAttempt(member.email, undefined);
    const check = await hasher.verify(given, member.passwordHash);
    if (!check.ok) throw fieldError(path, "is not your current password");
  }

  async function memberOf(caller: Caller): Promise<MemberRow> {
    const member = await findMemberById(db, caller.memberId);
    if (!member || member.deletedAt)
      throw new HttpError(401, "Your session has ended. Please sign in again.");
    return member;
  }

  return {
    userJson: (member: MemberRow) => userJson(db, member, deps.now()),

    /** The signed-in member's row (401 when the account is gone). */
    memberOf,

    /**
     * A current-password check outside sign-in (account deletion): counted against the
     * account's sign-in limit like the others (429 past it). True when it matches.
     */
    async passwordMatches(member: MemberRow, given: string): Promise<boolean> {
      if (member.passwordHash === null) return false;
      await countAttempt(member.email, undefined);
      return (await hasher.verify(given, member.passwordHash)).ok;
    },

    /** `member.unverified-limits`: whether the member proved the email (rewards asks). */
    async emailVerified(memberId: string): Promise<boolean> {
      const member = await findMemberById(db, memberId);
      return member !== null && member.deletedAt === null && member.emailVerifiedAt !== null;
    },

    async signUp(body: SignUp) {
      const problem = passwordProblem(body.password, {
        email: body.email,
        names: [body.first_name, body.last_name],
      });
      if (problem) throw fieldError("body.password", problem);
      if (await findMemberByEmail(db, body.email)) throw emailTaken();
      const member = await createMember(
        db,
        {
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone ?? null,
          passwordHash: await hasher.hash(body.password),
          optin: body.optin,
          optinSms: body.optin_sms,
          emailVerifiedAt: null,
          // `member.accept-terms`: the schema lets no sign-up through without accept_terms true.
          termsAcceptedAt: deps.now(),
        },
        deps.now(),
        deps.welcome,
      );
      deps.emailLinks.sendInBackground(member);
      const orderClaimed =
        body.order_id === undefined
          ? undefined
          : await deps.orders.claimGuestOrder(
              { orderId: body.order_id, memberId: member.id, email: member.email },
              deps.now(),
            );
      const issued = await tokens.issue(member.id, "password", deps.now());
      return {
        tokens: tokensJson(issued, member.id),
        user: await userJson(db, member, deps.now()),
        ...(orderClaimed === undefined ? {} : { order_claimed: orderClaimed }),
      };
    },

    async signIn(body: SignIn, ip: string) {
      await countAttempt(body.email, ip);
      const member = await findMemberByEmail(db, body.email);
      const check = await hasher.verify(body.password, member?.passwordHash ?? null);
      if (!member || !check.ok) {
        throw new HttpError(401, BAD_CREDENTIALS, {
          errors: [{ path: "body.password", message: "does not match the email" }],
        });
      }
      await limiter.reset(`signin:acct:${body.email}`);
      if (check.needsRehash) {
        await db
          .update(members)
          .set({ passwordHash: await hasher.hash(body.password) })
          .where(eq(members.id, member.id));
      }
      const issued = await tokens.issue(member.id, "password", deps.now());
      return {
        tokens: tokensJson(issued, member.id),
        user: await userJson(db, member, deps.now()),
      };
    },

    async signOut(caller: Caller) {
      await tokens.revoke(caller.sessionId, deps.now());
    },

    async get(caller: Caller) {
      return userJson(db, await memberOf(caller), deps.now());
    },

    async update(caller: Caller, body: Update) {
      const member = await memberOf(caller);
      const changes: Partial<typeof members.$inferInsert> = {};
      if (body.first_name !== undefined) changes.firstName = body.first_name;
      if (body.last_name !== undefined) changes.lastName = body.last_name;
      if (body.phone !== undefined) changes.phone = body.phone;
      if (body.optin !== undefined) changes.optin = body.optin;
      if (body.optin_sms !== undefined) changes.optinSms = body.optin_sms;
      if (body.email !== undefined && body.email !== member.email) {
        await checkCurrentPassword(member, body.current_password, "body.current_password");
        if (await findMemberByEmail(db, body.email)) throw emailTaken();
        changes.email = body.email;
        // `member.verify-email`: a new address is unverified until its own link is opened.
        changes.emailVerifiedAt = null;
      }
      if (Object.keys(changes).length === 0) return userJson(db, member, deps.now());
      try {
        const [row] = await db
          .update(members)
          .set({ ...changes, updatedAt: deps.now() })
          .where(eq(members.id, member.id))
          .returning();
        if (changes.email !== undefined) deps.emailLinks.sendInBackground(row!);
        return userJson(db, row!, deps.now());
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async changePassword(caller: Caller, body: PasswordChange) {
      const member = await memberOf(caller);
      await checkCurrentPassword(member, body.current, "body.current");
      if (body.new === body.current)
        throw fieldError("body.new", "must differ from the current password");
      const problem = passwordProblem(body.new, {
        email: member.email,
        names: [member.firstName, member.lastName],
      });
      if (problem) throw fieldError("body.new", problem);
      await db
        .update(members)
        .set({ passwordHash: await hasher.hash(body.new), updatedAt: deps.now() })
        .where(eq(members.id, member.id));
      // Anyone else signed in as this member (a shared or stolen device) is signed out.
      await tokens.revokeAllFor(member.id, { exceptSessionId: caller.sessionId, now: deps.now() });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
