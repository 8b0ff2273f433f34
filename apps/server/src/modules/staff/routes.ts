import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { StaffAccess } from "./access.ts";
import { type StaffAccounts, staffJson } from "./accounts.ts";

/**
 * Restaurant staff calls under /api/ops (docs/decisions/025-staff-accounts-and-roles.md):
 * sign-in and sign-out, who am I, invitations, the staff list, role changes and the audit
 * log. Every call but sign-in and accepting an invitation needs a staff token, checked before
 * the body (`staff.require-staff`).
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  accounts: StaffAccounts;
  access: StaffAccess;
}> = async (app, { accounts, access }) => {
  // Staff answers are personal: never stored by a browser or a shared cache.
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  });

  app.route({
    ...endpointRoute("opsSignin", {
      summary: "Staff sign-in with email and password; a new staff session each time",
      errors: [400, 401, 403, 429],
    }),
    handler: async (request) => accounts.signIn(request.body, request.ip),
  });

  const anyStaff = access.staffFirst();
  app.route({
    ...endpointRoute("opsSignout", {
      summary: "Staff sign-out: this session's token stops working",
      errors: [401, 403],
    }),
    preValidation: anyStaff.preValidation,
    handler: async (request) => {
      await accounts.signOut(anyStaff.caller(request));
      return { status: "ok" as const, message: "You are signed out." };
    },
  });

  app.route({
    ...endpointRoute("opsMe", {
      summary: "The signed-in staff member: name, role, restaurants",
      errors: [401, 403],
    }),
    preValidation: anyStaff.preValidation,
    handler: async (request) => {
      return { status: "ok" as const, data: staffJson(anyStaff.caller(request).staff) };
    },
  });

  const inviters = access.staffFirst({ roles: ["admin", "manager"] });
  app.route({
    ...endpointRoute("opsInvite", {
      summary: "Invite by email: an admin any role, a manager crew of their own restaurants",
      errors: [400, 401, 403, 409, 503],
    }),
    preValidation: inviters.preValidation,
    handler: async (request) => accounts.invite(inviters.caller(request), request.body),
  });

  app.route({
    ...endpointRoute("opsInviteAccept", {
      summary: "Accept an invitation: creates the staff account and signs in",
      errors: [400],
    }),
    handler: async (request) => accounts.accept(request.body),
  });

  app.route({
    ...endpointRoute("opsStaffList", {
      summary: "Staff accounts: every one for an admin, a manager's restaurants' for a manager",
      errors: [401, 403],
    }),
    preValidation: inviters.preValidation,
    handler: async (request) => accounts.list(inviters.caller(request)),
  });

  const admins = access.staffFirst({ roles: ["admin"] });
  app.route({
    ...endpointRoute("opsStaffUpdate", {
      summary: "Set a staff account's role, restaurants and whether it is active (admin only)",
      errors: [400, 401, 403, 404],
    }),
    preValidation: admins.preValidation,
    handler: async (request) =>
      accounts.update(admins.caller(request), request.params.id, request.body),
  });

  app.route({
    ...endpointRoute("opsAudit", {
      summary: "The staff audit log, newest first, paged with before (admin only)",
      errors: [400, 401, 403],
    }),
    preValidation: admins.preValidation,
    handler: async (request) => accounts.audit(request.query),
  });
};
