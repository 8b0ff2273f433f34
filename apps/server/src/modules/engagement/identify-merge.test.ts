// `engagement.identify` on the demo chain: a visitor's device gets the active cards at first sight;
// signing in merges it into the member, who already has them. One card each, never two.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({});
});
afterAll(async () => t.close());

const feedTitles = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: "GET", url: "/api/v1/engagement/feed", headers });
  expect(res.statusCode).toBe(200);
  return (res.json().cards as { title: string }[]).map((c) => c.title).sort();
};

describe("identify after a guest visit", () => {
  it("engagement.identify: the device's first-sight cards do not double the member's", async () => {
    const device = { device_id: "merge-device-1" };
    const guest = await feedTitles(device);
    expect(guest).toContain("Welcome to Coop");

    const signin = await t.app.inject({
      method: "POST",
      url: "/api/v1/members/signin",
      payload: { email: "ada@coop.example", password: "Biscuits&Gravy42" },
    });
    const { id, access } = signin.json().data.tokens;
    const member = { ...device, authorization: `Bearer ${access.token}` };
    const before = await feedTitles(member);

    const identify = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/identify",
      headers: member,
      payload: {
        aliases_to_identify: [
          {
            external_id: String(id),
            user_alias: { alias_label: "device", alias_name: "merge-device-1" },
          },
        ],
      },
    });
    expect(identify.statusCode).toBe(200);
    const after = await feedTitles(member);
    expect(after).toEqual(before);
    expect(after.filter((title) => title === "Welcome to Coop")).toHaveLength(1);
  });
});
