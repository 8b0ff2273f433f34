import { describe, expect, it } from "vitest";

import { buildUrl, endpoint, endpoints } from "./endpoints.ts";

// Every row of api-layer.md §7 (and the v2 call of screens-and-client.md §7), written out
// independently of the table: "METHOD base/path".
const specRows = [
  // Member calls
  "POST /api/v1/members/create",
  "POST /api/v1/members/signin",
  "POST /api/v1/members/sso",
  "DELETE /api/v1/members/signout",
  "GET /api/v1/members/get",
  "GET /api/v1/members/loyalty",
  "PUT /api/v1/members/update",
  "GET /api/v1/members/faves/locations",
  "POST /api/v1/members/faves/locations/{id}",
  "DELETE /api/v1/members/faves/locations/{id}",
  "GET /api/v1/members/payments",
  "DELETE /api/v1/members/payments/{id}",
  "GET /api/v1/members/addresses",
  "DELETE /api/v1/members/addresses/{id}",
  "POST /api/v1/members/password",
  "POST /api/v1/members/forgotpassword",
  "POST /api/v1/members/resetpassword",
  "POST /api/v1/eclub/subscribe",
  // Location and menu calls
  "GET /api/v1/locations",
  "GET /api/v1/locations/search",
  "POST /api/v1/locations/delivery",
  "GET /api/v1/locations/{id}",
  "GET /api/v1/menus/{menuId}",
  "GET /api/v1/menus/{menuId}/products/{id}",
  "GET /api/v1/menus/{menuId}/times",
  // Order calls
  "GET /api/v1/orders/recent",
  "POST /api/v1/orders/reorder",
  "GET /api/v1/orders/faves",
  "POST /api/v1/orders/faves",
  "POST /api/v1/orders/faves/reorder",
  "POST /api/v1/orders/create",
  "DELETE /api/v1/orders/{id}/abandon",
  "POST /api/v1/orders/{id}/transfer",
  "GET /api/v1/orders/{id}",
  "POST /api/v1/orders/{id}/products",
  "PUT /api/v1/orders/{id}/products",
  "DELETE /api/v1/orders/{id}/products/{productId}",
  "POST /api/v1/orders/{id}/validate",
  "PUT /api/v1/orders/{id}/handoff/{type}",
  "PUT /api/v1/orders/{id}/address",
  "PUT /api/v1/orders/{id}/custom",
  "PUT /api/v1/orders/{id}/time",
  "DELETE /api/v1/orders/{id}/time",
  "PUT /api/v1/orders/{id}/tip",
  "PUT /api/v1/orders/{id}/coupon",
  "DELETE /api/v1/orders/{id}/coupon",
  "POST /api/v1/orders/{id}/token",
  "POST /api/v1/orders/{id}/submit",
  "POST /api/v1/orders/{id}/track",
  "POST /api/v1/orders/{id}/arrival",
  "GET /api/v1/orders/{id}/status",
  "DELETE /api/v1/orders/{id}",
  "PUT /api/v2/carts/{orderId}/donations",
  // Offers, rewards and upsells
  "GET /api/v1/members/offers/all",
  "GET /api/v1/members/balance",
  "POST /api/v1/members/redeem",
  "GET /api/v1/orders/{id}/rewards",
  "PUT /api/v1/orders/{id}/rewards",
  "DELETE /api/v1/orders/{id}/rewards/{ref}",
  "GET /api/v1/upsells/{orderId}",
  "GET /api/v1/upsells/{orderId}/product/{id}",
  "GET /api/v1/offers/all",
  // Forms and jobs
  "POST /api/v1/contact",
  "POST /api/submit",
  "GET /api/jobsearch",
];

const brazePaths = [
  "users/track",
  "users/alias/new",
  "users/identify",
  "campaigns/data_series",
  "campaigns/details",
  "canvas/data_series",
  "canvas/data_summary",
  "segments/list",
  "segments/data_series",
  "segments/details",
  "users/export/ids",
  "users/export/segment",
  "messages/send",
  "campaigns/trigger/send",
  "canvas/trigger/send",
];

const rowsOfTable = endpoints.map((def) => `${def.method} ${def.base}/${def.path}`);

describe("endpoint table", () => {
  it("has unique ids", () => {
    const ids = endpoints.map((def) => def.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has each method and path once", () => {
    expect(new Set(rowsOfTable).size).toBe(rowsOfTable.length);
  });

  it.each(specRows)("§7 row present: %s", (row) => {
    expect(rowsOfTable).toContain(row);
  });

  it("§7 marketing-messaging proxy: the 15 /api/braze paths, and nothing else", () => {
    const braze = endpoints.filter((def) => def.base === "/api/braze");
    expect(braze.map((def) => def.path).sort()).toEqual([...brazePaths].sort());
    expect(braze).toHaveLength(15);
  });

  it("holds exactly the spec's rows", () => {
    expect(rowsOfTable).toHaveLength(specRows.length + brazePaths.length);
  });

  it("§6 auth: account calls need the access token", () => {
    for (const id of [
      "membersGet",
      "membersLoyalty",
      "membersUpdate",
      "membersPassword",
      "membersSignout",
      "membersOffersAll",
      "membersBalance",
      "membersRedeem",
    ] as const) {
      expect(endpoint(id).auth, id).toBe("access");
    }
  });

  it("§6 auth: faves, payments, addresses, recent orders, reorders, favorite orders and submit need the ordering token", () => {
    for (const id of [
      "membersFavesLocationsList",
      "membersFavesLocationsAdd",
      "membersFavesLocationsRemove",
      "membersPaymentsList",
      "membersPaymentsDelete",
      "membersAddressesList",
      "membersAddressesDelete",
      "ordersRecent",
      "ordersReorder",
      "ordersFavesList",
      "ordersFavesAdd",
      "ordersFavesReorder",
      "ordersSubmit",
    ] as const) {
      expect(endpoint(id).auth, id).toBe("ordering");
    }
  });

  it("§6 auth: creating an order adds the ordering token only when one exists", () => {
    expect(endpoint("ordersCreate").auth).toBe("ordering-optional");
  });

  it("§6 auth: calls on an existing order other than submit use no token", () => {
    const onOrder = endpoints.filter(
      (def) => def.path.startsWith("orders/{id}") && def.id !== "ordersSubmit",
    );
    expect(onOrder.length).toBeGreaterThan(20);
    for (const def of onOrder) expect(def.auth, def.id).toBe("none");
  });

  it("§5 bot check: sign-in (action login), sign-up, forgot-password and contact", () => {
    expect(endpoint("membersSignin").botCheck).toBe("login");
    expect(endpoint("membersCreate").botCheck).toBe("signup");
    expect(endpoint("membersForgotPassword").botCheck).toBe("forgot_password");
    expect(endpoint("contact").botCheck).toBe("contact");
  });

  it("looks a row up by id and refuses an unknown id", () => {
    expect(endpoint("ordersAddProducts")).toMatchObject({
      method: "POST",
      path: "orders/{id}/products",
    });
    // @ts-expect-error: not an endpoint id
    expect(() => endpoint("nope")).toThrow(/Unknown endpoint id "nope"/);
  });
});

describe("buildUrl", () => {
  it("fills path parameters, URI-encoded", () => {
    expect(buildUrl(endpoint("ordersRemoveProduct"), { id: "a b/c", productId: 7 })).toBe(
      "/api/v1/orders/a%20b%2Fc/products/7",
    );
  });

  it("throws naming a missing path parameter", () => {
    expect(() => buildUrl(endpoint("ordersRemoveProduct"), { id: "o1" })).toThrow(
      'Missing path parameter "productId" for /api/v1/orders/{id}/products/{productId}',
    );
    expect(() => buildUrl(endpoint("ordersGet"), { id: "" })).toThrow(/"id"/);
  });

  it("appends the query, leaving out null and undefined and repeating arrays", () => {
    expect(
      buildUrl(
        endpoint("menusTimes"),
        { menuId: "m1" },
        {
          from: "2025-01-01",
          to: undefined,
          user: null,
          tag: ["a", "b"],
        },
      ),
    ).toBe("/api/v1/menus/m1/times?from=2025-01-01&tag=a&tag=b");
  });

  it("adds no question mark for an empty query", () => {
    expect(buildUrl(endpoint("locationsList"), {}, { q: undefined })).toBe("/api/v1/locations");
  });
});
