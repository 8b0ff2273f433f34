import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { engagementUsers } from "../../db/schema/engagement.ts";
import { staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

/** Engagement authoring through /api/ops/engagement, on the real app. */
const clock = new Date("2026-11-24T15:00:00Z");
let t: TestApp;
const tokens = { crew: "", marketing: "" };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock, jobs: { pollMs: 3_600_000 } } });
  for (const role of ["crew", "marketing"] as const)
    tokens[role] = await staffSignIn(t.app, staffDemo[role].email, staffDemo[role].password);
  await t.database.db.insert(engagementUsers).values([
    { externalId: "auth-es", attributes: { language: "es" }, createdAt: clock, updatedAt: clock },
    { externalId: "auth-en", attributes: { language: "en" }, createdAt: clock, updatedAt: clock },
  ]);
}, 60_000);
afterAll(async () => t.close());

async function call(method: string, path: string, payload?: unknown, token = tokens.marketing) {
  const res = await t.app.inject({
    method: method as "GET",
    url: `/api/ops/engagement/${path}`,
    ...(payload !== undefined && { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

const spanish = {
  match: "all",
  rules: [{ type: "attribute", attribute: "language", op: "equals", value: "es" }],
};

describe("/api/ops/engagement", () => {
  it("engagement.authoring-roles: crew may not author, no token is 401", async () => {
    expect((await call("GET", "segments", undefined, tokens.crew)).status).toBe(403);
    expect((await call("GET", "campaigns", undefined, "")).status).toBe(401);
  });

  it("engagement.segment-rules: a segment is created with its size; estimate answers the live size", async () => {
    const created = await call("POST", "segments", { name: "Spanish", rules: spanish });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: "Spanish" });
    expect(created.body.data.size).toBeGreaterThanOrEqual(1);
    const estimate = await call("POST", "segments/estimate", { rules: spanish });
    expect(estimate.body.data.size).toBe(created.body.data.size);
    expect(estimate.body.data.total_users).toBeGreaterThan(estimate.body.data.size);
    expect((await call("GET", "segments/nope")).status).toBe(404);
  });

  it("engagement.message-check, engagement.preview: a bad message is a 400 naming the field; the preview renders the card in Spanish", async () => {
    const base = {
      name: "Welcome",
      channel: "content_card",
      segment_id: null,
      delivery: "scheduled",
      variants: [
        {
          id: "a",
          name: "A",
          percent: 100,
          message: { title: "Hi", description: "Welcome", url: "javascript:alert(1)" },
        },
      ],
    };
    const bad = await call("POST", "campaigns", base);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "variants.0.message.url" })]),
    );
    const good = await call("POST", "campaigns", {
      ...base,
      variants: [
        {
          ...base.variants[0],
          message: { title: "Hi", description: "Welcome" },
          message_es: { title: "Hola", description: "Bienvenida" },
        },
      ],
    });
    expect(good.status).toBe(201);
    expect(good.body.data).toMatchObject({ status: "draft", channel: "content_card" });
    const segments = await call("GET", "segments");
    const seg = segments.body.data.find((s: { name: string }) => s.name === "Spanish");
    const preview = await call("POST", "preview", {
      segment_id: seg.id,
      campaign_id: good.body.data.id,
      lang: "es",
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      channel: "content_card",
      in_audience: true,
      card: { title: "Hola", is_control: false, viewed: false },
    });
    const launched = await call("POST", `campaigns/${good.body.data.id}/launch`);
    expect(launched.body.data.status).toBe("active");
    const stopped = await call("POST", `campaigns/${good.body.data.id}/stop`);
    expect(stopped.body.data.status).toBe("stopped");
  });
});
