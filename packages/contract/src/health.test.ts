import { describe, expect, it } from "vitest";

import { healthResponseSchema, readinessResponseSchema } from "./health.ts";

describe("errors.health: probe bodies", () => {
  it("/healthz answers only status ok", () => {
    expect(healthResponseSchema.safeParse({ status: "ok" }).success).toBe(true);
    expect(healthResponseSchema.safeParse({ status: "unavailable" }).success).toBe(false);
  });

  it("/readyz names the database state and rejects other values", () => {
    expect(
      readinessResponseSchema.parse({ status: "unavailable", database: "unavailable" }),
    ).toEqual({
      status: "unavailable",
      database: "unavailable",
    });
    expect(readinessResponseSchema.safeParse({ status: "ok", database: "down" }).success).toBe(
      false,
    );
    expect(readinessResponseSchema.safeParse({ status: "ok" }).success).toBe(false);
  });
});
