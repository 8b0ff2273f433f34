// Placeholder schemas for calls of the endpoint table whose payloads are not designed yet:
// the table names the call but its shape is not designed, and the server does not serve it
// (not-served-yet.ts lists them). They accept anything of the right kind, so they type a
// call without pretending to know its fields. Replace them when the call is built.

import { z } from "zod";

/** Placeholder: a JSON object body whose fields are not designed yet. */
export const undesignedBodySchema = z
  .record(z.string(), z.unknown())
  .meta({ description: "Placeholder: the fields of this body are not designed yet" });

/** Placeholder: query parameters not designed yet (strings, or repeated strings). */
export const undesignedQuerySchema = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .meta({ description: "Placeholder: the query parameters of this call are not designed yet" });

/** Placeholder: a response whose shape is not designed yet; a caller must check what it gets. */
export const undesignedResponseSchema = z
  .unknown()
  .meta({ description: "Placeholder: the shape of this response is not designed yet" });
