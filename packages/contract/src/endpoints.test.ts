import { describe, expect, it } from "vitest";

import { CAMPAIGN_ANALYTICS_LENGTH_DAYS, SEGMENT_ANALYTICS_LENGTH_DAYS } from "./constants.ts";
import { buildUrl, endpoint, endpoints } from "./endpoints.ts";

// Every call of the API (the v1 calls, the v2 donation call and the form and job paths under
// /api), written out independently of the table: "METHOD base/path" (`api.bases`).
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

// Coop's own calls beyond the spec's table (designed where the spec says "not shown").
const coopRows = [
  "POST /api/v1/members/verify",
  "POST /api/v1/members/verify/resend",
  "POST /api/v1/members/delete",
  "POST /api/v1/members/addresses",
  "PUT /api/v1/members/addresses/{id}",
  "POST /api/v1/members/payments/token",
  "POST /api/v1/members/payments",
  "DELETE /api/v1/orders/faves/{id}",
  "POST /api/v1/orders/reorder/check",
  // docs/decisions/031-forms-eclub-careers.md
  "POST /api/v1/eclub/confirm",
  "POST /api/v1/eclub/unsubscribe",
  "GET /api/jobs/{id}",
  "GET /api/positions",
  "GET /api/positions/{slug}",
  "POST /api/careers/resumes",
  "POST /api/jobs/{id}/applications",
  // docs/decisions/032-catering-and-in-app.md
  "POST /api/v1/app/auth/code",
  "POST /api/v1/app/auth/token",
];

// Coop's own restaurant-operations calls (docs/decisions/025-staff-accounts-and-roles.md).
const opsRows = [
  "POST /api/ops/signin",
  "POST /api/ops/signout",
  "GET /api/ops/me",
  "POST /api/ops/invitations",
  "POST /api/ops/invitations/accept",
  "GET /api/ops/staff",
  "PUT /api/ops/staff/{id}",
  "GET /api/ops/audit",
  // docs/decisions/027-restaurant-operations.md
  "GET /api/ops/restaurants",
  "GET /api/ops/restaurants/{id}/board",
  "GET /api/ops/restaurants/{id}/board/events",
  "POST /api/ops/orders/{id}/advance",
  "POST /api/ops/orders/{id}/undo",
  "POST /api/ops/orders/{id}/cancel",
  "GET /api/ops/restaurants/{id}/settings",
  "PUT /api/ops/restaurants/{id}/settings",
  "GET /api/ops/restaurants/{id}/controls",
  "PUT /api/ops/restaurants/{id}/availability",
  "PUT /api/ops/restaurants/{id}/pause",
  "DELETE /api/ops/restaurants/{id}/pause",
  "PUT /api/ops/restaurants/{id}/busy",
  "DELETE /api/ops/restaurants/{id}/busy",
  "PUT /api/ops/restaurants/{id}/hours-today",
  "DELETE /api/ops/restaurants/{id}/hours-today",
  "GET /api/ops/restaurants/{id}/pacing",
  "PUT /api/ops/restaurants/{id}/pacing",
  "GET /api/ops/restaurants/{id}/today",
  "GET /api/ops/restaurants/{id}/today.csv",
  // docs/decisions/028-content-service.md
  "GET /api/ops/content/stories",
  "POST /api/ops/content/stories",
  "GET /api/ops/content/stories/{id}",
  "PUT /api/ops/content/stories/{id}",
  "DELETE /api/ops/content/stories/{id}",
  "POST /api/ops/content/stories/{id}/publish",
  "POST /api/ops/content/stories/{id}/unpublish",
  "GET /api/ops/content/stories/{id}/versions",
  "POST /api/ops/content/stories/{id}/versions/{versionId}/restore",
  "POST /api/ops/content/stories/{id}/preview",
  "GET /api/ops/content/assets",
  "POST /api/ops/content/assets",
  "PUT /api/ops/content/assets/{id}",
  // docs/decisions/031-forms-eclub-careers.md
  "GET /api/ops/forms/submissions",
  "GET /api/ops/forms/submissions.csv",
  "GET /api/ops/forms/submissions/{id}",
  "PUT /api/ops/forms/submissions/{id}",
  "GET /api/ops/careers/jobs",
  "POST /api/ops/careers/jobs",
  "PUT /api/ops/careers/jobs/{id}",
  "POST /api/ops/careers/import",
  "GET /api/ops/careers/applications",
  "GET /api/ops/careers/applications/{id}",
  "PUT /api/ops/careers/applications/{id}",
  "GET /api/ops/careers/applications/{id}/resume",
  "GET /api/ops/engagement/segments",
  "POST /api/ops/engagement/segments",
  "GET /api/ops/engagement/segments/{id}",
  "PUT /api/ops/engagement/segments/{id}",
  "POST /api/ops/engagement/segments/estimate",
  "GET /api/ops/engagement/campaigns",
  "POST /api/ops/engagement/campaigns",
  "GET /api/ops/engagement/campaigns/{id}",
  "PUT /api/ops/engagement/campaigns/{id}",
  "POST /api/ops/engagement/campaigns/{id}/launch",
  "POST /api/ops/engagement/campaigns/{id}/stop",
  "GET /api/ops/engagement/canvases",
  "POST /api/ops/engagement/canvases",
  "GET /api/ops/engagement/canvases/{id}",
  "PUT /api/ops/engagement/canvases/{id}",
  "POST /api/ops/engagement/canvases/{id}/launch",
  "POST /api/ops/engagement/canvases/{id}/stop",
  "POST /api/ops/engagement/preview",
];
// The content service's delivery API and the site search (docs/decisions/028-content-service.md).
const contentRows = [
  "GET /api/content/v2/cdn/stories",
  "GET /api/content/v2/cdn/stories/{full_slug}",
  "GET /api/content/v2/cdn/links",
  "GET /api/v1/search",
];
// Coop's own live calls (server-sent events; docs/decisions/026-live-order-events.md).
const liveRows = ["GET /api/v1/orders/{id}/events"];
// The engagement engine's own calls (docs/decisions/030-engagement-engine.md): what the site
// reads, and the lists and export download a back-office client of the vendor's API needs.
const engagementRows = [
  "GET /api/v1/engagement/feed",
  "POST /api/v1/engagement/messages/{id}/{event}",
  "GET /api/v1/engagement/inbox",
  "DELETE /api/v1/engagement/messages/{id}",
  "GET /api/braze/campaigns/list",
  "GET /api/braze/canvas/list",
  "GET /api/braze/users/export/files/{object_prefix}",
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

  it.each(coopRows)("api.bases: Coop's own row present: %s", (row) => {
    expect(rowsOfTable).toContain(row);
  });

  it.each(opsRows)("api.bases: Coop's own operations row present: %s", (row) => {
    expect(rowsOfTable).toContain(row);
  });

  it("staff.token-kind: every /api/ops call but sign-in and accepting an invitation needs the staff token", () => {
    for (const def of endpoints.filter((d) => d.base === "/api/ops")) {
      const open = def.id === "opsSignin" || def.id === "opsInviteAccept";
      expect(def.auth, def.id).toBe(open ? "none" : "staff");
    }
    expect(endpoints.filter((d) => d.auth === "staff" && d.base !== "/api/ops")).toEqual([]);
  });

  it.each(contentRows)("content.delivery-api: Coop's own content row present: %s", (row) => {
    expect(rowsOfTable).toContain(row);
  });

  it.each(liveRows)("order.live-events: Coop's own live row present: %s", (row) => {
    expect(rowsOfTable).toContain(row);
  });

  it.each(specRows)("api.bases: row present: %s", (row) => {
    expect(rowsOfTable).toContain(row);
  });

  it.each(engagementRows)("api.bases: the engagement engine's own row present: %s", (row) => {
    expect(rowsOfTable).toContain(row);
  });

  it("api.bases: marketing-messaging proxy: the spec's 15 /api/braze paths, Coop's 3, and nothing else", () => {
    const braze = endpoints.filter((def) => def.base === "/api/braze");
    const coops = engagementRows.filter((row) => row.includes(" /api/braze/"));
    const expected = [...brazePaths, ...coops.map((row) => row.split(" /api/braze/")[1]!)];
    expect(braze.map((def) => def.path).sort()).toEqual(expected.sort());
    expect(braze).toHaveLength(18);
  });

  it("api.bases: holds exactly the rows of the API", () => {
    expect(rowsOfTable).toHaveLength(
      specRows.length +
        coopRows.length +
        opsRows.length +
        liveRows.length +
        contentRows.length +
        brazePaths.length +
        engagementRows.length,
    );
  });

  it("auth.token-classes: account calls need the access token", () => {
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

  it("auth.token-classes: faves, payments, addresses, recent orders, reorders, favorite orders and submit need the ordering token", () => {
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

  it("auth.token-classes: creating an order adds the ordering token only when one exists", () => {
    expect(endpoint("ordersCreate").auth).toBe("ordering-optional");
  });

  it("auth.token-classes: customer calls on an existing order other than submit use no token", () => {
    const onOrder = endpoints.filter(
      (def) =>
        def.path.startsWith("orders/{id}") && def.id !== "ordersSubmit" && def.base !== "/api/ops",
    );
    expect(onOrder.length).toBeGreaterThan(20);
    for (const def of onOrder) expect(def.auth, def.id).toBe("none");
  });

  it("botcheck.actions: sign-in (action login), sign-up, forgot-password and contact", () => {
    expect(endpoint("membersSignin").botCheck).toBe("login");
    expect(endpoint("membersCreate").botCheck).toBe("signup");
    expect(endpoint("membersForgotPassword").botCheck).toBe("forgot_password");
    expect(endpoint("contact").botCheck).toBe("contact");
  });

  it("engagement.analytics-lengths: campaign analytics cover 7 days, segment analytics 14", () => {
    expect(CAMPAIGN_ANALYTICS_LENGTH_DAYS).toBe(7);
    expect(SEGMENT_ANALYTICS_LENGTH_DAYS).toBe(14);
    // The notes of the table rows say the same lengths as the constants.
    expect(endpoint("brazeCampaignsDataSeries").notes).toContain(
      `analytics length ${CAMPAIGN_ANALYTICS_LENGTH_DAYS} days`,
    );
    expect(endpoint("brazeSegmentsDataSeries").notes).toContain(
      `analytics length ${SEGMENT_ANALYTICS_LENGTH_DAYS} days`,
    );
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
