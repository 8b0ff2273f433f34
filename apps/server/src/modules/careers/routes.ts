import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";

import { RESUME_MAX_BYTES, RESUME_TYPES } from "@coop/contract/careers";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { isResumeType, RESUME_LIMIT_WORDS, RESUME_TYPE_WORDS } from "./resume-files.ts";
import type { CareersService } from "./service.ts";

/** `careers.rate-limits`: per client address and hour. */
export const RESUMES_PER_IP_PER_HOUR = 20;
export const APPLICATIONS_PER_IP_PER_HOUR = 10;

const contentType = (header: string | undefined) =>
  (header ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * The public careers calls under /api (docs/decisions/031-forms-eclub-careers.md): the job
 * search, the position types, one job, the resume upload and the application.
 */
export const careersRoutes: FastifyPluginAsyncZod<{
  careers: CareersService;
  limiter: RateLimiter;
}> = async (app, { careers, limiter }) => {
  async function limit(kind: string, ip: string, perHour: number) {
    const result = await limiter.hit(`careers:${kind}:ip:${ip}`, {
      limit: perHour,
      windowMs: 3_600_000,
    });
    if (!result.allowed)
      throw new HttpError(429, "Too many tries from here. Please try again later.", {
        headers: { "retry-after": String(result.retryAfterSeconds) },
      });
  }

  app.route({
    ...endpointRoute("jobsSearch", {
      summary: "Open jobs near a ZIP, a city or a point, by position, restaurant and words",
      errors: [400],
    }),
    handler: async (request) => careers.search(request.query),
  });
  app.route({
    ...endpointRoute("positionsList", {
      summary: "The position types with their open jobs",
      errors: [400],
    }),
    handler: async (request) => ({ positions: await careers.positions(request.query.language) }),
  });
  app.route({
    ...endpointRoute("positionsGet", { summary: "One position type", errors: [400, 404] }),
    handler: async (request) => careers.position(request.params.slug, request.query.language),
  });
  app.route({
    ...endpointRoute("jobsGet", {
      summary: "One job (a closed one answers with status closed)",
      errors: [400, 404],
    }),
    handler: async (request) => ({
      job: await careers.job(request.params.id, request.query.language),
    }),
  });
  app.route({
    ...endpointRoute("jobsApply", {
      summary: "Apply for an open job",
      errors: [400, 404, 409, 429],
      status: 201,
    }),
    handler: async (request, reply) => {
      await limit("apply", request.ip, APPLICATIONS_PER_IP_PER_HOUR);
      const answer = await careers.apply(request.params.id, request.body);
      reply.code(201);
      return answer;
    },
  });

  await app.register(async (scope) => {
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    // Raw document bodies on this scope only; every other route keeps its JSON parser and limit.
    upload.addContentTypeParser(
      [...RESUME_TYPES],
      { parseAs: "buffer", bodyLimit: RESUME_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.route({
      ...endpointRoute("careersResumeUpload", {
        summary: "Upload a resume (the body is the file: PDF or Word, at most 5 MB)",
        errors: [400, 429],
        status: 201,
      }),
      // `careers.resume-limits`: the limit, the type and the size before a byte is read.
      preParsing: async (request, _reply, payload) => {
        await limit("resume", request.ip, RESUMES_PER_IP_PER_HOUR);
        if (!isResumeType(contentType(request.headers["content-type"])))
          throw new HttpError(
            400,
            `Upload ${RESUME_TYPE_WORDS} as the body, with its Content-Type.`,
          );
        const length = Number(request.headers["content-length"]);
        if (Number.isFinite(length) && length > RESUME_MAX_BYTES)
          throw new HttpError(
            413,
            `The resume is larger than ${RESUME_LIMIT_WORDS}; upload a smaller file.`,
          );
        return payload;
      },
      handler: async (request, reply) => {
        const type = contentType(request.headers["content-type"]);
        if (!isResumeType(type))
          throw new HttpError(
            400,
            `Upload ${RESUME_TYPE_WORDS} as the body, with its Content-Type.`,
          );
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const answer = await careers.uploadResume(type, body, request.query.name);
        reply.code(201);
        return answer;
      },
    });
  });
};
