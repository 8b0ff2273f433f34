import { createHash, randomBytes, randomUUID } from "node:crypto";

import { and, arrayOverlaps, desc, eq, gt, isNull, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";

import type {
  staffAcceptBodySchema,
  staffAuditQuerySchema,
  staffInviteBodySchema,
  StaffMember,
  StaffRole,
  staffSignInBodySchema,
  staffUpdateBodySchema,
} from "@coop/contract/staff";

import type { Db } from "../../db/client.ts";
import { staff, staffAudit, staffInvitations } from "../../db/schema/staff.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { aRole, type StaffCaller, type StaffRow } from "./access.ts";
import type { RestaurantLookup, StaffPasswords } from "./ports.ts";
import type { StaffTokens } from "./tokens.ts";

/** `staff.invitation`: how long an emailed invitation works. */
export const INVITATION_DAYS = 7;

export type StaffAccountsDeps = {
  db: Db;
  tokens: StaffTokens;
  passwords: StaffPasswords;
  limiter: RateLimiter;
  limits: { perAccount: number; perIp: number; windowMs: number };
  mailer: Mailer;
  locations: RestaurantLookup;
  publicOrigin: string;
  now: () => Date;
  log: FastifyBaseLogger;
};

type SignIn = z.output<typeof staffSignInBodySchema>;
type Invite = z.output<typeof staffInviteBodySchema>;
type Accept = z.output<typeof staffAcceptBodySchema>;
type Update = z.output<typeof staffUpdateBodySchema>;
type AuditQuery = z.output<typeof staffAuditQuerySchema>;

export function staffJson(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    restaurants: [...row.restaurantIds].sort((a, b) => a - b),
    active: row.active,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

const fieldError = (status: 400 | 409, path: string, message: string, lead?: string) =>
  new HttpError(status, lead ?? `${path} ${message}.`, { errors: [{ path, message }] });

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** `staff.sign-in-same-answer`: one answer for an unknown email and a wrong password. */
const BAD_CREDENTIALS = "The email or password is incorrect.";

/** `staff.sign-in-limit`: the 429 of too many staff sign-in attempts, in words. */
export function tooManyStaffSignIns(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or ask an admin to check your account.`,
    { headers: { "retry-after": String(seconds) } },
  );
}

/** One audit row (`staff.audit`), written with the caller's transaction. */
export async function writeAudit(
  tx: Db,
  entry: {
    actorId: string | null;
    action: string;
    target: string | null;
    before?: unknown;
    after?: unknown;
    at: Date;
  },
): Promise<void> {
  await tx.insert(staffAudit).values({
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at,
  });
}

export function createStaffAccounts(deps: StaffAccountsDeps) {
  const { db, tokens, passwords, limiter, limits, now } = deps;
  const rule = (limit: number) => ({ limit, windowMs: limits.windowMs });

  /**
   * `staff.role-restaurants`: crew work at exactly one restaurant, a manager at one or more,
   * marketing and admin at none (the chain); every restaurant must exist.
   */
  async function checkRestaurants(role: StaffRole, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const path = "body.restaurants";
    if (role === "crew" && unique.length !== 1)
      throw fieldError(400, path, "must hold exactly one restaurant for a crew account");
    if (role === "manager" && unique.length === 0)
      throw fieldError(400, path, "must hold at least one restaurant for a manager account");
    if ((role === "admin" || role === "marketing") && unique.length > 0)
      throw fieldError(
        400,
        path,
        `must be empty for ${aRole(role)} account (it works for the whole chain, not a restaurant)`,
      );
    if (unique.length > 0) {
      const known = new Set((await deps.locations.summaries(unique)).map((r) => r.id));
      const missing = unique.filter((id) => !known.has(id));
      if (missing.length > 0)
        throw fieldError(400, path, `names restaurants that do not exist: ${missing.join(", ")}`);
    }
    return unique;
  }

  function session(issued: { token: string; expiresAt: Date }, row: StaffRow) {
    return {
      status: "ok" as const,
      data: { token: issued.token, expires: issued.expiresAt.toISOString(), staff: staffJson(row) },
    };
  }

  async function sendInvitation(message: { to: string; subject: string; text: string }) {
    try {
      await deps.mailer.send(message);
    } catch (error) {
      deps.log.error({ err: error }, "staff invitation email could not be sent");
      throw new HttpError(
        503,
        "The invitation email could not be sent, so no invitation was made. Try again in a few minutes.",
        { code: "mail_unavailable" },
      );
    }
  }

  async function findByEmail(email: string): Promise<StaffRow | null> {
    const [row] = await db.select().from(staff).where(eq(staff.email, email.toLowerCase()));
    return row ?? null;
  }

  return {
    /** `staff.sign-in`: email and password; a new session (and an audit row) each time. */
    async signIn(body: SignIn, ip: string) {
      const checks = [limiter.hit(`ops-signin:acct:${body.email}`, rule(limits.perAccount))];
      if (ip) checks.push(limiter.hit(`ops-signin:ip:${ip}`, rule(limits.perIp)));
      const refused = (await Promise.all(checks)).filter((r) => !r.allowed);
      if (refused.length > 0)
        throw tooManyStaffSignIns(Math.max(...refused.map((r) => r.retryAfterSeconds)));

      const row = await findByEmail(body.email);
      const check = await passwords.hasher.verify(body.password, row?.passwordHash ?? null);
      if (!row || !check.ok)
        throw new HttpError(401, BAD_CREDENTIALS, {
          errors: [{ path: "body.password", message: "does not match the email" }],
        });
      if (!row.active)
        throw new HttpError(403, "This staff account is disabled. Ask an admin to enable it.");
      await limiter.reset(`ops-signin:acct:${body.email}`);
      const at = now();
      const rehash = check.needsRehash ? await passwords.hasher.hash(body.password) : null;
      const issued = await db.transaction(async (tx) => {
        if (rehash)
          await tx.update(staff).set({ passwordHash: rehash }).where(eq(staff.id, row.id));
        const issued = await tokens.issue(tx, row.id, at);
        await writeAudit(tx, {
          actorId: row.id,
          action: "signin",
          target: `staff:${row.id}`,
          after: { session: issued.sessionId },
          at,
        });
        return issued;
      });
      return session(issued, row);
    },

    /** `staff.sign-out`: the session's token stops working. */
    async signOut(caller: StaffCaller) {
      const at = now();
      await db.transaction(async (tx) => {
        await tokens.revoke(tx, caller.sessionId, at);
        await writeAudit(tx, {
          actorId: caller.staff.id,
          action: "signout",
          target: `staff:${caller.staff.id}`,
          before: { session: caller.sessionId },
          at,
        });
      });
    },

    /**
     * `staff.invitation`: an admin invites anyone to any role; a manager invites crew to one
     * of their own restaurants; nobody else invites. The link is emailed; only the token's
     * hash is kept. A newer invitation to the same email replaces the older one.
     */
    async invite(caller: StaffCaller, body: Invite) {
      const inviter = caller.staff;
      if (inviter.role !== "admin" && inviter.role !== "manager")
        throw new HttpError(403, "Only an admin or a manager can invite staff.");
      if (inviter.role === "manager") {
        if (body.role !== "crew")
          throw fieldError(
            400,
            "body.role",
            "must be crew: a manager invites crew only (ask an admin for other roles)",
          );
        const outside = body.restaurants.filter((id) => !inviter.restaurantIds.includes(id));
        if (outside.length > 0)
          throw new HttpError(
            403,
            `You can invite crew only to your own restaurants; not to ${outside.join(", ")}.`,
            { errors: [{ path: "body.restaurants", message: "must be one of your restaurants" }] },
          );
      }
      const restaurants = await checkRestaurants(body.role, body.restaurants);
      if (await findByEmail(body.email))
        throw fieldError(
          409,
          "body.email",
          "already belongs to a staff account",
          "This email already has a staff account. Change its role instead of inviting it.",
        );

      const token = randomBytes(32).toString("base64url");
      const at = now();
      const expiresAt = new Date(at.getTime() + INVITATION_DAYS * 86_400_000);
      const id = randomUUID();
      const link = `${deps.publicOrigin}/ops/accept?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        await tx
          .update(staffInvitations)
          .set({ expiresAt: at })
          .where(
            and(
              eq(staffInvitations.email, body.email),
              isNull(staffInvitations.acceptedAt),
              gt(staffInvitations.expiresAt, at),
            ),
          );
        await tx.insert(staffInvitations).values({
          id,
          tokenHash: hashToken(token),
          email: body.email,
          role: body.role,
          restaurantIds: restaurants,
          invitedBy: inviter.id,
          createdAt: at,
          expiresAt,
        });
        await writeAudit(tx, {
          actorId: inviter.id,
          action: "invite",
          target: `invitation:${id}`,
          after: { email: body.email, role: body.role, restaurants },
          at,
        });
        // Sent inside the transaction: when the mail cannot go, no invitation is left behind.
        await sendInvitation({
          to: body.email,
          subject: "You are invited to Coop restaurant operations",
          text: [
            `${inviter.name} invited you to Coop restaurant operations as ${body.role}` +
              (restaurants.length > 0 ? ` (restaurants ${restaurants.join(", ")}).` : "."),
            "",
            "Open this link to choose your name and password:",
            link,
            "",
            `The link works once, for ${INVITATION_DAYS} days. If you did not expect it, ignore this email.`,
          ].join("\r\n"),
        });
      });
      return {
        status: "ok" as const,
        message: `Invitation sent to ${body.email}.`,
        data: {
          id,
          email: body.email,
          role: body.role,
          restaurants,
          expires: expiresAt.toISOString(),
        },
      };
    },

    /** `staff.invitation`: the token (unused, not expired) creates the account and signs in. */
    async accept(body: Accept) {
      const at = now();
      const [invitation] = await db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.tokenHash, hashToken(body.token)));
      const unusable = (message: string) =>
        new HttpError(400, message, {
          errors: [{ path: "body.token", message: "cannot be used" }],
        });
      if (!invitation)
        throw unusable("This invitation link is not valid. Ask for a new invitation.");
      if (invitation.acceptedAt)
        throw unusable("This invitation was already used. Sign in, or ask for a new invitation.");
      if (invitation.expiresAt <= at)
        throw unusable("This invitation has expired. Ask for a new invitation.");
      const problem = passwords.problem(body.password, {
        email: invitation.email,
        names: [body.name],
      });
      if (problem) throw fieldError(400, "body.password", problem);
      const passwordHash = await passwords.hasher.hash(body.password);

      try {
        return await db.transaction(async (tx) => {
          // Single use even when two accepts race: only one update finds it unused.
          const claimed = await tx
            .update(staffInvitations)
            .set({ acceptedAt: at })
            .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt)))
            .returning({ id: staffInvitations.id });
          if (claimed.length === 0)
            throw unusable(
              "This invitation was already used. Sign in, or ask for a new invitation.",
            );
          const [row] = await tx
            .insert(staff)
            .values({
              id: randomUUID(),
              email: invitation.email,
              name: body.name,
              passwordHash,
              role: invitation.role,
              restaurantIds: invitation.restaurantIds,
              active: true,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          const issued = await tokens.issue(tx, row!.id, at);
          await writeAudit(tx, {
            actorId: row!.id,
            action: "invitation.accept",
            target: `invitation:${invitation.id}`,
            after: staffJson(row!),
            at,
          });
          return session(issued, row!);
        });
      } catch (error) {
        const e = error as { code?: unknown; cause?: { code?: unknown } };
        if (e?.code === "23505" || e?.cause?.code === "23505")
          throw unusable("This email already has a staff account. Sign in instead.");
        throw error;
      }
    },

    /** `staff.list-scope`: admins see every account; managers the staff of their restaurants. */
    async list(caller: StaffCaller) {
      const me = caller.staff;
      const rows =
        me.role === "admin"
          ? await db.select().from(staff).orderBy(staff.email)
          : await db
              .select()
              .from(staff)
              .where(arrayOverlaps(staff.restaurantIds, me.restaurantIds))
              .orderBy(staff.email);
      return { status: "ok" as const, data: rows.map(staffJson) };
    },

    /**
     * `staff.role-change`: an admin sets another account's role, restaurants and whether it
     * is active (never their own: another admin must). Disabling ends its sessions.
     */
    async update(caller: StaffCaller, id: string, body: Update) {
      if (id === caller.staff.id)
        throw new HttpError(
          403,
          "You cannot change your own role or disable your own account. Ask another admin.",
        );
      const restaurants = await checkRestaurants(body.role, body.restaurants);
      const at = now();
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
        if (!before)
          throw new HttpError(404, "There is no staff account with this id. Reload the list.");
        const [after] = await tx
          .update(staff)
          .set({ role: body.role, restaurantIds: restaurants, active: body.active, updatedAt: at })
          .where(eq(staff.id, id))
          .returning();
        if (!body.active) await tokens.revokeAllFor(tx, id, at);
        await writeAudit(tx, {
          actorId: caller.staff.id,
          action: "staff.update",
          target: `staff:${id}`,
          before: staffJson(before),
          after: staffJson(after!),
          at,
        });
        return after!;
      });
      return { status: "ok" as const, data: staffJson(updated) };
    },

    /** `staff.audit`: the log, newest first, `limit` entries older than `before`. */
    async audit(query: AuditQuery) {
      const rows = await db
        .select({
          id: staffAudit.id,
          actor: staff.email,
          actorId: staffAudit.actorId,
          action: staffAudit.action,
          target: staffAudit.target,
          before: staffAudit.before,
          after: staffAudit.after,
          at: staffAudit.at,
        })
        .from(staffAudit)
        .leftJoin(staff, eq(staff.id, staffAudit.actorId))
        .where(query.before === undefined ? undefined : lt(staffAudit.id, query.before))
        .orderBy(desc(staffAudit.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        status: "ok" as const,
        data: page.map((r) => ({
          id: r.id,
          actor: r.actor ?? r.actorId,
          action: r.action,
          target: r.target,
          before: r.before,
          after: r.after,
          at: r.at.toISOString(),
        })),
        next: rows.length > query.limit ? page[page.length - 1]!.id : null,
      };
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
