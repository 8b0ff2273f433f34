import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";

import { readApiHeaders } from "@coop/contract/headers";
import type { StaffRole } from "@coop/contract/staff";

import type { Db } from "../../db/client.ts";
import { staff } from "../../db/schema/staff.ts";
import { HttpError } from "../../http/http-error.ts";
import type { StaffTokens } from "./tokens.ts";

export type StaffRow = typeof staff.$inferSelect;

/** The signed-in staff member of a request, as read at this request (role changes count at once). */
export type StaffCaller = { sessionId: string; staff: StaffRow };

/** What a call asks of its caller: one of `roles` (any role when absent), and `restaurantId`. */
export type StaffRequirement = { roles?: readonly StaffRole[]; restaurantId?: number };

/** "an admin", "a crew": the article English puts before a role's name. */
export const aRole = (role: string) => `${/^[aeiou]/.test(role) ? "an" : "a"} ${role}`;

const signInAgain = (message: string) =>
  new HttpError(401, message, { headers: { "www-authenticate": 'Bearer realm="ops"' } });

/** `staff.restaurant-scope`: admins work for the whole chain; everyone else for their restaurants. */
export function worksAt(row: Pick<StaffRow, "role" | "restaurantIds">, restaurantId: number) {
  return row.role === "admin" || row.restaurantIds.includes(restaurantId);
}

/**
 * `staff.require-staff`: the authorization every /api/ops call (and the later order board and
 * restaurant controls) uses. 401 without a staff token or with one that is forged, expired,
 * revoked or a member's; 403 for a disabled account, a role the call does not allow, or a
 * restaurant the caller does not work at — each in words.
 */
export function createStaffAccess(deps: { db: Db; tokens: StaffTokens; now: () => Date }) {
  async function callerOf(request: FastifyRequest): Promise<StaffCaller> {
    const bearer = readApiHeaders(request.headers).bearer;
    if (!bearer) throw signInAgain("Please sign in with your staff account to use this.");
    const session = await deps.tokens.verify(bearer, deps.now());
    if (!session) throw signInAgain("Your staff session has ended. Please sign in again.");
    const [row] = await deps.db.select().from(staff).where(eq(staff.id, session.staffId));
    if (!row) throw signInAgain("Your staff session has ended. Please sign in again.");
    if (!row.active)
      throw new HttpError(403, "This staff account is disabled. Ask an admin to enable it.");
    return { sessionId: session.sessionId, staff: row };
  }

  async function requireStaff(
    request: FastifyRequest,
    requirement: StaffRequirement = {},
  ): Promise<StaffCaller> {
    const caller = await callerOf(request);
    const { roles, restaurantId } = requirement;
    if (roles && !roles.includes(caller.staff.role as StaffRole)) {
      const allowed = roles.join(" or ");
      throw new HttpError(
        403,
        `This needs ${aRole(allowed)} account; yours is ${aRole(caller.staff.role)} account.`,
      );
    }
    if (restaurantId !== undefined && !worksAt(caller.staff, restaurantId)) {
      throw new HttpError(
        403,
        `Your staff account does not work at restaurant ${restaurantId}. Ask an admin to add it.`,
      );
    }
    return caller;
  }

  /**
   * For a route: checks the caller in preValidation (`auth.before-validation`: a missing or
   * bad token is a 401 before the body is looked at) and hands it to the handler.
   */
  function staffFirst(
    requirement: StaffRequirement = {},
    /**
     * The restaurant a call is about, read from the raw request before validation (a path
     * parameter, or the restaurant of an order): the caller must work there. A value that is not
     * a restaurant (undefined) leaves the check to the handler (a 404 or a 400 in words).
     */
    restaurantOf?: (request: FastifyRequest) => Promise<number | undefined> | number | undefined,
  ) {
    const callers = new WeakMap<FastifyRequest, StaffCaller>();
    return {
      preValidation: async (request: FastifyRequest): Promise<void> => {
        // The token first: a missing or bad one is a 401 before anything is looked up.
        const caller = await requireStaff(request, { ...requirement, restaurantId: undefined });
        const restaurantId = restaurantOf ? await restaurantOf(request) : requirement.restaurantId;
        if (restaurantId !== undefined)
          await requireStaff(request, { ...requirement, restaurantId });
        callers.set(request, caller);
      },
      caller(request: FastifyRequest): StaffCaller {
        const found = callers.get(request);
        if (!found) throw new Error("staffFirst: the route has no preValidation hook");
        return found;
      },
    };
  }

  return { requireStaff, staffFirst };
}

export type StaffAccess = ReturnType<typeof createStaffAccess>;
