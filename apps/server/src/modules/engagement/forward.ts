import type { FastifyReply, FastifyRequest } from "fastify";

import { endpoint, type EndpointId, endpoints } from "@coop/contract/endpoints";

import { HttpError } from "../../http/http-error.ts";
import {
  defaultRef,
  type EngagementAccess,
  type EngagementCaller,
  refOf,
  selfOnlyProblem,
} from "./access.ts";

const BRAZE_BASE = "/api/braze";
const brazeIds = new Set<string>(endpoints.filter((e) => e.base === BRAZE_BASE).map((e) => e.id));

/**
 * `engagement.forward`: with the vendor's REST API configured, every `/api/braze/*` row is
 * forwarded to `<url>/<path>` (same method, query and JSON body) with the vendor's key in place
 * of the caller's, after Coop's own authorization of the row's class (and, for the self-only
 * rows, of every object of the body); the vendor's status and body are answered as they came,
 * 502 in words when it cannot be reached in time.
 *
 * A preValidation hook of the context the engagement routes are registered in: it runs before
 * each route's own hooks and validation, and its reply ends the request there.
 */
export function createBrazeForwarder(deps: {
  vendor: { url: string; apiKey: string };
  access: EngagementAccess;
  timeoutMs?: number;
}) {
  const timeoutMs = deps.timeoutMs ?? 10_000;
  return async function forwardToVendor(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const id = request.routeOptions.schema?.operationId;
    if (!id || !brazeIds.has(id)) return undefined;
    const row = endpoint(id as EndpointId);
    if (row.auth === "engagement-key") await deps.access.keyOrMarketing(request);
    let body: unknown = request.body;
    if (row.auth === "engagement-self") {
      await deps.access.selfFirst(request);
      const caller = deps.access.callerOf(request);
      const problem = selfOnlyProblem(caller, id, body);
      if (problem) throw new HttpError(403, problem);
      if (id === "brazeUsersTrack") body = withCallerIds(caller, body);
    }
    const rest = request.url.slice(request.url.indexOf(BRAZE_BASE) + BRAZE_BASE.length);
    const target = `${deps.vendor.url}${rest}`;
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    let answer: Response;
    try {
      answer = await fetch(target, {
        method: request.method,
        headers: {
          authorization: `Bearer ${deps.vendor.apiKey}`,
          accept: "application/json",
          ...(hasBody && { "content-type": "application/json" }),
        },
        ...(hasBody && { body: JSON.stringify(body ?? {}) }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "manual",
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      request.log.warn({ err: error, target: deps.vendor.url }, "engagement vendor unreachable");
      throw new HttpError(
        502,
        timedOut
          ? `The engagement vendor did not answer within ${Math.round(timeoutMs / 1000)} seconds; try again later.`
          : "The engagement vendor could not be reached; try again later.",
      );
    }
    const answered = Buffer.from(await answer.arrayBuffer());
    reply.code(answer.status);
    reply.header("content-type", answer.headers.get("content-type") ?? "application/json");
    return reply.send(answered);
  };
}

/**
 * The vendor needs a user on every object of users/track: an object the browser sent without
 * one gets the caller's (the member's external_id, or the device's alias).
 */
function withCallerIds(caller: EngagementCaller, body: unknown): unknown {
  const ref = defaultRef(caller);
  if (!ref || body === null || typeof body !== "object") return body;
  const own =
    ref.kind === "external"
      ? { external_id: ref.externalId }
      : ref.kind === "alias"
        ? { user_alias: { alias_label: ref.label, alias_name: ref.name } }
        : {};
  const fields = { ...(body as Record<string, unknown>) };
  for (const field of ["attributes", "events", "purchases"]) {
    const list = fields[field];
    if (!Array.isArray(list)) continue;
    fields[field] = list.map((object: unknown) =>
      object !== null && typeof object === "object" && !refOf(object as Record<string, unknown>)
        ? { ...own, ...(object as Record<string, unknown>) }
        : object,
    );
  }
  return fields;
}
