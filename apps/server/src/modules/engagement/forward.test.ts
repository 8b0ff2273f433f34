import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { engagementEvents } from "../../db/schema/engagement.ts";
import { bearer, type SignedIn, signUp } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const KEY = "k".repeat(40);
const VENDOR_KEY = "vendor-rest-key-123";
const time = "2026-11-20T17:00:00.000Z";

type Seen = { method: string; url: string; authorization: string | undefined; body: unknown };
const seen: Seen[] = [];
let vendor: Server;
let t: TestApp;
let ada: SignedIn;

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as unknown) : null;
};

beforeAll(async () => {
  vendor = createServer(async (req, res) => {
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      authorization: req.headers.authorization,
      body: await readBody(req),
    });
    if (req.url?.startsWith("/users/export/ids")) {
      res.writeHead(429, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "rate limited by the vendor" }));
      return;
    }
    res.writeHead(201, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: "success", events_processed: 1, from: "vendor" }));
  });
  await new Promise<void>((resolve) => vendor.listen(0, "127.0.0.1", resolve));
  const { port } = vendor.address() as AddressInfo;
  t = await createTestApp({
    seed: false,
    config: { BRAZE_REST_URL: `http://127.0.0.1:${port}`, BRAZE_API_KEY: VENDOR_KEY },
    deps: { engagementApiKey: KEY },
  });
  ada = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => vendor.close(resolve));
});

describe("engagement.forward: /api/braze/* goes to the vendor when it is configured", () => {
  it("engagement.forward: a member's users/track goes with the same body and the vendor's key; the vendor's status and body come back; nothing is stored in Coop", async () => {
    seen.length = 0;
    const payload = {
      events: [{ external_id: ada.id, name: "Opened", time, properties: { a: 1 } }],
    };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/track",
      headers: { ...bearer(ada.access), device_id: "ada-phone" },
      payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "success", events_processed: 1, from: "vendor" });
    expect(seen).toEqual([
      { method: "POST", url: "/users/track", authorization: `Bearer ${VENDOR_KEY}`, body: payload },
    ]);
    expect(await t.database.db.select().from(engagementEvents)).toEqual([]);
  });

  it("engagement.forward: a device's objects without an id go to the vendor with the device's alias", async () => {
    seen.length = 0;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/track",
      headers: { device_id: "dev-7" },
      payload: { events: [{ name: "Add_Product_To_Cart", time, properties: { a: 1 } }] },
    });
    expect(res.statusCode).toBe(201);
    expect(seen[0]?.body).toEqual({
      events: [
        {
          user_alias: { alias_label: "device", alias_name: "dev-7" },
          name: "Add_Product_To_Cart",
          time,
          properties: { a: 1 },
        },
      ],
    });
  });

  it("engagement.forward, engagement.self-only: another member's object or a missing key is refused by Coop and never reaches the vendor", async () => {
    seen.length = 0;
    const other = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/track",
      headers: { device_id: "dev-1" },
      payload: { events: [{ external_id: ada.id, name: "X", time }] },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("events[0].external_id is not yours");
    const list = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/export/ids",
      headers: bearer(ada.access),
      payload: { external_ids: [ada.id] },
    });
    expect([401, 403]).toContain(list.statusCode);
    expect(seen).toEqual([]);
  });

  it("engagement.forward: a key row keeps its query and answers the vendor's error as it came", async () => {
    seen.length = 0;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/braze/users/export/ids?page=2&include_archived=true",
      headers: { authorization: `Bearer ${KEY}` },
      payload: { external_ids: ["m-1"] },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: "rate limited by the vendor" });
    expect(seen).toEqual([
      {
        method: "POST",
        url: "/users/export/ids?page=2&include_archived=true",
        authorization: `Bearer ${VENDOR_KEY}`,
        body: { external_ids: ["m-1"] },
      },
    ]);
  });

  it("engagement.forward: an unreachable vendor is a 502 in words", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = await createTestApp({
      seed: false,
      config: { BRAZE_REST_URL: `http://127.0.0.1:${port}`, BRAZE_API_KEY: VENDOR_KEY },
      deps: { engagementApiKey: KEY },
    });
    try {
      const res = await down.app.inject({
        method: "POST",
        url: "/api/braze/users/track",
        headers: { authorization: `Bearer ${KEY}` },
        payload: { events: [{ external_id: "m-1", name: "X", time }] },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        "The engagement vendor could not be reached; try again later.",
      );
    } finally {
      await down.close();
    }
  });
});
