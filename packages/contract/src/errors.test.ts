import { describe, expect, it } from "vitest";

import { apiErrorBodySchema } from "./errors.ts";

describe("apiErrorBodySchema", () => {
  it("errors.api-4xx: accepts the API error body with field errors", () => {
    const body = {
      message: "Invalid",
      errors: [{ path: "email", message: "Bad" }],
      requestId: "r1",
    };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
  });

  it("errors.api-4xx, errors.api-5xx: requires the request id", () => {
    expect(apiErrorBodySchema.safeParse({ message: "Something failed." }).success).toBe(false);
  });
});
