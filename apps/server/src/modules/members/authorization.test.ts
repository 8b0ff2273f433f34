import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildUrl, type EndpointDef, endpoints } from "@coop/contract/endpoints";
import { isNotServedYet } from "@coop/contract/not-served-yet";

import { bearer, demo, type SignedIn, signIn } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { listAddresses, listCards, saveCard } from "./saved-items.ts";
import { createTokenService } from "./token-service.ts";

/**
 * The authorization matrix (`auth.token-classes`, `auth.own-resources`): every protected
 * call of the members, offers and
 * rewards areas × {no token, forged, another secret's, expired, revoked, access and ordering
 * swapped} → 401, and another member's resources → 403/404, never their data.
 */
let t: TestApp;
let ada: SignedIn;
let grace: SignedIn;
let adaCardId: string;
let adaAddressId: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app, demo.ada.email, demo.ada.password);
  grace = await signIn(t.app, demo.grace.email, demo.grace.password);
  const card = await saveCard(t.database.db, {
    memberId: demo.ada.id,
    brand: "Visa",
    last4: "4242",
    expMonth: 12,
    expYear: 2030,
    providerRef: "tok_ada_visa",
  });
  adaCardId = card.id;
  adaAddressId = (await listAddresses(t.database.db, demo.ada.id))[0]!.id;
});
afterAll(async () => t.close());

const protectedCalls = endpoints.filter(
  (def): def is (typeof endpoints)[number] & { auth: "access" | "ordering" } =>
    ["members", "offers", "rewards"].includes(def.area) &&
    (def.auth === "access" || def.auth === "ordering") &&
    !def.path.startsWith("orders/") &&
    // A row not served yet answers 404 to everyone; it joins the matrix when it is served.
    !isNotServedYet(def.id),
);

/** Coop's own protected order calls (the account area's history): the same matrix. */
const coopOrderCalls = endpoints.filter(
  (def): def is (typeof endpoints)[number] & { auth: "ordering" } =>
    ["ordersFavesDelete", "ordersReorderCheck"].includes(def.id) && def.auth === "ordering",
);

/** A request that is valid in every way but the token, for `who`. */
function requestFor(def: EndpointDef, who: { id: string }) {
  const params = { id: def.path.includes("faves") ? 101 : "no-such-item" };
  const query =
    def.path === "members/balance" || def.path === "members/redeem"
      ? { memberID: who.id }
      : undefined;
  const bodies: Record<string, object> = {
    "POST members/addresses": { address: "1 Main St", city: "Raleigh", state: "NC", zip: "27601" },
    "PUT members/addresses/{id}": { default: true },
    "POST members/payments/token": {
      number: "4111 1111 1111 1111",
      exp_month: 12,
      exp_year: 2030,
      cvv: "123",
      zip: "27601",
    },
    "POST members/payments": { token: "tok_whatever" },
    "POST orders/reorder/check": { id: "no-such-order", kind: "order" },
    "members/update": { first_name: "Changed" },
    "members/password": { new: "Another-Strong-One-9", current: "Whatever-It-Was-1" },
    "members/redeem": { id: "free-biscuit", channel: "default" },
    "members/delete": { password: demo.ada.password },
    "app/auth/code": {
      redirect_uri: "coopchicken://auth/callback",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    },
  };
  return {
    method: def.method,
    url: buildUrl(def, params, query),
    ...((bodies[`${def.method} ${def.path}`] ?? bodies[def.path]) && {
      payload: bodies[`${def.method} ${def.path}`] ?? bodies[def.path],
    }),
  };
}

function forge(token: string): string {
  const [kind, session, exp, mac] = token.split(".") as [string, string, string, string];
  return `${kind}.${session}.${exp}.${mac.slice(0, -3)}${mac.endsWith("AAA") ? "BBB" : "AAA"}`;
}

describe("auth.token-classes: authorization matrix", () => {
  it("covers every protected member, offer and reward call of the endpoint table", () => {
    expect(coopOrderCalls.map((d) => d.id).sort()).toEqual([
      "ordersFavesDelete",
      "ordersReorderCheck",
    ]);
    expect(protectedCalls.map((d) => d.id).sort()).toEqual(
      [
        "membersSignout",
        "membersGet",
        "membersLoyalty",
        "membersUpdate",
        "membersFavesLocationsList",
        "membersFavesLocationsAdd",
        "membersFavesLocationsRemove",
        "membersPaymentsList",
        "membersPaymentsDelete",
        "membersAddressesList",
        "membersAddressesDelete",
        "membersAddressesAdd",
        "membersAddressesUpdate",
        "membersPaymentsToken",
        "membersPaymentsAdd",
        "membersPassword",
        "membersOffersAll",
        "membersBalance",
        "membersRedeem",
        "membersVerifyResend",
        "membersDelete",
        "appAuthCode",
      ].sort(),
    );
  });

  describe.each(
    [...protectedCalls, ...coopOrderCalls].map(
      (d) => [`${d.method} ${d.path} (${d.auth})`, d] as const,
    ),
  )("%s", (_name, def) => {
    const own = () => (def.auth === "access" ? ada.access : ada.ordering);
    const swapped = () => (def.auth === "access" ? ada.ordering : ada.access);

    it.each([
      ["no token", () => ({})],
      ["a forged token", () => bearer(forge(own()))],
      ["a token of another secret", () => bearer(anotherSecretToken)],
      ["an expired token", () => bearer(expiredToken[def.auth])],
      ["a revoked token", () => bearer(revokedToken[def.auth])],
      ["the other kind of token (access and ordering swapped)", () => bearer(swapped())],
      ["a token that is not one", () => bearer("garbage")],
      [
        "another scheme",
        () => ({ authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }),
      ],
    ])("with %s: 401, and nothing of the member", async (_case, headers) => {
      const res = await t.app.inject({ ...requestFor(def, ada), headers: headers() });
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe("Bearer");
      expect(Object.keys(res.json()).sort()).toEqual(["message", "requestId"]);
      expect(res.body).not.toContain(demo.ada.id);
    });
  });
});

let anotherSecretToken: string;
const expiredToken = { access: "", ordering: "" };
const revokedToken = { access: "", ordering: "" };

beforeAll(async () => {
  const other = createTokenService({ db: t.database.db, secret: "o".repeat(40), ttlMs: 3_600_000 });
  anotherSecretToken = (await other.issue(demo.ada.id, "password")).access;
  const old = await t.app.tokens.issue(
    demo.ada.id,
    "password",
    new Date(Date.now() - 400 * 86_400_000),
  );
  expiredToken.access = old.access;
  expiredToken.ordering = old.ordering;
  const gone = await signIn(t.app, demo.ada.email, demo.ada.password);
  await t.app.inject({
    method: "DELETE",
    url: "/api/v1/members/signout",
    headers: bearer(gone.access),
  });
  revokedToken.access = gone.access;
  revokedToken.ordering = gone.ordering;
});

describe("auth.own-resources: another member's resources", () => {
  it("deleting another member's card or address is a 404, and it stays", async () => {
    for (const [url, what] of [
      [`/api/v1/members/payments/${adaCardId}`, "card"],
      [`/api/v1/members/addresses/${adaAddressId}`, "address"],
    ] as const) {
      const res = await t.app.inject({ method: "DELETE", url, headers: bearer(grace.ordering) });
      expect(res.statusCode, what).toBe(404);
      expect(res.body).not.toContain(demo.ada.id);
    }
    // The same answer as for an id that does not exist at all.
    const none = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/members/payments/no-such-card",
      headers: bearer(grace.ordering),
    });
    expect(none.statusCode).toBe(404);
    expect((await listCards(t.database.db, demo.ada.id)).map((c) => c.id)).toContain(adaCardId);
    expect((await listAddresses(t.database.db, demo.ada.id)).map((a) => a.id)).toContain(
      adaAddressId,
    );
  });

  it("another member's id in memberID is a 403, the same as an id that does not exist", async () => {
    const answers = [];
    for (const memberID of [demo.ada.id, "no-such-member"]) {
      for (const req of [
        { method: "GET" as const, url: `/api/v1/members/balance?memberID=${memberID}` },
        {
          method: "POST" as const,
          url: `/api/v1/members/redeem?memberID=${memberID}`,
          payload: { id: "free-biscuit", channel: "default" },
        },
      ]) {
        const res = await t.app.inject({ ...req, headers: bearer(grace.access) });
        expect(res.statusCode).toBe(403);
        // Nothing of Ada's account leaks (the random request id is left out of the check).
        expect(JSON.stringify({ ...res.json(), requestId: undefined })).not.toMatch(/points|1340/);
        answers.push(res.json().message);
      }
    }
    expect(new Set(answers).size).toBe(1);
  });

  it("every list answers the caller's own things only", async () => {
    const lists = [
      ["/api/v1/members/get", grace.access],
      ["/api/v1/members/loyalty", grace.access],
      ["/api/v1/members/offers/all", grace.access],
      [`/api/v1/members/balance?memberID=${grace.id}`, grace.access],
      ["/api/v1/members/faves/locations", grace.ordering],
      ["/api/v1/members/payments", grace.ordering],
      ["/api/v1/members/addresses", grace.ordering],
    ] as const;
    for (const [url, token] of lists) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      for (const secret of [demo.ada.id, demo.ada.email, "Fayetteville", adaCardId, "4242"]) {
        expect(res.body, `${url} shows ${secret}`).not.toContain(secret);
      }
    }
  });

  it("a member's own calls do work with the right token (the matrix is not refusing everything)", async () => {
    for (const def of protectedCalls.filter((d) => d.method === "GET")) {
      const token = def.auth === "access" ? grace.access : grace.ordering;
      const res = await t.app.inject({ ...requestFor(def, grace), headers: bearer(token) });
      expect(res.statusCode, def.id).toBe(200);
    }
  });
});

describe("auth.before-validation: the token is checked before the body", () => {
  const calls = endpoints.filter((def) =>
    [
      "membersAddressesAdd",
      "membersAddressesUpdate",
      "membersPaymentsToken",
      "membersPaymentsAdd",
      "ordersFavesDelete",
      "ordersReorderCheck",
    ].includes(def.id),
  );
  it.each(calls.map((d) => [`${d.method} ${d.path}`, d] as const))(
    "%s without a token and with a malformed body and id: 401, not 400",
    async (_name, def) => {
      const res = await t.app.inject({
        method: def.method,
        url: buildUrl(def, { id: "not an id!" }, undefined),
        ...(def.method === "POST" || def.method === "PUT" ? { payload: { nonsense: [1] } } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe("Bearer");
    },
  );
});

describe("auth.own-resources: another member's saved addresses, orders and favorite orders", () => {
  it("making another member's address the default, checking or deleting their order's or favorite's reorder: 404, nothing changes", async () => {
    const recent = await t.app.inject({
      url: "/api/v1/orders/recent",
      headers: bearer(ada.ordering),
    });
    const adaOrder = recent.json().orders[0].id as string;
    const fave = await t.app.inject({
      method: "POST",
      url: "/api/v1/orders/faves",
      payload: { id: adaOrder, description: "Ada's usual" },
      headers: bearer(ada.ordering),
    });
    const adaFave = (fave.json().faves as { id: string; description: string }[]).find(
      (f) => f.description === "Ada's usual",
    )!.id;
    for (const req of [
      {
        method: "PUT" as const,
        url: `/api/v1/members/addresses/${adaAddressId}`,
        payload: { default: true },
      },
      { method: "DELETE" as const, url: `/api/v1/orders/faves/${adaFave}` },
      { method: "POST" as const, url: "/api/v1/orders/reorder/check", payload: { id: adaOrder } },
      {
        method: "POST" as const,
        url: "/api/v1/orders/reorder/check",
        payload: { id: adaFave, kind: "favorite" },
      },
    ]) {
      const res = await t.app.inject({ ...req, headers: bearer(grace.ordering) });
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(404);
      expect(res.body).not.toContain(demo.ada.id);
    }
    const faves = await t.app.inject({
      url: "/api/v1/orders/faves",
      headers: bearer(ada.ordering),
    });
    expect(faves.json().faves.map((f: { id: string }) => f.id)).toContain(adaFave);
  });
});
