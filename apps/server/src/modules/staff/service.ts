import { and, arrayContains, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";

import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { staff } from "../../db/schema/staff.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { createStaffAccess } from "./access.ts";
import { createStaffAccounts, writeAudit } from "./accounts.ts";
import type { RestaurantLookup, StaffPasswords } from "./ports.ts";
import { createStaffTokens } from "./tokens.ts";

export type StaffDeps = {
  config: Pick<Config, "publicOrigin" | "signinLimits">;
  db: Db;
  /** TOKEN_SECRET; staff tokens sign under a key derived from it for staff only. */
  tokenSecret: string;
  now: () => Date;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  mailer: Mailer;
  passwords: StaffPasswords;
  locations: RestaurantLookup;
};

/**
 * Restaurant staff (docs/decisions/025-staff-accounts-and-roles.md): accounts and roles,
 * sessions, invitations and the audit log, for the /api/ops routes; and `requireStaff`, the
 * authorization the operations endpoints of other modules use.
 */
export function createStaffService(deps: StaffDeps) {
  const tokens = createStaffTokens({ db: deps.db, secret: deps.tokenSecret });
  const access = createStaffAccess({ db: deps.db, tokens, now: deps.now });
  const accounts = createStaffAccounts({
    db: deps.db,
    tokens,
    passwords: deps.passwords,
    limiter: deps.limiter,
    limits: deps.config.signinLimits,
    mailer: deps.mailer,
    locations: deps.locations,
    publicOrigin: deps.config.publicOrigin,
    now: deps.now,
    log: deps.log,
  });
  return {
    accounts,
    access,
    requireStaff: access.requireStaff,
    staffFirst: access.staffFirst,
    /** `staff.audit`: other modules' staff actions (board moves, controls) write their row here, in their transaction. */
    writeAudit,
    /**
     * Who hears of a job application at a restaurant (`careers.application-email`): the emails
     * of its active managers, or of the active admins when it has none.
     */
    async applicationRecipients(restaurantId: number): Promise<string[]> {
      const managers = await deps.db
        .select({ email: staff.email })
        .from(staff)
        .where(
          and(
            eq(staff.active, true),
            eq(staff.role, "manager"),
            arrayContains(staff.restaurantIds, [restaurantId]),
          ),
        )
        .orderBy(staff.email);
      if (managers.length > 0) return managers.map((m) => m.email);
      const admins = await deps.db
        .select({ email: staff.email })
        .from(staff)
        .where(and(eq(staff.active, true), eq(staff.role, "admin")))
        .orderBy(staff.email);
      return admins.map((a) => a.email);
    },
    /** Staff members' names by id (who saved a story, who made a version), in `tx` when given. */
    async names(ids: readonly string[], tx: Db = deps.db): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await tx
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(inArray(staff.id, unique));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
