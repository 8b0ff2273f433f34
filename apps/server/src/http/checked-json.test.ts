import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { apiErrorBodySchema } from "@coop/contract/errors";

import { checkedJson, checkedValue } from "./checked-json.ts";
import { sendJsonCached } from "./conditional.ts";
import { registerErrorHandling } from "./error-handler.ts";

const itemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().refine((n) => Number.isInteger(n * 100), "must have two decimals"),
});

// What a route might build from the database: extra keys the contract does not have,
// and, in the second one, a price the contract does not allow.
const good = { id: 1, name: "Tenders", price: 5.49, internalCost: 1.2 };
const bad = { id: 2, name: "SECRET-MALFORMED", price: 5.499 };

let app: FastifyInstance;
const logLines: { msg: string; issues?: { path: string[]; message: string }[] }[] = [];
beforeAll(async () => {
  app = Fastify({
    logger: {
      level: "error",
      stream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: itemSchema } };
  // The reference: the same value through Fastify's own response serializer.
  typed.get("/serialized", { schema }, () => good);
  typed.get("/checked/:which", { schema }, (request, reply) => {
    const value = (request.params as { which: string }).which === "good" ? good : bad;
    sendJsonCached(request, reply, checkedJson(itemSchema, value, request), {
      cacheControl: "no-cache",
    });
  });
  await app.ready();
});
afterAll(async () => app.close());

describe("errors.checked-bodies: checkedJson", () => {
  it("a matching body is sent byte for byte as the route's serializer would send it", async () => {
    const reference = await app.inject({ url: "/serialized" });
    const res = await app.inject({ url: "/checked/good" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.body).toBe(reference.body);
    expect(res.json()).toEqual({ id: 1, name: "Tenders", price: 5.49 });
  });

  it("a body that fails its schema is a 500 with the usual error body, never the malformed JSON, and its issues are logged once", async () => {
    logLines.length = 0;
    const res = await app.inject({ url: "/checked/bad" });
    expect(res.statusCode).toBe(500);
    const body = apiErrorBodySchema.parse(res.json());
    expect(body.message).toContain("Something went wrong on our side");
    expect(body.message).toContain(body.requestId);
    expect(res.body).not.toContain("SECRET-MALFORMED");
    expect(res.body).not.toContain("5.499");
    expect(res.headers.etag).toBeUndefined();
    const logged = logLines.filter((l) => l.msg === "response did not match its schema");
    expect(logged).toHaveLength(1);
    expect(logged[0]!.issues).toEqual([
      expect.objectContaining({ path: ["price"], message: "must have two decimals" }),
    ]);
  });

  it("checkedValue throws instead of returning a value that does not match; drops unknown keys from one that does", () => {
    const route = { method: "GET", url: "/items" };
    expect(() => checkedValue(itemSchema, bad, route)).toThrow(/doesn't match the schema/);
    expect(checkedValue(itemSchema, good, route)).toEqual({ id: 1, name: "Tenders", price: 5.49 });
  });
});
