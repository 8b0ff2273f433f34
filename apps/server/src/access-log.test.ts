import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "./test-support/test-app.ts";

// The request log of the server as `npm start` runs it (LOG_LEVEL=info): one line per request.

let t: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: { LOG_LEVEL: "info" },
    deps: { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
});
afterAll(() => t.close());

describe("the access log", () => {
  it("ops.access-log: one line per request at info, with method, route, URL, status, duration and request id", async () => {
    lines.length = 0;
    const res = await t.app.inject({
      url: "/api/v1/locations/999999",
      headers: { "x-request-id": "trace-access-log-1" },
    });
    expect(res.statusCode).toBe(404);
    const ofRequest = lines.filter((line) => line.reqId === "trace-access-log-1");
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      level: 30,
      msg: "request",
      method: "GET",
      route: "/api/v1/locations/:id",
      url: "/api/v1/locations/999999",
      status: 404,
    });
    expect(typeof ofRequest[0]!.ms).toBe("number");
    expect(lines.some((line) => line.msg === "incoming request")).toBe(false);
  });
});
