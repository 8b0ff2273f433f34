import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { StaffService } from "../staff/service.ts";
import { type FormsOpsService, SUBMISSION_READERS, submissionsCsv } from "./ops-service.ts";

/**
 * The staff's form submissions under /api/ops/forms (`forms.staff-roles`): admins and
 * marketing see every submission, managers those of their restaurants, crew none (403); the
 * list as CSV (`forms.csv`); marking one handled or open (`forms.handled`).
 */
export const formsOpsRoutes: FastifyPluginAsyncZod<{
  ops: FormsOpsService;
  access: StaffService["access"];
}> = async (app, { ops, access }) => {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  });
  const readers = access.staffFirst({ roles: SUBMISSION_READERS });
  const errors = [400, 401, 403, 404] as const;

  app.route({
    ...endpointRoute("opsFormsList", {
      summary: "Form submissions: filter by form, handled state, restaurant and words",
      errors: [400, 401, 403],
    }),
    preValidation: readers.preValidation,
    handler: async (request) => ops.list(readers.caller(request).staff, request.query),
  });

  const csv = endpointRoute("opsFormsCsv", {
    summary: "The matching form submissions as a CSV file",
    errors: [400, 401, 403],
  });
  app.route({
    ...csv,
    schema: {
      ...csv.schema,
      response: {
        ...csv.schema.response,
        200: {
          description: "The submissions as CSV (RFC 4180), a download",
          content: {
            "text/csv": { schema: z.string().describe("header row, one row a submission") },
          },
        },
      },
    },
    preValidation: readers.preValidation,
    handler: async (request, reply) => {
      const list = await ops.all(readers.caller(request).staff, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="coop-form-submissions.csv"')
        .send(submissionsCsv(list));
    },
  });

  app.route({
    ...endpointRoute("opsFormsGet", {
      summary: "One form submission with its fields and delivery",
      errors,
    }),
    preValidation: readers.preValidation,
    handler: async (request) => ({
      submission: await ops.get(readers.caller(request).staff, request.params.id),
    }),
  });

  app.route({
    ...endpointRoute("opsFormsUpdate", {
      summary: "Mark a form submission handled, or open again",
      errors,
    }),
    preValidation: readers.preValidation,
    handler: async (request) => ({
      submission: await ops.setHandled(
        readers.caller(request).staff,
        request.params.id,
        request.body.handled,
      ),
    }),
  });
};
