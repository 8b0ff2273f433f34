import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";

import { injectFetch } from "./register-web.ts";

// The page loaders' in-process API (`careers-web.server-render`): what a loader reads through
// the page context's API fetch is the route's own answer, with no connection to any host.
describe("injectFetch", () => {
  const app = Fastify();
  app.post("/api/echo", async (request, reply) => {
    reply.header("x-seen-host", request.headers.host ?? "");
    reply.header("set-cookie", ["a=1", "b=2"]);
    return reply.code(201).send({ query: request.query, body: request.body });
  });
  app.get("/api/empty", async (_request, reply) => reply.code(204).send());
  afterAll(() => app.close());

  it("careers-web.server-render: answers with the route's status, headers and body; only the path and query of the URL count", async () => {
    const fetch = injectFetch(app);
    const response = await fetch("http://unreachable.invalid/api/echo?zip=28202", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ q: "cook" }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toBe("a=1, b=2");
    expect(await response.json()).toEqual({ query: { zip: "28202" }, body: { q: "cook" } });
    const empty = await fetch("http://x.invalid/api/empty");
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
    expect((await fetch("http://x.invalid/api/nowhere")).status).toBe(404);
  });
});
