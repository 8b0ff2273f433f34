import { ResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";

declare const checkedJsonBrand: unique symbol;

/**
 * The JSON text of a value that matched a response schema. Only `checkedJson` makes one
 * (anything else needs a visible cast), and `sendJsonCached` takes nothing else: a route
 * that sends prepared JSON cannot skip the check that Fastify's serializer would have made.
 */
export type CheckedJson = string & { readonly [checkedJsonBrand]: true };

/** The route a body is for, named in the log when it does not match (a request fits). */
export type ResponseRoute = { readonly method: string; readonly url: string };

/**
 * Checks a response value against its schema as the route's serializer
 * (fastify-type-provider-zod) would, with `z.safeEncode`, and returns the encoded value:
 * keys the schema does not know are dropped. For a part checked once and kept (one
 * restaurant of a list), to be sent inside a body checked with `checkedJson`.
 *
 * A value that does not match throws the serializer's own `ResponseSerializationError`:
 * the central error handler logs the zod issues once and answers 500 with the usual
 * error body, and the malformed JSON is never sent.
 */
export function checkedValue<S extends z.ZodType>(
  schema: S,
  value: z.output<S>,
  route: ResponseRoute,
): z.input<S> {
  const result = z.safeEncode(schema, value);
  if (!result.success) {
    throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
  }
  return result.data;
}

/**
 * Checks a response body against its route's contract schema and serializes it, exactly
 * as the route's serializer would have (`checkedValue`, then `JSON.stringify`).
 */
export function checkedJson<S extends z.ZodType>(
  schema: S,
  value: z.output<S>,
  route: ResponseRoute,
): CheckedJson {
  return JSON.stringify(checkedValue(schema, value, route)) as CheckedJson;
}
