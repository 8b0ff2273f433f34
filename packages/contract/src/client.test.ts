import { describe, expect, it } from "vitest";

import type { ApiClientContext } from "./client.ts";
import { createApiClient } from "./client.ts";

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fake fetch (the network is the true edge): records each request and answers with `reply`. */
function fakeFetch(reply: (sent: Sent, init: RequestInit) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (
    input: string | URL | Request,
    init: RequestInit = {},
  ): Promise<Response> => {
    const request: Sent = {
      url: String(input),
      method: init.method ?? "GET",
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
    };
    sent.push(request);
    return reply(request, init);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A submit body the types accept; the fake server does not read it. */
const submitBody = { usertype: "guest" as const, payments: [] };

const baseContext: ApiClientContext = {
  deviceId: "dev-1",
  channel: "default",
  clientType: "web",
  accessToken: "ACCESS",
  orderingToken: "ORDERING",
};

function setup(
  reply: (sent: Sent, init: RequestInit) => Response | Promise<Response> = () => json(200, {}),
  context: Partial<ApiClientContext> = {},
) {
  const fake = fakeFetch(reply);
  const client = createApiClient({
    baseUrl: "https://coop.test/",
    fetch: fake.fetch,
    context: () => ({ ...baseContext, ...context }),
  });
  return { client, sent: fake.sent };
}

describe("createApiClient: request", () => {
  it("api.bases: sends the method and the filled path under /api/v1", async () => {
    const { client, sent } = setup();
    await client.call("ordersRemoveProduct", { params: { id: "ord 1", productId: 42 } });
    expect(sent[0]).toMatchObject({
      url: "https://coop.test/api/v1/orders/ord%201/products/42",
      method: "DELETE",
    });
  });

  it("api.bases, donation.v2-call: other bases (v2 donations, braze, submit) and the query string", async () => {
    const { client, sent } = setup();
    await client.call("cartsSetDonations", {
      params: { orderId: "o9" },
      body: { id: "d", amount: 0.35 },
    });
    await client.call("brazeSegmentsList");
    await client.call("formsSubmit", { body: { form: "catering", fields: {} } });
    await client.call("menusTimes", {
      params: { menuId: "m1" },
      query: { from: "10:00", to: "12:00" },
    });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      "PUT https://coop.test/api/v2/carts/o9/donations",
      "GET https://coop.test/api/braze/segments/list",
      "POST https://coop.test/api/submit",
      "GET https://coop.test/api/v1/menus/m1/times?from=10%3A00&to=12%3A00",
    ]);
  });

  it("api.bases: uses the same origin when no base URL is given", async () => {
    const fake = fakeFetch(() => json(200, {}));
    const client = createApiClient({ fetch: fake.fetch, context: () => baseContext });
    await client.call("locationsList");
    expect(fake.sent[0]?.url).toBe("/api/v1/locations");
  });

  it("api.headers: env, device_id, client_type and version on each call", async () => {
    const { client, sent } = setup();
    await client.call("locationsList");
    expect(sent[0]?.headers).toMatchObject({
      env: "prod",
      device_id: "dev-1",
      client_type: "web",
      version: "2",
    });
    expect(sent[0]?.headers).not.toHaveProperty("client_sub");
  });

  it("channel.client-sub-header: the catering channel sends client_sub=catering", async () => {
    const { client, sent } = setup(undefined, { channel: "catering" });
    await client.call("locationsList");
    expect(sent[0]?.headers.client_sub).toBe("catering");
  });

  it("botcheck.actions: verify and verify_transition are passed through", async () => {
    const { client, sent } = setup();
    await client.call("membersSignin", {
      body: { email: "a@example.com", password: "pw" },
      verify: "bot",
      verifyTransition: "bot2",
    });
    expect(sent[0]?.headers).toMatchObject({ verify: "bot", verify_transition: "bot2" });
  });

  it("sends a JSON body with its content type, and none without a body", async () => {
    const { client, sent } = setup();
    await client.call("ordersSetTip", { params: { id: "o1" }, body: { amount: 2.5 } });
    await client.call("ordersGet", { params: { id: "o1" } });
    expect(sent[0]?.headers["content-type"]).toBe("application/json");
    expect(sent[0]?.body).toEqual({ amount: 2.5 });
    expect(sent[1]?.headers).not.toHaveProperty("content-type");
    expect(sent[1]?.body).toBeUndefined();
  });

  it("sends the idempotency-key header when given", async () => {
    const { client, sent } = setup();
    await client.call("ordersSubmit", {
      params: { id: "o1" },
      body: submitBody,
      idempotencyKey: "key-123",
    });
    await client.call("ordersSubmit", { params: { id: "o1" }, body: submitBody });
    expect(sent[0]?.headers["idempotency-key"]).toBe("key-123");
    expect(sent[1]?.headers).not.toHaveProperty("idempotency-key");
  });

  it("api.bases, errors.client-never-throws: rejects naming a missing path parameter, without calling the network", async () => {
    const { client, sent } = setup();
    // @ts-expect-error -- the type demands the params; this checks the run-time guard too.
    await expect(client.call("ordersGet")).rejects.toThrow('Missing path parameter "id"');
    expect(sent).toHaveLength(0);
  });
});

describe("createApiClient: tokens per auth class (auth.token-classes)", () => {
  it("auth.token-classes: account calls send the access token", async () => {
    const { client, sent } = setup();
    await client.call("membersGet");
    expect(sent[0]?.headers.authorization).toBe("Bearer ACCESS");
  });

  it("auth.token-classes: faves, payments, addresses, orders history and submit send the ordering token", async () => {
    const { client, sent } = setup();
    await client.call("membersPaymentsList");
    await client.call("ordersSubmit", { params: { id: "o1" }, body: submitBody });
    expect(sent.map((s) => s.headers.authorization)).toEqual([
      "Bearer ORDERING",
      "Bearer ORDERING",
    ]);
  });

  it("auth.token-classes: calls on an existing order send no token even when signed in", async () => {
    const { client, sent } = setup();
    await client.call("ordersGet", { params: { id: "o1" } });
    expect(sent[0]?.headers).not.toHaveProperty("authorization");
  });

  it("auth.token-classes: creating an order adds the ordering token when one exists", async () => {
    const { client, sent } = setup();
    await client.call("ordersCreate", { body: { menu_id: "m1" } });
    expect(sent[0]?.headers.authorization).toBe("Bearer ORDERING");
  });

  it("auth.token-classes: creating an order as a visitor sends no token", async () => {
    const { client, sent } = setup(undefined, { accessToken: null, orderingToken: null });
    await client.call("ordersCreate", { body: { menu_id: "m1" } });
    expect(sent[0]?.headers).not.toHaveProperty("authorization");
  });

  it("a call may ask for the ordering token on an order (wallet coupons, rewards)", async () => {
    const { client, sent } = setup();
    await client.call("ordersApplyRewards", {
      params: { id: "o1" },
      body: { memberid: "u1", references: ["r1"] },
      auth: "ordering",
    });
    expect(sent[0]?.headers.authorization).toBe("Bearer ORDERING");
    const visitor = setup(undefined, { accessToken: null, orderingToken: null });
    await visitor.client.call("ordersAddCoupon", {
      params: { id: "o1" },
      body: { code: "X" },
      auth: "ordering-optional",
    });
    expect(visitor.sent[0]?.headers).not.toHaveProperty("authorization");
  });

  it("staff.token-kind: the /api/ops calls send the staff token, never a member's; member calls never the staff token", async () => {
    const { client, sent } = setup(undefined, { staffToken: "STAFF" });
    await client.call("opsMe");
    await client.call("opsStaffUpdate", {
      params: { id: "s1" },
      body: { role: "crew", restaurants: [101], active: true },
    });
    await client.call("membersGet");
    await client.call("opsSignin", { body: { email: "a@b.example", password: "x" } });
    expect(sent.map((s) => s.headers.authorization)).toEqual([
      "Bearer STAFF",
      "Bearer STAFF",
      "Bearer ACCESS",
      undefined,
    ]);
    expect(sent[1]?.url).toBe("https://coop.test/api/ops/staff/s1");
    const signedOut = setup();
    await signedOut.client.call("opsMe");
    expect(signedOut.sent[0]?.headers).not.toHaveProperty("authorization");
  });

  it("reads the context on every call, so a sign-in is seen by the next call", async () => {
    let token: string | null = null;
    const fake = fakeFetch(() => json(200, {}));
    const client = createApiClient({
      fetch: fake.fetch,
      context: () => ({ channel: "default", clientType: "web", accessToken: token }),
    });
    await client.call("membersGet");
    token = "NEW";
    await client.call("membersGet");
    expect(fake.sent.map((s) => s.headers.authorization)).toEqual([undefined, "Bearer NEW"]);
  });
});

describe("createApiClient: responses", () => {
  it("returns the parsed JSON of a 2xx response", async () => {
    const { client } = setup(() => json(200, { count: 1, locations: [{ id: "l1" }] }));
    const result = await client.call("locationsList");
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { count: 1, locations: [{ id: "l1" }] },
    });
  });

  it("tolerates an empty 2xx body", async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    expect(await client.call("ordersArrival", { params: { id: "o1" } })).toEqual({
      ok: true,
      status: 204,
      data: null,
    });
  });

  it("errors.client-list: a non-2xx response gives the normalised error list and its status", async () => {
    const body = {
      message: "The request has invalid fields.",
      errors: [{ path: "code", message: "Coupon code cannot be empty." }],
      requestId: "r1",
    };
    const { client } = setup(() => json(422, body));
    const result = await client.call("ordersAddCoupon", {
      params: { id: "o1" },
      body: { code: "" },
    });
    expect(result).toEqual({
      ok: false,
      status: 422,
      errors: ["Coupon code cannot be empty."],
      body,
    });
  });

  it("member.sign-in-errors: a refusal with a Retry-After in seconds gives retryAfter; none or a date gives none", async () => {
    const limited = setup(
      () =>
        new Response(JSON.stringify({ message: "Too many sign-in attempts." }), {
          status: 429,
          headers: { "content-type": "application/json", "retry-after": "420" },
        }),
    );
    expect(
      await limited.client.call("membersSignin", { body: { email: "a@b.co", password: "x" } }),
    ).toMatchObject({ ok: false, status: 429, retryAfter: 420 });
    const dated = setup(
      () =>
        new Response("{}", {
          status: 503,
          headers: { "retry-after": "Wed, 21 Oct 2026 07:28:00 GMT" },
        }),
    );
    expect(await dated.client.call("locationsList")).not.toHaveProperty("retryAfter");
    const plain = setup(() => json(401, { message: "Wrong email or password." }));
    expect(await plain.client.call("locationsList")).not.toHaveProperty("retryAfter");
  });

  it("errors.client-list: a list-of-strings error body is used as is", async () => {
    const { client } = setup(() => json(400, ["[200] Code is invalid"]));
    const result = await client.call("ordersAddCoupon", {
      params: { id: "o1" },
      body: { code: "X" },
    });
    expect(result).toMatchObject({ ok: false, status: 400, errors: ["[200] Code is invalid"] });
  });

  it("errors.client-list: a non-JSON error body gives the connection-issue text", async () => {
    const { client } = setup(
      () =>
        new Response("<html>502 Bad Gateway</html>", {
          status: 502,
          headers: { "content-type": "text/html" },
        }),
    );
    expect(await client.call("locationsList")).toEqual({
      ok: false,
      status: 502,
      errors: ["Connection issue. Please try again."],
      body: "<html>502 Bad Gateway</html>",
    });
  });

  it("errors.client-list, errors.client-never-throws: a network failure gives status 0 and the connection-issue text", async () => {
    const { client } = setup(() => {
      throw new TypeError("fetch failed");
    });
    expect(await client.call("locationsList")).toEqual({
      ok: false,
      status: 0,
      errors: ["Connection issue. Please try again."],
      body: null,
    });
  });

  it("errors.client-never-throws: rethrows an AbortError: the caller cancelled", async () => {
    const controller = new AbortController();
    const { client } = setup((_sent, init) => {
      init.signal?.throwIfAborted();
      return json(200, {});
    });
    controller.abort();
    await expect(client.call("locationsList", { signal: controller.signal })).rejects.toMatchObject(
      {
        name: "AbortError",
      },
    );
  });

  it("errors.client-never-throws: rethrows an AbortError raised by the fetch itself", async () => {
    const { client } = setup(() => {
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    await expect(client.call("locationsList")).rejects.toMatchObject({ name: "AbortError" });
  });
});
