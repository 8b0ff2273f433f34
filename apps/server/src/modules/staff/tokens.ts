import { createHmac, randomBytes } from "node:crypto";

import { and, eq, gt, isNull } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { staffSessions } from "../../db/schema/staff.ts";
import { createSessionTokenCodec } from "../../lib/session-token.ts";

/**
 * Staff session tokens (`staff.token-kind`; docs/decisions/025-staff-accounts-and-roles.md):
 * `s.<sessionId>.<expires>.<mac>`, HMAC-SHA256 under a key derived from TOKEN_SECRET for
 * staff only, so a member token (`a.`/`o.`, the member key, the members' sessions) never
 * passes as a staff token and a staff token never passes as a member's.
 */
export const STAFF_SESSION_HOURS = 12;

export type StaffTokens = {
  /** A new session for `staffId`, written with `db` (the caller's transaction). */
  issue(
    db: Db,
    staffId: string,
    now: Date,
  ): Promise<{ token: string; expiresAt: Date; sessionId: string }>;
  /** The staff member and session behind a token, or null (forged, expired, revoked). */
  verify(token: string, now: Date): Promise<{ staffId: string; sessionId: string } | null>;
  revoke(db: Db, sessionId: string, now: Date): Promise<void>;
  /** Ends every session of a staff member (the account was disabled). */
  revokeAllFor(db: Db, staffId: string, now: Date): Promise<void>;
};

export function createStaffTokens(deps: { db: Db; secret: string; ttlMs?: number }): StaffTokens {
  const key = createHmac("sha256", deps.secret).update("coop staff session tokens").digest();
  const ttlMs = deps.ttlMs ?? STAFF_SESSION_HOURS * 3_600_000;
  const codec = createSessionTokenCodec(key);

  return {
    async issue(db, staffId, now) {
      const sessionId = randomBytes(18).toString("base64url");
      const expiresAt = new Date(now.getTime() + ttlMs);
      await db.insert(staffSessions).values({ id: sessionId, staffId, createdAt: now, expiresAt });
      return { token: codec.sign("s", sessionId, expiresAt), expiresAt, sessionId };
    },

    async verify(token, now) {
      const signed = codec.read(token, "s", now);
      if (!signed) return null;
      const { sessionId } = signed;
      const [row] = await deps.db
        .select({ staffId: staffSessions.staffId })
        .from(staffSessions)
        .where(
          and(
            eq(staffSessions.id, sessionId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
          ),
        );
      return row ? { staffId: row.staffId, sessionId } : null;
    },

    async revoke(db, sessionId, now) {
      await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
    },

    async revokeAllFor(db, staffId, now) {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    },
  };
}
