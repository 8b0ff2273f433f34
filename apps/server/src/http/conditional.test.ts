import { brotliDecompressSync, gunzipSync } from "node:zlib";

import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";

import { type CheckedJson, checkedJson } from "./checked-json.ts";
import {
  negotiateEncoding,
  type PreparedBody,
  type PreparedJson,
  prepareJson,
  sendJsonCached,
} from "./conditional.ts";

const listSchema = z.object({ names: z.array(z.string()) });
const route = { method: "GET", url: "/list" };
const value = { names: Array.from({ length: 200 }, (_, i) => `Restaurant ${i}`) };
const json = checkedJson(listSchema, value, route);

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  const prepared = prepareJson(json);
  app.get("/prepared", (request, reply) =>
    sendJsonCached(request, reply, prepared, { cacheControl: "public, max-age=60" }),
  );
  app.get("/text", (request, reply) =>
    sendJsonCached(request, reply, json, { cacheControl: "public, max-age=60" }),
  );
  await app.ready();
});
afterAll(async () => app.close());

describe("sendJsonCached", () => {
  it.each(["/prepared", "/text"])(
    "menu.cache-validity: %s: the checked JSON with ETag, Cache-Control and Vary; 304 when the client holds it",
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(json);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=60");
      expect(res.headers.vary).toBe("accept-encoding");
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await app.inject({ url, headers: { "if-none-match": `W/${etag}` } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    },
  );

  it("pagecache.json-bodies: a prepared body is sent in the coding the client prefers, compressed once, same ETag", async () => {
    const plain = await app.inject({ url: "/prepared" });
    const br = await app.inject({ url: "/prepared", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
    const gzip = await app.inject({
      url: "/prepared",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it("takes only checked JSON: a plain string or an unchecked prepared body does not compile", () => {
    // The type is the guard: these assertions fail `npm run typecheck` if it is widened.
    type Body = Parameters<typeof sendJsonCached>[2];
    expectTypeOf<string>().not.toExtend<Body>();
    expectTypeOf<Buffer>().not.toExtend<Body>();
    expectTypeOf<PreparedBody>().not.toExtend<Body>();
    expectTypeOf<CheckedJson>().toExtend<Body>();
    expectTypeOf<PreparedJson>().toExtend<Body>();
    expectTypeOf<string>().not.toExtend<Parameters<typeof prepareJson>[0]>();
  });
});

describe("pagecache.conditional, pagecache.json-bodies: negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["gzip", "gzip"],
    ["gzip, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["deflate", "identity"],
  ] as const)("%s → %s", (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });
});
