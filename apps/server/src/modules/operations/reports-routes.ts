import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { StaffService } from "../staff/service.ts";
import { reportCsv } from "./reports-csv.ts";
import type { ReportsService } from "./reports-service.ts";

/** The restaurant a report call is about (its path id), before validation; undefined: not one. */
function restaurantOf(request: FastifyRequest): number | undefined {
  const id = Number((request.params as { id?: string }).id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The manager's day report (`ops.report-today`, `ops.report-csv`): managers of the restaurant
 * and admins; crew and marketing get a 403 in words (`staff.require-staff`).
 */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  staff: Pick<StaffService, "staffFirst">;
}> = async (app, { reports, staff }) => {
  const managers = staff.staffFirst({ roles: ["manager", "admin"] }, restaurantOf);

  app.route({
    ...endpointRoute("opsToday", {
      summary:
        "A restaurant's day: orders, canceled, sales, average minutes to ready, late orders, by hour and by handoff",
      errors: [400, 401, 403, 404],
    }),
    preValidation: managers.preValidation,
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return {
        status: "ok" as const,
        data: await reports.today(request.params.id, request.query.date),
      };
    },
  });

  const csv = endpointRoute("opsTodayCsv", {
    summary: "The same day report as a CSV file: one row per hour and a total row",
    errors: [400, 401, 403, 404],
  });
  app.route({
    ...csv,
    schema: {
      ...csv.schema,
      response: {
        ...csv.schema.response,
        200: {
          description: "The report as CSV (RFC 4180), a download",
          content: { "text/csv": { schema: z.string().describe("header row, hours, total") } },
        },
      },
    },
    preValidation: managers.preValidation,
    handler: async (request, reply) => {
      const report = await reports.today(request.params.id, request.query.date);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="coop-restaurant-${report.restaurant.id}-${report.date}.csv"`,
        )
        .header("cache-control", "private, no-store")
        .send(reportCsv(report));
    },
  });
};
