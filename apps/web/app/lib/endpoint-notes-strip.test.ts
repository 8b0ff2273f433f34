import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { endpoints } from "@coop/contract/endpoints";

import { stripEndpointNotes } from "./endpoint-notes-strip.ts";

describe("the browser's endpoint table", () => {
  it("perf.endpoint-notes-stripped: every row loses its notes and keeps everything the client reads", () => {
    const source = readFileSync(
      join(import.meta.dirname, "../../../../packages/contract/src/endpoints.ts"),
      "utf8",
    );
    const stripped = stripEndpointNotes(source);
    expect(stripped).not.toMatch(/\bnotes:\s*"/);
    for (const def of endpoints) {
      expect(stripped).toContain(
        `{ id: "${def.id}", method: "${def.method}", path: "${def.path}", base: "${def.base}", auth: "${def.auth}"`,
      );
    }
    // The type keeps its field (the server's copy has the notes).
    expect(stripped).toContain("notes: string;");
  });
});
