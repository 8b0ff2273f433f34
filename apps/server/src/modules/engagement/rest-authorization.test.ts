// `engagement.rest-key` over every path of the "engagement-key" class (reads of other users,
// analytics, exports and sends): the REST key or a marketing (or admin) staff sign-in pass; no
// token, a wrong key, a member's token and a crew member's token are refused before anything is
// read or written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { endpoints } from "@coop/contract/endpoints";

import { routeUrl } from "../../http/endpoint-route.ts";
import { staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const KEY = "authorization-test-key-0123456789abcdef";
let t: TestApp;
const tokens = { marketing: "", admin: "", crew: "", member: "" };

beforeAll(async () => {
  t = await createTestApp({ deps: { engagementApiKey: KEY } });
  tokens.marketing = await staffSignIn(
    t.app,
    staffDemo.marketing.email,
    staffDemo.marketing.password,
  );
  tokens.admin = await staffSignIn(t.app, staffDemo.admin.email, staffDemo.admin.password);
  tokens.crew = await staffSignIn(t.app, staffDemo.crew.email, staffDemo.crew.password);
  const signin = await t.app.inject({
    method: "POST",
    url: "/api/v1/members/signin",
    payload: { email: "ada@coop.example", password: "Biscuits&Gravy42" },
  });
  tokens.member = signin.json().data.tokens.access.token;
}, 60_000);
afterAll(async () => t.close());

const keyRows = endpoints.filter((def) => def.auth === "engagement-key");

async function call(def: (typeof keyRows)[number], bearer: string | null) {
  const res = await t.app.inject({
    method: def.method,
    url: routeUrl(def),
    ...(def.method === "POST" && { payload: {} }),
    headers: bearer === null ? {} : { authorization: `Bearer ${bearer}` },
  });
  return res.statusCode;
}

describe("who may call the engagement REST reads, exports and sends", () => {
  it("covers the rows of the class", () => {
    expect(keyRows.map((def) => def.id)).toEqual(
      expect.arrayContaining(["brazeUsersExportIds", "brazeMessagesSend", "brazeSegmentsList"]),
    );
  });

  it.each(keyRows.map((def) => [`${def.method} ${def.path}`, def] as const))(
    "engagement.rest-key: %s refuses no token, a wrong key, a member and crew; lets the key, marketing and admin through",
    async (_name, def) => {
      expect(await call(def, null)).toBe(401);
      expect(await call(def, "not-the-key-0123456789abcdef0123456789")).toBe(401);
      expect(await call(def, tokens.member)).toBe(401);
      expect(await call(def, tokens.crew)).toBe(403);
      for (const allowed of [KEY, tokens.marketing, tokens.admin])
        expect([401, 403]).not.toContain(await call(def, allowed));
    },
  );
});
