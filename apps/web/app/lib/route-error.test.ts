import { describe, expect, it } from "vitest";

import { errorStatus, isNotFound } from "./route-error.ts";

// The shape of what a loader's `throw data(null, { status })` becomes in a boundary.
function thrown(status: number): unknown {
  return { status, statusText: "", internal: false, data: null };
}

describe("errors.route-status: errorStatus", () => {
  it("uses the status of a route error response", () => {
    expect(errorStatus(thrown(404))).toBe(404);
    expect(errorStatus(thrown(403))).toBe(403);
  });

  it("is 500 for anything else", () => {
    expect(errorStatus(new Error("boom"))).toBe(500);
    expect(errorStatus("boom")).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });

  it("calls only 404 not found", () => {
    expect(isNotFound(thrown(404))).toBe(true);
    expect(isNotFound(thrown(500))).toBe(false);
    expect(isNotFound(new Error("404"))).toBe(false);
  });
});
