// The request and response types of every call of the endpoint table, for the client and
// the web app. Types only: the schemas come in through `import type`, so the browser loads
// no zod (this module has no run-time code at all).

import type { z } from "zod";

import type { EndpointSchemas } from "./endpoint-schemas.ts";
import type { EndpointId, EndpointOf, PathParamNames } from "./endpoints.ts";

type Row<I extends EndpointId> = EndpointSchemas[I];
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** The names of a call's path parameters (its `{name}` placeholders); never when it has none. */
export type ParamNamesOf<I extends EndpointId> = PathParamNames<EndpointOf<I>["path"]>;

/** A call's path parameters, one per `{name}` placeholder of its path; never when it has none. */
export type ParamsOf<I extends EndpointId> = [ParamNamesOf<I>] extends [never]
  ? never
  : { readonly [K in ParamNamesOf<I>]: string | number };

/** A call's query parameters as sent (the schema's input); never when it takes none. */
export type QueryOf<I extends EndpointId> = InputOf<Row<I>["query"]>;

/** A call's JSON body as sent (the schema's input); never when it has none. */
export type BodyOf<I extends EndpointId> = InputOf<Row<I>["body"]>;

/** A call's success answer as received (the schema's output). */
export type ResponseOf<I extends EndpointId> = z.output<Row<I>["response"]>;

/** Whether a call has path parameters, a query and a body. */
export type HasParams<I extends EndpointId> = [ParamsOf<I>] extends [never] ? false : true;
export type HasQuery<I extends EndpointId> = [QueryOf<I>] extends [never] ? false : true;
export type HasBody<I extends EndpointId> = [BodyOf<I>] extends [never] ? false : true;

/**
 * The request parts of a call: `params` required when its path has placeholders, `query`
 * and `body` required when the schema requires them, optional when it allows leaving them
 * out; a part the call does not have cannot be given.
 */
export type RequestOf<I extends EndpointId> = (HasParams<I> extends true
  ? { params: ParamsOf<I> }
  : { params?: never }) &
  (HasQuery<I> extends true
    ? Record<never, never> extends QueryOf<I>
      ? { query?: QueryOf<I> }
      : { query: QueryOf<I> }
    : { query?: never }) &
  (HasBody<I> extends true
    ? undefined extends BodyOf<I>
      ? { body?: BodyOf<I> }
      : { body: BodyOf<I> }
    : { body?: never });
