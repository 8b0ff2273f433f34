import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "./test-support/test-app.ts";

let t: TestApp;
let source: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const res = await t.app.inject({ url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  source = res.body;
});
afterAll(async () => t.close());

type Operation = { operationId?: string; security?: unknown[] };
const methods = ["get", "put", "post", "delete", "patch", "head", "options"];

function operations(): [string, Operation][] {
  const doc = JSON.parse(source) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]),
  );
}

describe("the OpenAPI document (/api/openapi.json)", () => {
  it("lints with no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    const errors = problems
      .filter((problem) => problem.severity === "error")
      .map(
        (problem) =>
          `${problem.ruleId}: ${problem.message} (${problem.location.map((l) => l.pointer).join(", ")})`,
      );
    expect(errors).toEqual([]);
  });

  it("gives every operation a unique operationId and a declared security", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.filter(([, op]) => !op.operationId).map(([name]) => name)).toEqual([]);
    expect(ops.filter(([, op]) => op.security === undefined).map(([name]) => name)).toEqual([]);
    const ids = ops.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
