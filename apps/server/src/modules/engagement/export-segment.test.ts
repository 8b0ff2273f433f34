import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const KEY = "k".repeat(40);
const key = { authorization: `Bearer ${KEY}` };
const time = "2026-11-20T17:00:00.000Z";
let clock = new Date("2026-11-21T10:00:00.000Z");
const asked: string[] = [];
let members: number[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    deps: {
      now: () => clock,
      engagementApiKey: KEY,
      // The segment evaluator's port, faked: the members of segment "s-1".
      engagementSegmentMembers: async (segmentId) => {
        asked.push(segmentId);
        return members;
      },
      jobs: { pollMs: 60_000 },
    },
  });
});
afterAll(async () => t.close());

const pathOf = (url: string) => url.slice(url.indexOf("/api/braze/"));

describe("users/export/segment", () => {
  it("engagement.export-segment: the export is written by a job and downloaded once done through the signed link", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/braze/users/track",
      headers: key,
      payload: {
        attributes: [
          { external_id: "m-1", first_name: "Ada", favorite: "Tenders" },
          { external_id: "m-2", first_name: "Bob" },
        ],
        events: [{ external_id: "m-1", name: "Opened", time }],
      },
    });
    const exported = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/export/ids",
      headers: key,
      payload: { external_ids: ["m-1"], fields_to_export: ["braze_id"] },
    });
    members = [Number(exported.json().users[0].braze_id)];

    const res = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/export/segment",
      headers: key,
      payload: {
        segment_id: "s-1",
        fields_to_export: ["external_id", "first_name", "custom_events"],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: "success", object_prefix: expect.any(String) });
    expect(body.url).toMatch(
      new RegExp(`/api/braze/users/export/files/${body.object_prefix}\\?expires=\\d+&signature=`),
    );

    const pending = await t.app.inject({ method: "GET", url: pathOf(body.url) });
    expect(pending.statusCode).toBe(404);

    await t.app.jobs.runDue();
    expect(asked).toEqual(["s-1"]);
    const done = await t.app.inject({ method: "GET", url: pathOf(body.url) });
    expect(done.statusCode).toBe(200);
    expect(done.headers["content-type"]).toContain("application/x-ndjson");
    const lines = done.body
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as unknown);
    expect(lines).toEqual([
      {
        external_id: "m-1",
        first_name: "Ada",
        custom_events: [{ name: "Opened", first: time, last: time, count: 1 }],
      },
    ]);

    // A different first character of the signature (always a change, never the same letter).
    const forgedUrl = pathOf(body.url).replace(/signature=(.)/, (_, c: string) =>
      c === "A" ? "signature=B" : "signature=A",
    );
    const forged = await t.app.inject({ method: "GET", url: forgedUrl });
    expect(forged.statusCode).toBe(403);

    clock = new Date(clock.getTime() + 25 * 60 * 60_000);
    const expired = await t.app.inject({ method: "GET", url: pathOf(body.url) });
    expect(expired.statusCode).toBe(404);
  });

  it("engagement.rest-key: a segment export needs the key", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/export/segment",
      payload: { segment_id: "s-1" },
    });
    expect(res.statusCode).toBe(401);
  });
});
