import { and, eq, gt, isNull, lt } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { appAuthCodes } from "../../db/schema/members.ts";

/** The mobile app's one-time sign-in codes (app_auth_codes): only their SHA-256 is stored. */

export type NewAppAuthCode = {
  codeHash: string;
  memberId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string | null;
  createdAt: Date;
  expiresAt: Date;
};

/** Stores a new code; the codes already expired at `createdAt` (used or not) are deleted. */
export async function insertAppAuthCode(db: Db, code: NewAppAuthCode): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(appAuthCodes).where(lt(appAuthCodes.expiresAt, code.createdAt));
    await tx.insert(appAuthCodes).values(code);
  });
}

export type TakenAppAuthCode = { memberId: string; redirectUri: string; codeChallenge: string };

/**
 * Marks the code used, in one statement, when it is unused and unexpired at `now`, and answers
 * what it was bound to; null when there is no such usable code. Two exchanges of one code at
 * the same time: the row is updated once, so exactly one of them gets it.
 */
export async function takeAppAuthCode(
  db: Db,
  codeHash: string,
  now: Date,
): Promise<TakenAppAuthCode | null> {
  const [row] = await db
    .update(appAuthCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(appAuthCodes.codeHash, codeHash),
        isNull(appAuthCodes.usedAt),
        gt(appAuthCodes.expiresAt, now),
      ),
    )
    .returning({
      memberId: appAuthCodes.memberId,
      redirectUri: appAuthCodes.redirectUri,
      codeChallenge: appAuthCodes.codeChallenge,
    });
  return row ?? null;
}
