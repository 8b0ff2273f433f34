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

/** The alias label of the site's anonymous device (its `device_id` header is the alias name). */
export const DEVICE_ALIAS_LABEL = "device";

/** How an object of the engagement API names its user (none: the caller itself). */
export type UserRef =
  | { kind: "external"; externalId: string }
  | { kind: "alias"; label: string; name: string }
  | { kind: "braze"; id: string };

type RawRef = {
  external_id?: unknown;
  user_alias?: unknown;
  braze_id?: unknown;
};

/** The user an object names, read from its external_id, user_alias or braze_id (in that order). */
export function refOf(object: RawRef): UserRef | null {
  if (typeof object.external_id === "string") {
    return { kind: "external", externalId: object.external_id.trim() };
  }
  const alias = object.user_alias;
  if (alias !== null && typeof alias === "object") {
    const { alias_label: label, alias_name: name } = alias as Record<string, unknown>;
    if (typeof label === "string" && typeof name === "string") {
      return { kind: "alias", label: label.trim(), name: name.trim() };
    }
  }
  if (typeof object.braze_id === "string") return { kind: "braze", id: object.braze_id.trim() };
  return null;
}

/** The user of an object with no id: the member, else the device's alias; the key must name one. */
export function defaultRef(caller: EngagementCaller): UserRef | null {
  if (caller.kind === "member") return { kind: "external", externalId: caller.memberId };
  if (caller.kind === "device") {
    return { kind: "alias", label: DEVICE_ALIAS_LABEL, name: caller.deviceId };
  }
  return null;
}

/**
 * `engagement.self-only`: may this caller write the user `ref`? The key may write anyone; a
 * member only their own external id and their own device's alias; a device only its alias.
 */
export function mayWrite(caller: EngagementCaller, ref: UserRef): boolean {
  if (caller.kind === "key") return true;
  const deviceId = caller.deviceId;
  const ownDevice =
    ref.kind === "alias" &&
    deviceId !== null &&
    ref.label === DEVICE_ALIAS_LABEL &&
    ref.name === deviceId;
  if (caller.kind === "member") {
    return ownDevice || (ref.kind === "external" && ref.externalId === caller.memberId);
  }
  return ownDevice;
}

function whatOf(ref: UserRef): string {
  if (ref.kind === "external") return "external_id";
  if (ref.kind === "alias") return "user_alias";
  return "braze_id";
}

const asList = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => v !== null && typeof v === "object")
    : [];

/**
 * `engagement.self-only`: the first object of a users/track, users/alias/new or users/identify
 * body that the caller may not write, in words (`events[2].external_id is not yours`), or null.
 * The whole request is refused on one such object, so nothing of it is written. Works on the
 * body as it came (the forwarding checks it before the vendor sees it).
 */
export function selfOnlyProblem(
  caller: EngagementCaller,
  endpointId: string,
  body: unknown,
): string | null {
  if (caller.kind === "key" || body === null || typeof body !== "object") return null;
  const fields = body as Record<string, unknown>;
  if (endpointId === "brazeUsersTrack") {
    for (const field of ["attributes", "events", "purchases"] as const) {
      const list = asList(fields[field]);
      for (const [i, object] of list.entries()) {
        const ref = refOf(object) ?? defaultRef(caller);
        if (ref && !mayWrite(caller, ref)) return `${field}[${i}].${whatOf(ref)} is not yours`;
      }
    }
  }
  if (endpointId === "brazeUsersAliasNew") {
    for (const [i, object] of asList(fields.user_aliases).entries()) {
      const external = refOf({ external_id: object.external_id });
      const alias = refOf({ user_alias: object });
      if (external && !mayWrite(caller, external)) {
        return `user_aliases[${i}].external_id is not yours`;
      }
      // Without an external id the alias makes a user of its own: only the device's own alias.
      if (!external && alias && !mayWrite(caller, alias)) {
        return `user_aliases[${i}] is not your device's alias`;
      }
    }
  }
  if (endpointId === "brazeUsersIdentify") {
    for (const [i, object] of asList(fields.aliases_to_identify).entries()) {
      const external = refOf({ external_id: object.external_id });
      const alias = refOf({ user_alias: object.user_alias });
      if (caller.kind !== "member" || (external && !mayWrite(caller, external))) {
        return `aliases_to_identify[${i}].external_id is not yours`;
      }
      if (alias && !mayWrite(caller, alias)) {
        return `aliases_to_identify[${i}].user_alias is not your device's alias`;
      }
    }
  }
  return null;
}
