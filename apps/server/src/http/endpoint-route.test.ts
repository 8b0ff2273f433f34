import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { endpoints } from "@coop/contract/endpoints";
import { isNotServedYet, notServedYet } from "@coop/contract/not-served-yet";

import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { routeUrl, securityOf } from "./endpoint-route.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

const served = (def: (typeof endpoints)[number]) =>
  t.app.hasRoute({ method: def.method, url: routeUrl(def) });

describe("routes from the endpoint table", () => {
  it("builds the Fastify URL from base and path", () => {
    expect(routeUrl({ base: "/api/v1", path: "orders/{id}/products/{productId}" })).toBe(
      "/api/v1/orders/:id/products/:productId",
    );
    expect(routeUrl({ base: "/api", path: "submit" })).toBe("/api/submit");
  });

  it("auth.token-classes: maps each auth class to its OpenAPI security", () => {
    expect(securityOf("access")).toEqual([{ accessToken: [] }]);
    expect(securityOf("ordering")).toEqual([{ orderingToken: [] }]);
    expect(securityOf("ordering-optional")).toEqual([{}, { orderingToken: [] }]);
    expect(securityOf("none")).toEqual([]);
  });

  it("serves every row of the table, but those listed as not served yet", () => {
    const missing = endpoints
      .filter((def) => !isNotServedYet(def.id) && !served(def))
      .map((def) => `${def.id}: ${def.method} ${def.base}/${def.path}`);
    expect(missing).toEqual([]);
  });

  it("serves none of the rows listed as not served yet (take a row off the list once built)", () => {
    const listedButServed = endpoints
      .filter((def) => isNotServedYet(def.id) && served(def))
      .map((def) => def.id);
    expect(listedButServed).toEqual([]);
    const ids = new Set<string>(endpoints.map((def) => def.id));
    expect(Object.keys(notServedYet).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("documents each served row under its endpoint id, with the security of its auth class", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    for (const def of endpoints.filter((d) => !isNotServedYet(d.id))) {
      const path = `${def.base}/${def.path}`;
      const operation = doc.paths[path]?.[def.method.toLowerCase()];
      expect(operation?.operationId, `${def.method} ${path}`).toBe(def.id);
      expect(operation.tags, def.id).toEqual([def.area]);
      // A route may ask for less than its class (submit: a guest sends no token), never other.
      const [scheme] = securityOf(def.auth);
      if (scheme !== undefined) expect(operation.security, def.id).toContainEqual(scheme);
    }
  });

  it("writes no path of the table again as a string literal in the route plugins", () => {
    const root = join(import.meta.dirname, "..", "modules");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    const literals = new Set(endpoints.map((def) => `"${routeUrl(def)}"`));
    const found = files.flatMap((file) => {
      const source = readFileSync(join(root, file), "utf8");
      if (!source.includes("FastifyPluginAsyncZod")) return [];
      return [...literals]
        .filter((literal) => source.includes(literal))
        .map((l) => `${file}: ${l}`);
    });
    expect(found).toEqual([]);
  });
});
