import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildUrl, type EndpointDef, endpoints } from "@coop/contract/endpoints";
import { notServedYet } from "@coop/contract/not-served-yet";
import type { StaffRole } from "@coop/contract/staff";

import { orders } from "../../db/schema/orders.ts";
import { staff } from "../../db/schema/staff.ts";
import { bearer, signUp } from "../../test-support/members.ts";
import { randomIp, staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createStaffTokens } from "./tokens.ts";

/**
 * The staff authorization matrix (`staff.require-staff`, `staff.token-kind`): every staff
 * call × {no token, garbage, forged, another secret's, expired, revoked, a member's access
 * and ordering tokens} → 401; a disabled account → refused; each role → allowed or 403; and
 * `requireStaff` with a restaurant → 403 for staff of another restaurant.
 */
let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
let member: { access: string; ordering: string };
let expired: string;
let revoked: string;
let otherSecret: string;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // A restaurant-scoped call as the order board will have one.
      app.get("/test-ops/restaurants/:id", async (request: FastifyRequest) => {
        const id = Number((request.params as { id: string }).id);
        const caller = await app.staff.requireStaff(request, {
          roles: ["crew", "manager", "admin"],
          restaurantId: id,
        });
        return { ok: true, staff: caller.staff.email };
      });
    },
  });
  for (const role of ["admin", "manager", "crew", "marketing"] as const)
    tokens[role] = await staffSignIn(t.app, staffDemo[role].email, staffDemo[role].password);
  member = await signUp(t.app);
  const db = t.database.db;
  const secret = "t".repeat(40); // testConfig's TOKEN_SECRET
  const old = createStaffTokens({ db, secret, ttlMs: 1000 });
  expired = (await old.issue(db, staffDemo.crew.id, new Date(Date.now() - 60_000))).token;
  const another = createStaffTokens({ db, secret: "o".repeat(40) });
  otherSecret = (await another.issue(db, staffDemo.crew.id, new Date())).token;
  revoked = await staffSignIn(t.app, staffDemo.crew.email, staffDemo.crew.password);
  await t.app.inject({ method: "POST", url: "/api/ops/signout", headers: bearer(revoked) });
}, 60_000);
afterAll(async () => t.close());

/** Every staff call the server serves (a row still listed as not served yet joins once it is). */
const staffCalls = endpoints.filter((def) => def.auth === "staff" && !(def.id in notServedYet));

/** The roles each staff call lets through (the others get a 403 in words). */
const allowed: Record<string, readonly StaffRole[]> = {
  opsSignout: ["admin", "manager", "crew", "marketing"],
  opsMe: ["admin", "manager", "crew", "marketing"],
  opsInvite: ["admin", "manager"],
  opsStaffList: ["admin", "manager"],
  opsStaffUpdate: ["admin"],
  opsAudit: ["admin"],
  // The order board (modules/operations): the restaurant's crew, its managers, admins.
  opsRestaurants: ["admin", "manager", "crew"],
  opsBoard: ["admin", "manager", "crew"],
  opsBoardEvents: ["admin", "manager", "crew"],
  opsOrderAdvance: ["admin", "manager", "crew"],
  opsOrderUndo: ["admin", "manager", "crew"],
  opsOrderCancel: ["admin", "manager", "crew"],
  opsSettingsGet: ["admin", "manager", "crew"],
  opsSettingsPut: ["admin", "manager"],
  // Store controls and pacing (`ops.controls-access`): crew read the controls; managers change.
  opsControls: ["admin", "manager", "crew"],
  opsAvailability: ["admin", "manager"],
  opsPausePut: ["admin", "manager"],
  opsPauseDelete: ["admin", "manager"],
  opsBusyPut: ["admin", "manager"],
  opsBusyDelete: ["admin", "manager"],
  opsHoursTodayPut: ["admin", "manager"],
  opsHoursTodayDelete: ["admin", "manager"],
  opsPacingGet: ["admin", "manager"],
  opsPacingPut: ["admin", "manager"],
  // `ops.report-access`: the day report, managers of the restaurant and admins.
  opsToday: ["admin", "manager"],
  opsTodayCsv: ["admin", "manager"],
  // Content authoring (`content.authoring-roles`): marketing and admin.
  opsContentList: ["admin", "marketing"],
  opsContentCreate: ["admin", "marketing"],
  opsContentGet: ["admin", "marketing"],
  opsContentUpdate: ["admin", "marketing"],
  opsContentDelete: ["admin", "marketing"],
  opsContentPublish: ["admin", "marketing"],
  opsContentUnpublish: ["admin", "marketing"],
  opsContentVersions: ["admin", "marketing"],
  opsContentRestore: ["admin", "marketing"],
  opsContentPreview: ["admin", "marketing"],
  opsContentAssetsList: ["admin", "marketing"],
  opsContentAssetsUpload: ["admin", "marketing"],
  opsContentAssetsUpdate: ["admin", "marketing"],
  // Engagement authoring (`engagement.authoring-roles`): marketing and admin.
  opsEngagementSegments: ["admin", "marketing"],
  opsEngagementSegmentCreate: ["admin", "marketing"],
  opsEngagementSegmentGet: ["admin", "marketing"],
  opsEngagementSegmentUpdate: ["admin", "marketing"],
  opsEngagementSegmentEstimate: ["admin", "marketing"],
  opsEngagementCampaigns: ["admin", "marketing"],
  opsEngagementCampaignCreate: ["admin", "marketing"],
  opsEngagementCampaignGet: ["admin", "marketing"],
  opsEngagementCampaignUpdate: ["admin", "marketing"],
  opsEngagementCampaignLaunch: ["admin", "marketing"],
  opsEngagementCampaignStop: ["admin", "marketing"],
  opsEngagementCanvases: ["admin", "marketing"],
  opsEngagementCanvasCreate: ["admin", "marketing"],
  opsEngagementCanvasGet: ["admin", "marketing"],
  opsEngagementCanvasUpdate: ["admin", "marketing"],
  opsEngagementCanvasLaunch: ["admin", "marketing"],
  opsEngagementCanvasStop: ["admin", "marketing"],
  opsEngagementPreview: ["admin", "marketing"],
  // Form submissions (`forms.staff-roles`): managers (their restaurants), marketing, admins.
  opsFormsList: ["admin", "manager", "marketing"],
  opsFormsCsv: ["admin", "manager", "marketing"],
  opsFormsGet: ["admin", "manager", "marketing"],
  opsFormsUpdate: ["admin", "manager", "marketing"],
  // Careers (`careers.staff-roles`): managers for their restaurants, marketing reads the jobs.
  opsCareersJobs: ["admin", "manager", "marketing"],
  opsCareersJobCreate: ["admin", "manager"],
  opsCareersJobUpdate: ["admin", "manager"],
  opsCareersImport: ["admin"],
  opsCareersApplications: ["admin", "manager"],
  opsCareersApplicationGet: ["admin", "manager"],
  opsCareersApplicationUpdate: ["admin", "manager"],
  opsCareersResume: ["admin", "manager"],
};

/** A request to `def` with a body that fails validation: the token must be looked at first. */
function badRequest(def: EndpointDef) {
  return {
    method: def.method as "GET" | "POST" | "PUT",
    url: buildUrl(
      def,
      { id: "x", versionId: "x" },
      def.method === "GET" ? { limit: "nope" } : undefined,
    ),
    remoteAddress: randomIp(),
    ...(def.method === "GET" ? {} : { payload: { role: 42 } }),
  };
}

/** The token with its signature changed: the signature's first character always carries six of its bits. */
const forge = (token: string) => {
  const cut = token.lastIndexOf(".") + 1;
  return `${token.slice(0, cut)}${token[cut] === "A" ? "B" : "A"}${token.slice(cut + 1)}`;
};

describe("staff.require-staff: the authorization matrix", () => {
  it("covers every staff call of the table", () => {
    expect(staffCalls.map((d) => d.id).sort()).toEqual(Object.keys(allowed).sort());
  });

  describe.each(staffCalls.map((d) => [`${d.method} ${d.base}/${d.path}`, d] as const))(
    "%s",
    (_name, def) => {
      it.each([
        ["no token", () => ({})],
        ["a token that is not one", () => bearer("garbage")],
        ["a forged token", () => bearer(forge(tokens.admin))],
        ["a token of another secret", () => bearer(otherSecret)],
        ["an expired token", () => bearer(expired)],
        ["a revoked token (signed out)", () => bearer(revoked)],
        ["a member's access token", () => bearer(member.access)],
        ["a member's ordering token", () => bearer(member.ordering)],
      ])(
        "staff.require-staff: with %s: 401 before the body is looked at",
        async (_case, headers) => {
          const res = await t.app.inject({ ...badRequest(def), headers: headers() });
          expect(res.statusCode).toBe(401);
          expect(res.headers["www-authenticate"]).toBe('Bearer realm="ops"');
          expect(res.json().message).toMatch(/sign in/i);
        },
      );

      it.each(["admin", "manager", "crew", "marketing"] as const)(
        "staff.require-staff: as %s: allowed or a 403 in words",
        async (role) => {
          const res = await t.app.inject({
            ...badRequest(def),
            ...(def.id === "opsSignout" ? { method: "GET" as const, url: "/api/ops/me" } : {}),
            headers: bearer(tokens[role]),
          });
          if (allowed[def.id]!.includes(role)) {
            expect([200, 400, 404]).toContain(res.statusCode);
          } else {
            expect(res.statusCode).toBe(403);
            expect(res.json().message).toMatch(new RegExp(`yours is an? ${role} account\\.$`));
          }
        },
      );
    },
  );

  it("staff.disabled: a disabled account is refused at every staff call, even with a session left open", async () => {
    const db = t.database.db;
    const token = await staffSignIn(t.app, staffDemo.marketing.email, staffDemo.marketing.password);
    await db.update(staff).set({ active: false }).where(eq(staff.id, staffDemo.marketing.id));
    try {
      for (const def of staffCalls) {
        const res = await t.app.inject({ ...badRequest(def), headers: bearer(token) });
        expect(res.statusCode, def.id).toBe(403);
        expect(res.json().message).toBe(
          "This staff account is disabled. Ask an admin to enable it.",
        );
      }
    } finally {
      await db.update(staff).set({ active: true }).where(eq(staff.id, staffDemo.marketing.id));
    }
  });
});

describe("staff.restaurant-scope: requireStaff with a restaurant", () => {
  const at = (id: number, token: string) =>
    t.app.inject({ url: `/test-ops/restaurants/${id}`, headers: bearer(token) });

  it("staff.restaurant-scope: crew work at their one restaurant only", async () => {
    expect((await at(101, tokens.crew)).statusCode).toBe(200);
    const other = await at(102, tokens.crew);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(
      "Your staff account does not work at restaurant 102. Ask an admin to add it.",
    );
  });

  it("staff.restaurant-scope: a manager at each of their restaurants and no other", async () => {
    for (const id of [101, 102, 103, 104])
      expect((await at(id, tokens.manager)).statusCode).toBe(200);
    expect((await at(105, tokens.manager)).statusCode).toBe(403);
  });

  it("staff.restaurant-scope: an admin at every restaurant; marketing at none (role)", async () => {
    expect((await at(142, tokens.admin)).statusCode).toBe(200);
    const marketing = await at(101, tokens.marketing);
    expect(marketing.statusCode).toBe(403);
    expect(marketing.json().message).toBe(
      "This needs a crew or manager or admin account; yours is a marketing account.",
    );
  });

  it("staff.restaurant-scope: without a staff token, 401", async () => {
    expect((await at(101, member.access)).statusCode).toBe(401);
  });
});

describe("staff.restaurant-scope: every call on a restaurant or its orders, for staff of other restaurants", () => {
  /** The staff calls about one restaurant: its pages' calls and the board's moves on its orders. */
  const scoped = staffCalls.filter((def) => /^(restaurants|orders)\/\{id\}/.test(def.path));
  /** Restaurant 105 is neither the demo crew's (101) nor the demo manager's (101–104). */
  const elsewhere = 105;
  let orderElsewhere: string;
  beforeAll(async () => {
    orderElsewhere = `ord_${randomUUID().replaceAll("-", "")}`;
    const at = new Date();
    await t.database.db.insert(orders).values({
      id: orderElsewhere,
      locationId: elsewhere,
      menuId: "m105",
      kind: "default",
      channel: "default",
      state: "submitted",
      handoff: "pickup",
      timeMode: "asap",
      totals: {},
      createdAt: at,
      updatedAt: at,
      submittedAt: at,
    });
  });

  it("staff.restaurant-scope: the board, controls, settings, pacing and report calls are all checked", () => {
    expect(scoped.length).toBeGreaterThanOrEqual(19);
  });

  it.each(scoped.map((def) => [`${def.method} ${def.base}/${def.path}`, def] as const))(
    "staff.restaurant-scope: %s: the crew of 101 and the manager of 101–104 get a 403 for restaurant 105",
    async (_name, def) => {
      const id = def.path.startsWith("orders/") ? orderElsewhere : elsewhere;
      const roles = (["crew", "manager"] as const).filter((r) => allowed[def.id]!.includes(r));
      expect(roles.length).toBeGreaterThan(0);
      for (const role of roles) {
        const res = await t.app.inject({
          method: def.method as "GET" | "POST" | "PUT" | "DELETE",
          url: buildUrl(def, { id }),
          remoteAddress: randomIp(),
          headers: bearer(tokens[role]),
          ...(def.method === "GET" || def.method === "DELETE" ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
        expect(res.json().message).toBe(
          `Your staff account does not work at restaurant ${elsewhere}. Ask an admin to add it.`,
        );
      }
    },
  );
});
