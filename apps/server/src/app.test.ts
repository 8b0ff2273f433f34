import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { apiErrorBodySchema } from "@coop/contract/errors";

import { HttpError } from "./http/http-error.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    beforeReady(app) {
      // Routes that exist only in this test, to drive the central error handler.
      app.post(
        "/api/v1/test/echo",
        { schema: { body: z.object({ email: z.email(), quantity: z.number().int().min(1) }) } },
        async (request) => request.body,
      );
      app.get("/api/v1/test/boom", async () => {
        throw new Error(
          'relation "secret_table" does not exist at /srv/coop/src/orders/repository.ts:42',
        );
      });
      app.get("/api/v1/test/teapot", async () => {
        throw new HttpError(409, "This order was already submitted.");
      });
    },
  });
});
afterAll(async () => t.close());

describe("health", () => {
  it("errors.health: /healthz says the process is up", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("errors.health: /readyz says the database answers", async () => {
    const res = await t.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("ops.graceful-stop, errors.health: /readyz answers 503 while shutting down, so a load balancer stops sending work", async () => {
    t.app.coop.shuttingDown = true;
    try {
      const res = await t.app.inject({ url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", database: "ok" });
    } finally {
      t.app.coop.shuttingDown = false;
    }
  });
});

describe("errors.api-4xx, errors.api-5xx: error bodies under /api", () => {
  it("an unknown /api route is a JSON 404 with message and request id", async () => {
    const res = await t.app.inject({ url: "/api/v1/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const body = apiErrorBodySchema.parse(res.json());
    expect(body.message).toContain("/api/v1/nope");
    expect(body.requestId).toBe(res.headers["x-request-id"]);
  });

  it("a validation failure is a 400 naming each bad field as { path, message }", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/test/echo",
      payload: { email: "not-an-email", quantity: 0 },
    });
    expect(res.statusCode).toBe(400);
    const body = apiErrorBodySchema.parse(res.json());
    expect(body.errors?.map((e) => e.path).sort()).toEqual(["body.email", "body.quantity"]);
    expect(body.message).toMatch(/^body\.(email|quantity) /);
  });

  it("malformed JSON is a 400 that says so", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The request body is not valid JSON.");
  });

  it("a body over the limit is a 413, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.co", quantity: 1, pad: "x".repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The request body is too large.");
  });

  it("an HttpError keeps its status and message", async () => {
    const res = await t.app.inject({ url: "/api/v1/test/teapot" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This order was already submitted.");
  });

  it("a 5xx shows no stack, SQL or file path, only the request id", async () => {
    const res = await t.app.inject({ url: "/api/v1/test/boom" });
    expect(res.statusCode).toBe(500);
    const text = res.body;
    expect(text).not.toMatch(/secret_table|repository\.ts|\/srv\/|at .*:\d+/);
    const body = apiErrorBodySchema.parse(res.json());
    expect(body.message).toContain(body.requestId);
  });

  it("keeps a well-formed caller request id and replaces a malformed one", async () => {
    const kept = await t.app.inject({
      url: "/healthz",
      headers: { "x-request-id": "trace-1234abcd" },
    });
    expect(kept.headers["x-request-id"]).toBe("trace-1234abcd");
    const replaced = await t.app.inject({
      url: "/healthz",
      headers: { "x-request-id": "<script>" },
    });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("security headers", () => {
  it("security.api-headers: a JSON API response carries the REST security headers: nothing may run or frame it", async () => {
    const res = await t.app.inject({ url: "/api/v1/nope" });
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("other responses carry the browser security headers and a CSP without inline scripts", async () => {
    const res = await t.app.inject({ url: "/api/docs/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain(
      "unsafe-inline",
    );
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("security.page-csp: a page gets a fresh script nonce per response, the same one the web app is handed", async () => {
    const seen: string[] = [];
    const web = await createTestApp({
      seed: false,
      deps: {
        web: {
          handle: async (_request, page) => {
            seen.push(page.cspNonce ?? "");
            return new Response("<!doctype html><title>x</title>", {
              headers: { "content-type": "text/html" },
            });
          },
        },
      },
    });
    try {
      const a = await web.app.inject({ url: "/", headers: { "x-coop-nonce": "forged-by-client" } });
      const b = await web.app.inject({ url: "/" });
      const scriptSrc = (res: typeof a) =>
        String(res.headers["content-security-policy"])
          .split(";")
          .map((d) => d.trim())
          .find((d) => d.startsWith("script-src")) ?? "";
      expect(scriptSrc(a)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
      expect(scriptSrc(a)).toContain(`'nonce-${seen[0]}'`);
      expect(seen[0]).not.toBe("forged-by-client");
      expect(scriptSrc(b)).not.toBe(scriptSrc(a));
    } finally {
      await web.close();
    }
  });

  it("locations.map-tiles: a page's CSP allows images from the map tile host (MAP_TILE_URL), and the web app is handed the tile settings", async () => {
    const seen: unknown[] = [];
    const web = await createTestApp({
      seed: false,
      config: {
        MAP_TILE_URL: "https://tiles.example.org:8443/osm/{z}/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "© Example tiles",
      },
      deps: {
        web: {
          handle: async (_request, page) => {
            seen.push(page.mapTiles);
            return new Response("<!doctype html><title>x</title>", {
              headers: { "content-type": "text/html" },
            });
          },
        },
      },
    });
    try {
      const page = await web.app.inject({
        url: "/locations",
        headers: { "x-coop-map-tiles": "forged-by-client" },
      });
      const imgSrc = String(page.headers["content-security-policy"])
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("img-src"));
      expect(imgSrc).toBe("img-src 'self' data: blob: https://tiles.example.org:8443");
      expect(seen[0]).toEqual({
        url: "https://tiles.example.org:8443/osm/{z}/{x}/{y}.png",
        attribution: "© Example tiles",
      });
    } finally {
      await web.close();
    }
  });

  it("security.hsts: with an https public origin, HSTS is sent", async () => {
    const https = await createTestApp({
      seed: false,
      config: { PUBLIC_ORIGIN: "https://order.example.com" },
    });
    try {
      const api = await https.app.inject({ url: "/healthz" });
      expect(api.headers["strict-transport-security"]).toContain("max-age=31536000");
      const page = await https.app.inject({ url: "/api/docs/" });
      expect(page.headers["strict-transport-security"]).toContain("max-age=31536000");
      expect(String(page.headers["content-security-policy"])).toContain(
        "upgrade-insecure-requests",
      );
    } finally {
      await https.close();
    }
  });
});

describe("OpenAPI", () => {
  it("/api/openapi.json is an OpenAPI 3.1 document listing the health routes", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/healthz", "/readyz"]));
    expect(doc.paths["/readyz"].get.responses["503"]).toBeDefined();
  });

  it("/api/docs serves the docs page", async () => {
    const res = await t.app.inject({ url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("swagger");
  });
});

describe("compression", () => {
  it("pagecache.json-bodies: compresses large JSON when the client accepts gzip", async () => {
    const res = await t.app.inject({
      url: "/api/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});
