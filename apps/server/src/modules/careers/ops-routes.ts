import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import type { StaffService } from "../staff/service.ts";
import type { CareersOps } from "./ops-service.ts";

/** The largest CSV the import takes. */
const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** `Content-Disposition: attachment` with the file's name, ASCII and UTF-8 (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Careers for staff under /api/ops/careers (`careers.staff-roles`): jobs (admins, managers of
 * the restaurant; marketing may read them), the CSV import (admins), applications and their
 * resumes (admins, managers of the restaurant; `careers.resume-private`).
 */
export const careersOpsRoutes: FastifyPluginAsyncZod<{
  ops: CareersOps;
  access: StaffService["access"];
}> = async (app, { ops, access }) => {
  const readers = access.staffFirst({ roles: ["admin", "manager", "marketing"] });
  const editors = access.staffFirst({ roles: ["admin", "manager"] });
  const admins = access.staffFirst({ roles: ["admin"] });
  const errors = [400, 401, 403, 404] as const;

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    });
    r.addContentTypeParser(
      ["text/csv", "text/plain"],
      { parseAs: "string", bodyLimit: CSV_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    r.route({
      ...endpointRoute("opsCareersJobs", { summary: "Jobs, newest first", errors }),
      preValidation: readers.preValidation,
      handler: async (request) => ops.listJobs(readers.caller(request).staff, request.query),
    });
    r.route({
      ...endpointRoute("opsCareersJobCreate", { summary: "Add a job", errors, status: 201 }),
      preValidation: editors.preValidation,
      handler: async (request, reply) => {
        const job = await ops.createJob(editors.caller(request).staff, request.body);
        reply.code(201);
        return { job };
      },
    });
    r.route({
      ...endpointRoute("opsCareersJobUpdate", { summary: "Edit or close a job", errors }),
      preValidation: editors.preValidation,
      handler: async (request) => ({
        job: await ops.updateJob(editors.caller(request).staff, request.params.id, request.body),
      }),
    });
    r.route({
      ...endpointRoute("opsCareersImport", {
        summary: "Import the jobs spreadsheet's CSV export (text/csv body)",
        description:
          "Header row with external_id, franchise_id (the restaurant id), position (slug or name) and title " +
          "(required), and title_es, employment_type (full_time, part_time, seasonal), pay_min, pay_max " +
          "(hourly, in dollars), status (open, closed), description, description_es. Rows are written by " +
          "external_id; bad rows are reported by line (1 = the header) and field, the good ones kept.",
        errors,
      }),
      // The caller first, then the type, before the body is read.
      preParsing: async (request, _reply, payload) => {
        await admins.preValidation(request);
        const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        if (type !== "text/csv" && type !== "text/plain")
          throw new HttpError(400, "Send the CSV file as the body, with Content-Type text/csv.");
        return payload;
      },
      preValidation: admins.preValidation,
      handler: async (request) =>
        ops.importCsv(
          admins.caller(request).staff,
          typeof request.body === "string" ? request.body : "",
        ),
    });
    r.route({
      ...endpointRoute("opsCareersApplications", { summary: "Applications, newest first", errors }),
      preValidation: editors.preValidation,
      handler: async (request) =>
        ops.listApplications(editors.caller(request).staff, request.query),
    });
    r.route({
      ...endpointRoute("opsCareersApplicationGet", { summary: "One application", errors }),
      preValidation: editors.preValidation,
      handler: async (request) => ({
        application: await ops.application(editors.caller(request).staff, request.params.id),
      }),
    });
    r.route({
      ...endpointRoute("opsCareersApplicationUpdate", {
        summary: "Set an application's status",
        errors,
      }),
      preValidation: editors.preValidation,
      handler: async (request) => ({
        application: await ops.setApplicationStatus(
          editors.caller(request).staff,
          request.params.id,
          request.body.status,
        ),
      }),
    });
    r.route({
      ...endpointRoute("opsCareersResume", {
        summary: "Download an application's resume (an attachment, never cached)",
        errors,
      }),
      preValidation: editors.preValidation,
      handler: async (request, reply) => {
        const file = await ops.resume(editors.caller(request).staff, request.params.id);
        return (
          reply
            .type(file.type)
            .header("content-disposition", attachment(file.name))
            .header("cache-control", "private, no-store")
            .header("x-content-type-options", "nosniff")
            .header("content-security-policy", "default-src 'none'; sandbox")
            // The file's bytes, not the JSON the table's response schema describes.
            .send(file.bytes as never)
        );
      },
    });
  });
};
