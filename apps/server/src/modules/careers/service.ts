import { randomUUID } from "node:crypto";

import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";

import type {
  applicationBodySchema,
  applicationResponseSchema,
  jobDetailSchema,
  positionSchema,
  resumeUploadResponseSchema,
} from "@coop/contract/careers";
import { normalizePhone } from "@coop/contract/phone";

import type { Db } from "../../db/client.ts";
import {
  jobApplications,
  jobOpenings,
  jobPositions,
  jobResumeUploads,
} from "../../db/schema/careers.ts";
import { badRequest, HttpError, notFound } from "../../http/http-error.ts";
import type { JobQueue } from "../jobs/service.ts";
import { APPLICATION_CONFIRM_JOB, APPLICATION_NOTIFY_JOB, referenceOf } from "./notify.ts";
import type { PlaceFinder, RestaurantDirectory } from "./ports.ts";
import {
  cleanFileName,
  describeBytes,
  RESUME_TYPE_WORDS,
  type ResumeFiles,
  type ResumeType,
  resumeTypeName,
  sniffResumeType,
} from "./resume-files.ts";
import {
  type JobIndexCache,
  type JobSearchQuery,
  type JobSearchResponse,
  type Language,
  locationOf,
  originOf,
  type PositionRow,
  searchJobs,
} from "./search.ts";

type Position = z.infer<typeof positionSchema>;
type JobDetail = z.infer<typeof jobDetailSchema>;
type ApplicationBody = z.output<typeof applicationBodySchema>;
type ApplicationAnswer = z.infer<typeof applicationResponseSchema>;
type ResumeUploadAnswer = z.infer<typeof resumeUploadResponseSchema>;

const positionOut = (row: PositionRow, language: Language, openJobs: number): Position => ({
  slug: row.slug,
  name: (language === "es" && row.nameEs) || row.name,
  summary: (language === "es" && row.summaryEs) || row.summary,
  description: (language === "es" && row.descriptionEs) || row.description,
  open_jobs: openJobs,
});

export type CareersDeps = {
  db: Db;
  now: () => Date;
  geocoder: PlaceFinder;
  restaurants: RestaurantDirectory;
  index: JobIndexCache;
  resumes: ResumeFiles;
  jobs: JobQueue;
};

/** The public careers calls: search, positions, one job, a resume upload, an application. */
export function createCareersService(deps: CareersDeps) {
  const { db, now, index } = deps;

  async function openJobsByPosition(): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const job of (await index.get()).jobs)
      counts.set(job.positionSlug, (counts.get(job.positionSlug) ?? 0) + 1);
    return counts;
  }

  return {
    async search(query: JobSearchQuery): Promise<JobSearchResponse> {
      const origin = originOf(query, deps.geocoder);
      return searchJobs(await index.get(), query, origin);
    },

    /** `careers.positions`: the position types in their order, with their open jobs now. */
    async positions(language: Language = "en"): Promise<Position[]> {
      const [{ positions }, counts] = await Promise.all([index.get(), openJobsByPosition()]);
      return [...positions.values()].map((p) => positionOut(p, language, counts.get(p.slug) ?? 0));
    },

    async position(slug: string, language: Language = "en"): Promise<Position> {
      const [row] = await db.select().from(jobPositions).where(eq(jobPositions.slug, slug));
      if (!row) throw notFound(`There is no position ${slug}.`);
      const counts = await openJobsByPosition();
      return positionOut(row, language, counts.get(slug) ?? 0);
    },

    /** `careers.job-closed`: a closed job still answers, with its status, so a page can say so. */
    async job(id: number, language: Language = "en"): Promise<JobDetail> {
      const [row] = await db
        .select({ job: jobOpenings, position: jobPositions })
        .from(jobOpenings)
        .innerJoin(jobPositions, eq(jobPositions.slug, jobOpenings.positionSlug))
        .where(eq(jobOpenings.id, id));
      const [restaurant] = row ? await deps.restaurants.byIds([row.job.restaurantId]) : [];
      if (!row || !restaurant) throw notFound(`There is no job ${id}.`);
      const { job, position } = row;
      const es = language === "es";
      return {
        id: job.id,
        title: (es && job.titleEs) || job.title,
        description: (es && job.descriptionEs) || job.description,
        position: {
          slug: position.slug,
          name: (es && position.nameEs) || position.name,
          description: (es && position.descriptionEs) || position.description,
        },
        employment_type: job.employmentType as JobDetail["employment_type"],
        pay_min_cents: job.payMinCents,
        pay_max_cents: job.payMaxCents,
        location: locationOf(restaurant),
        distance_miles: null,
        posted_at: job.postedAt.toISOString(),
        // A job at a restaurant that closed for good is closed too.
        status: job.status === "open" && restaurant.active ? "open" : "closed",
      };
    },

    /**
     * `careers.resume-limits`: the bytes must be what the Content-Type says (PDF or Word);
     * stored privately (`careers.resume-private`) until an application claims it.
     */
    async uploadResume(type: ResumeType, bytes: Buffer, name: string): Promise<ResumeUploadAnswer> {
      if (bytes.length === 0)
        throw badRequest(`The file is empty; upload ${RESUME_TYPE_WORDS}.`, [
          { path: "body", message: "is empty" },
        ]);
      const actual = sniffResumeType(bytes);
      if (actual !== type)
        throw badRequest(
          `The file is not ${resumeTypeName(type)} (it is ${describeBytes(bytes)}); upload ${RESUME_TYPE_WORDS}.`,
          [{ path: "body", message: `is not ${resumeTypeName(type)}` }],
        );
      const id = randomUUID();
      const file = await deps.resumes.write(bytes);
      const clean = cleanFileName(name);
      try {
        await db.insert(jobResumeUploads).values({
          id,
          file,
          name: clean,
          type,
          bytes: bytes.length,
          createdAt: now(),
        });
      } catch (error) {
        await deps.resumes.remove(file);
        throw error;
      }
      return { resume_id: id, name: clean, bytes: bytes.length };
    },

    /**
     * POST jobs/{id}/applications: the job must be open (`careers.apply-open-job`); the resume,
     * when named, is claimed in the same transaction as the application is stored and the
     * managers' email is queued (`careers.application-email`). A filled honeypot is answered
     * like a success and nothing is kept (`careers.application-spam`).
     */
    async apply(jobId: number, body: ApplicationBody): Promise<ApplicationAnswer> {
      if (body.website_url && body.website_url.trim() !== "") {
        const id = randomUUID();
        return { status: "received", id, reference: referenceOf(id) };
      }
      const [job] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, jobId));
      if (!job) throw notFound(`There is no job ${jobId}.`);
      const [restaurant] = await deps.restaurants.byIds([job.restaurantId]);
      if (job.status !== "open" || !restaurant?.active)
        throw new HttpError(409, "This job is closed and no longer takes applications.");
      const phone = normalizePhone(body.phone);
      if (!phone)
        throw badRequest("phone must be a 10-digit US phone number.", [
          { path: "body.phone", message: "must be a 10-digit US phone number" },
        ]);
      const id = randomUUID();
      const at = now();
      await db.transaction(async (tx) => {
        let resume: typeof jobResumeUploads.$inferSelect | undefined;
        if (body.resume_id) {
          [resume] = await tx
            .update(jobResumeUploads)
            .set({ claimedAt: at })
            .where(and(eq(jobResumeUploads.id, body.resume_id), isNull(jobResumeUploads.claimedAt)))
            .returning();
          if (!resume)
            throw badRequest(
              "resume_id is not a resume uploaded here, or another application has it; upload the resume again.",
              [{ path: "body.resume_id", message: "is not an unused uploaded resume" }],
            );
        }
        await tx.insert(jobApplications).values({
          id,
          jobId: job.id,
          restaurantId: job.restaurantId,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone,
          availability: body.availability as Record<string, string[]>,
          experience: body.experience,
          resumeFile: resume?.file ?? null,
          resumeName: resume?.name ?? null,
          resumeType: resume?.type ?? null,
          resumeBytes: resume?.bytes ?? null,
          language: body.language ?? "en",
          createdAt: at,
        });
        await deps.jobs.enqueue(tx, {
          kind: APPLICATION_NOTIFY_JOB,
          key: `careers.application:${id}`,
          runAt: at,
          payload: { applicationId: id },
        });
        await deps.jobs.enqueue(tx, {
          kind: APPLICATION_CONFIRM_JOB,
          key: `careers.application-confirm:${id}`,
          runAt: at,
          payload: { applicationId: id },
        });
      });
      deps.jobs.wake();
      return { status: "received", id, reference: referenceOf(id) };
    },
  };
}

export type CareersService = ReturnType<typeof createCareersService>;
