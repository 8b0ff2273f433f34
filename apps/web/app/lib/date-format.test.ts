import { describe, expect, it } from "vitest";

import { dateTimeFormat } from "./date-format.ts";

describe("dateTimeFormat", () => {
  it("keeps one formatter per locale and options, and formats as Intl does", () => {
    const options = { hour: "numeric", minute: "2-digit", timeZone: "UTC" } as const;
    expect(dateTimeFormat("en-US", options)).toBe(dateTimeFormat("en-US", { ...options }));
    expect(dateTimeFormat("es", options)).not.toBe(dateTimeFormat("en-US", options));
    const noon = new Date(Date.UTC(2026, 0, 1, 12, 5));
    expect(dateTimeFormat("en-US", options).format(noon)).toBe(
      new Intl.DateTimeFormat("en-US", options).format(noon),
    );
  });
});
