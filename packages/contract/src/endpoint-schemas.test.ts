import { describe, expect, it } from "vitest";
import { z } from "zod";

import { endpointSchemas } from "./endpoint-schemas.ts";
import { endpoints } from "./endpoints.ts";

const placeholders = (path: string) =>
  [...path.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]).sort();

describe("endpoint schemas", () => {
  it("has a row for every endpoint and no other", () => {
    expect(Object.keys(endpointSchemas).sort()).toEqual(endpoints.map((d) => d.id).sort());
  });

  it("gives every row its four keys, null where the call has no such part", () => {
    for (const def of endpoints) {
      const row = endpointSchemas[def.id];
      expect(Object.keys(row).sort(), def.id).toEqual(["body", "params", "query", "response"]);
      expect(row.response, def.id).toBeInstanceOf(z.ZodType);
    }
  });

  it("names in params exactly the placeholders of the path", () => {
    for (const def of endpoints) {
      const params = endpointSchemas[def.id].params;
      const names = params === null ? [] : Object.keys((params as z.ZodObject).shape).sort();
      expect(names, `${def.id} ${def.path}`).toEqual(placeholders(def.path));
    }
  });

  it("has no body on GET calls", () => {
    for (const def of endpoints) {
      if (def.method === "GET") expect(endpointSchemas[def.id].body, def.id).toBeNull();
    }
  });
});
