// docs/status.md is the one list of what is not built yet. Its pages section is checked
// against the route table by apps/web/app/routes.test.ts; this checks its endpoints section
// against the contract's "not served yet" set, which the server's route test keeps true.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { endpoint, type EndpointId } from "@coop/contract/endpoints";
import { notServedYet } from "@coop/contract/not-served-yet";

const status = readFileSync(join(import.meta.dirname, "../docs/status.md"), "utf8");
const section =
  /^## Endpoints not served yet$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(status)?.[1] ?? "";
/** id → [call, what will build it] of each row: | `id` | `METHOD /path` | reason | */
const rows = new Map(
  [...section.matchAll(/^\|\s*`(\w+)`\s*\|\s*`([^`]+)`\s*\|\s*(\S[^|]*?)\s*\|$/gm)].map((row) => [
    row[1]!,
    [row[2]!, row[3]!] as const,
  ]),
);

describe("docs/status.md: endpoints not served yet", () => {
  it("lists every endpoint of the contract that the server does not serve, with its call and reason", () => {
    for (const [id, reason] of Object.entries(notServedYet)) {
      const def = endpoint(id as EndpointId);
      const call = `${def.method} ${def.base}/${def.path}`;
      expect(rows.get(id), `docs/status.md lacks | \`${id}\` | \`${call}\` | ${reason} |`).toEqual([
        call,
        reason,
      ]);
    }
  });

  it("lists nothing else (a served endpoint leaves the list)", () => {
    expect([...rows.keys()].filter((id) => !Object.hasOwn(notServedYet, id))).toEqual([]);
  });
});
