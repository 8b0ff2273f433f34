// Route declarations from the endpoint table: a route of the table is registered with
//
//   app.route({ ...endpointRoute("ordersGet", { summary, errors: [400, 404] }), handler })
//
// so its method, URL, schemas (params, querystring, body, the success response and the
// error responses), OpenAPI operationId, tag and security come from the contract
// (packages/contract: endpoints.ts and endpoint-schemas.ts), and its path is written once.

import type { z } from "zod";

import { type EndpointSchemas, endpointSchemas } from "@coop/contract/endpoint-schemas";
import {
  endpoint,
  type EndpointAuth,
  type EndpointDef,
  type EndpointId,
  type HttpMethod,
} from "@coop/contract/endpoints";
import { apiErrorBodySchema } from "@coop/contract/errors";

/** The error statuses a route of the table may declare (they all answer the error body). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 502 | 503;
export type SuccessStatus = 200 | 201;

type Row<I extends EndpointId> = EndpointSchemas[I];
/** `{ [K]: S }` when the call has that part, nothing when its schema is null. */
type Part<K extends string, S> = S extends z.ZodType ? { [P in K]: S } : Record<never, never>;

export type EndpointRouteSchema<
  I extends EndpointId,
  S extends SuccessStatus,
  E extends ErrorStatus,
  H,
> = Part<"params", Row<I>["params"]> &
  Part<"querystring", Row<I>["query"]> &
  Part<"body", Row<I>["body"]> &
  Part<"headers", H> & {
    response: { [K in S | E]: K extends S ? Row<I>["response"] : typeof apiErrorBodySchema };
    operationId: I;
    tags: string[];
    summary: string;
    description?: string;
    security: Security;
  };

type Security = { [scheme: string]: string[] }[];

export type EndpointRouteOptions<S extends SuccessStatus, E extends ErrorStatus, H> = {
  summary: string;
  description?: string;
  /** The error statuses the route answers (each with the API error body). */
  errors: readonly E[];
  /** The success status: 200 by default, 201 for a call that creates. */
  status?: S;
  /** A schema of request headers the route reads (e.g. an idempotency key). */
  headers?: H;
  /**
   * The token the route really asks for, when it is not the table's class: e.g. submit,
   * which a guest calls without a token, or a reward applied with the ordering token on a
   * call of class "none". It changes only the OpenAPI security of the operation.
   */
  auth?: EndpointAuth;
};

export type EndpointRoute<
  I extends EndpointId,
  S extends SuccessStatus,
  E extends ErrorStatus,
  H,
> = {
  method: HttpMethod;
  url: string;
  schema: EndpointRouteSchema<I, S, E, H>;
};

/** The Fastify URL of a row: `base/path` with every `{name}` turned into `:name`. */
export function routeUrl(def: Pick<EndpointDef, "base" | "path">): string {
  return `${def.base}/${def.path.replace(/\{([^{}]+)\}/g, ":$1")}`;
}

/** The OpenAPI security of an auth class; "ordering-optional" accepts the call with or without. */
export function securityOf(auth: EndpointAuth): Security {
  switch (auth) {
    case "access":
      return [{ accessToken: [] }];
    case "ordering":
      return [{ orderingToken: [] }];
    case "ordering-optional":
      return [{}, { orderingToken: [] }];
    case "staff":
      return [{ staffToken: [] }];
    case "engagement-self":
      return [{}, { accessToken: [] }, { engagementKey: [] }];
    case "engagement-key":
      return [{ engagementKey: [] }, { staffToken: [] }];
    case "none":
      return [];
  }
}

/** The method, URL and schema of the table's route `id`, to spread into `app.route`. */
export function endpointRoute<
  I extends EndpointId,
  const E extends ErrorStatus = never,
  S extends SuccessStatus = 200,
  H extends z.ZodType | undefined = undefined,
>(id: I, options: EndpointRouteOptions<S, E, H>): EndpointRoute<I, S, E, H> {
  const def: EndpointDef = endpoint(id);
  const row: Row<EndpointId> = endpointSchemas[id];
  const response: Record<number, z.ZodType> = { [options.status ?? 200]: row.response };
  for (const status of options.errors) response[status] = apiErrorBodySchema;
  const schema = {
    ...(row.params !== null && { params: row.params }),
    ...(row.query !== null && { querystring: row.query }),
    ...(row.body !== null && { body: row.body }),
    ...(options.headers !== undefined && { headers: options.headers }),
    response,
    operationId: id,
    tags: [def.area],
    summary: options.summary,
    ...(options.description !== undefined && { description: options.description }),
    security: securityOf(options.auth ?? def.auth),
  };
  return {
    method: def.method,
    url: routeUrl(def),
    // The object built above is the schema the type describes (checked by the route tests).
    schema: schema as unknown as EndpointRouteSchema<I, S, E, H>,
  };
}
