import { timingSafeEqual } from "node:crypto";

import type { FastifyRequest } from "fastify";

import { readApiHeaders } from "@coop/contract/headers";

import { HttpError } from "../../http/http-error.ts";
import type { TokenService } from "../members/token-service.ts";
import type { StaffService } from "../staff/service.ts";

/** `engagement.rest-key`: staff roles that may use the engagement REST API with their token. */
export const ENGAGEMENT_STAFF_ROLES = ["marketing", "admin"] as const;

/**
 * Who calls an "engagement-self" path (users/track, users/alias/new, users/identify, the feed):
 * the REST key (a server: any user), a signed-in member (that member, and their device), or an
 * anonymous device (only its own alias).
 */
export type EngagementCaller =
  | { kind: "key" }
  | { kind: "member"; memberId: string; deviceId: string | null }
  | { kind: "device"; deviceId: string };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `engagement.rest-key`, `engagement.self-only`: the authorization of the engagement paths,
 * checked in preValidation (`auth.before-validation`), before the body is looked at.
 */
export function createEngagementAccess(deps: {
  apiKey: string;
  tokens: TokenService;
  staff: StaffService["access"];
}) {
  const marketing = deps.staff.staffFirst({ roles: ENGAGEMENT_STAFF_ROLES });
  const callers = new WeakMap<FastifyRequest, EngagementCaller>();

  const isKey = (request: FastifyRequest) => {
    const bearer = readApiHeaders(request.headers).bearer;
    return bearer !== null && sameSecret(bearer, deps.apiKey);
  };

  /** "engagement-key" rows: the REST key, or a marketing or admin staff token (401/403 in words). */
  async function keyOrMarketing(request: FastifyRequest): Promise<void> {
    if (isKey(request)) return;
    const bearer = readApiHeaders(request.headers).bearer;
    if (bearer === null)
      throw new HttpError(
        401,
        "This needs the engagement REST API key (Authorization: Bearer <ENGAGEMENT_API_KEY>) or a marketing staff sign-in.",
        { headers: { "www-authenticate": "Bearer" } },
      );
    // Not the key: it must be a staff token of the right role (else 401 or 403 in words).
    await marketing.preValidation(request);
  }

  /** "engagement-self" rows: the key, the member of the access token, or the device id. */
  async function selfFirst(request: FastifyRequest): Promise<void> {
    const headers = readApiHeaders(request.headers);
    const deviceId = headers.deviceId?.trim() || null;
    if (isKey(request)) {
      callers.set(request, { kind: "key" });
      return;
    }
    if (headers.bearer !== null) {
      const caller = await deps.tokens.verify(headers.bearer, "access");
      if (!caller)
        throw new HttpError(401, "Your session has ended. Please sign in again.", {
          headers: { "www-authenticate": "Bearer" },
        });
      callers.set(request, { kind: "member", memberId: caller.memberId, deviceId });
      return;
    }
    if (deviceId === null || deviceId.length > 100)
      throw new HttpError(
        401,
        "Send the device_id header (this browser's device id) or sign in to record engagement data.",
      );
    callers.set(request, { kind: "device", deviceId });
  }

  return {
    keyOrMarketing,
    selfFirst,
    /** The caller checked by `selfFirst`. */
    callerOf(request: FastifyRequest): EngagementCaller {
      const found = callers.get(request);
      if (!found) throw new Error("engagement access: the route has no selfFirst preValidation");
      return found;
    },
  };
}

export type EngagementAccess = ReturnType<typeof createEngagementAccess>;
