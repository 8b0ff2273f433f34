import { and, count, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";

import type {
  opsApplicationSchema,
  opsApplicationsQuerySchema,
  opsJobBodySchema,
  opsJobSchema,
  opsJobsQuerySchema,
  opsJobsResponseSchema,
} from "@coop/contract/ops-careers";

import type { Db } from "../../db/client.ts";
import { jobApplications, jobOpenings, jobPositions } from "../../db/schema/careers.ts";
import { badRequest, HttpError, notFound } from "../../http/http-error.ts";
import { importJobsCsv, type ImportReport, type SheetPull, summaryOf } from "./import.ts";
import { referenceOf } from "./notify.ts";
import {
  type CareersRestaurant,
  type RestaurantDirectory,
  type StaffMember,
  worksAt,
} from "./ports.ts";
import type { ResumeFiles } from "./resume-files.ts";
import type { JobIndexCache } from "./search.ts";

type OpsJob = z.infer<typeof opsJobSchema>;
type OpsApplication = z.infer<typeof opsApplicationSchema>;
type JobsQuery = z.output<typeof opsJobsQuerySchema>;
type JobBody = z.output<typeof opsJobBodySchema>;
type ApplicationsQuery = z.output<typeof opsApplicationsQuerySchema>;
type Audit = (
  tx: Db,
  entry: {
    actorId: string | null;
    action: string;
    target: string | null;
    before?: unknown;
    after?: unknown;
    at: Date;
  },
) => Promise<void>;

const notThere = (restaurantId: number) =>
  new HttpError(
    403,
    `Your staff account does not work at restaurant ${restaurantId}. Ask an admin to add it.`,
  );

/**
 * `careers.staff-roles`: admins see and edit every job and application; managers those of
 * their restaurants; marketing reads the jobs (they are public) and nothing else; crew nothing.
 * Null: the whole chain.
 */
function scopeOf(caller: StaffMember): number[] | null {
  return caller.role === "manager" ? caller.restaurantIds : null;
}

export function createCareersOps(deps: {
  db: Db;
  now: () => Date;
  index: JobIndexCache;
  restaurants: RestaurantDirectory;
  resumes: ResumeFiles;
  audit: Audit;
  sheet: (SheetPull & { url: string }) | null;
}) {
  const { db, now } = deps;

  /** The restaurants of some rows, by id. */
  async function restaurantsOf(ids: number[]): Promise<Map<number, CareersRestaurant>> {
    const rows = await deps.restaurants.byIds([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  function restaurantFilter(
    caller: StaffMember,
    requested: number | undefined,
    column: typeof jobOpenings.restaurantId | typeof jobApplications.restaurantId,
  ): SQL | undefined {
    if (requested !== undefined) {
      if (caller.role === "manager" && !worksAt(caller, requested)) throw notThere(requested);
      return eq(column, requested);
    }
    const scope = scopeOf(caller);
    if (scope === null) return undefined;
    return scope.length === 0 ? eq(column, -1) : inArray(column, scope);
  }

  async function jobsOut(where: SQL | undefined, page?: { limit: number; offset: number }) {
    const applications = db
      .select({ jobId: jobApplications.jobId, n: count().as("n") })
      .from(jobApplications)
      .groupBy(jobApplications.jobId)
      .as("applications");
    let query = db
      .select({ job: jobOpenings, applications: applications.n })
      .from(jobOpenings)
      .leftJoin(applications, eq(applications.jobId, jobOpenings.id))
      .where(where)
      .orderBy(desc(jobOpenings.postedAt), desc(jobOpenings.id))
      .$dynamic();
    if (page) query = query.limit(page.limit).offset(page.offset);
    const rows = await query;
    const places = await restaurantsOf(rows.map((r) => r.job.restaurantId));
    return rows.map(({ job, applications: n }): OpsJob => ({
      id: job.id,
      restaurant: {
        id: job.restaurantId,
        name: places.get(job.restaurantId)?.name ?? `Restaurant ${job.restaurantId}`,
        city: places.get(job.restaurantId)?.city ?? "",
        state: places.get(job.restaurantId)?.state ?? "",
      },
      position_slug: job.positionSlug,
      title: job.title,
      title_es: job.titleEs,
      description: job.description,
      description_es: job.descriptionEs,
      employment_type: job.employmentType as OpsJob["employment_type"],
      pay_min_cents: job.payMinCents,
      pay_max_cents: job.payMaxCents,
      status: job.status as OpsJob["status"],
      source: job.source as OpsJob["source"],
      external_ref: job.externalRef,
      applications: Number(n ?? 0),
      posted_at: job.postedAt.toISOString(),
      updated_at: job.updatedAt.toISOString(),
    }));
  }

  async function oneJob(id: number): Promise<OpsJob> {
    const [job] = await jobsOut(eq(jobOpenings.id, id));
    if (!job) throw notFound(`There is no job ${id}.`);
    return job;
  }

  /** The body's restaurant and position exist, and the pay range reads the right way. */
  async function checkBody(caller: StaffMember, body: JobBody) {
    if (!worksAt(caller, body.restaurant_id)) throw notThere(body.restaurant_id);
    const [restaurant] = await deps.restaurants.byIds([body.restaurant_id]);
    if (!restaurant)
      throw badRequest(`restaurant_id ${body.restaurant_id} is not one of our restaurants.`, [
        { path: "body.restaurant_id", message: "is not a restaurant" },
      ]);
    const [position] = await db
      .select({ slug: jobPositions.slug })
      .from(jobPositions)
      .where(eq(jobPositions.slug, body.position_slug));
    if (!position)
      throw badRequest(`position_slug ${body.position_slug} is not one of our positions.`, [
        { path: "body.position_slug", message: "is not a position" },
      ]);
    const min = body.pay_min_cents ?? null;
    const max = body.pay_max_cents ?? null;
    if (min !== null && max !== null && max < min)
      throw badRequest("pay_max_cents is less than pay_min_cents.", [
        { path: "body.pay_max_cents", message: "is less than pay_min_cents" },
      ]);
    return {
      restaurantId: body.restaurant_id,
      positionSlug: body.position_slug,
      title: body.title,
      titleEs: body.title_es || null,
      description: body.description,
      descriptionEs: body.description_es || null,
      employmentType: body.employment_type,
      payMinCents: min,
      payMaxCents: max,
      status: body.status,
    };
  }

  /** Applications with their restaurants' names. */
  async function named(
    rows: {
      application: typeof jobApplications.$inferSelect;
      job: typeof jobOpenings.$inferSelect;
    }[],
  ) {
    const places = await restaurantsOf(rows.map((r) => r.application.restaurantId));
    return rows.map((row) => ({
      ...row,
      restaurantName:
        places.get(row.application.restaurantId)?.name ??
        `Restaurant ${row.application.restaurantId}`,
    }));
  }

  async function applicationRow(caller: StaffMember, id: string) {
    const [row] = await db
      .select({ application: jobApplications, job: jobOpenings })
      .from(jobApplications)
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.jobId))
      .where(eq(jobApplications.id, id));
    if (!row) throw notFound(`There is no application ${id}.`);
    if (!worksAt(caller, row.application.restaurantId))
      throw notThere(row.application.restaurantId);
    return (await named([row]))[0]!;
  }

  const applicationOut = ({
    application: a,
    job,
    restaurantName,
  }: Awaited<ReturnType<typeof applicationRow>>): OpsApplication => ({
    id: a.id,
    reference: referenceOf(a.id),
    job: { id: job.id, title: job.title },
    restaurant: { id: a.restaurantId, name: restaurantName },
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    phone: a.phone,
    availability: a.availability as OpsApplication["availability"],
    experience: a.experience,
    language: a.language,
    resume:
      a.resumeFile && a.resumeName && a.resumeType
        ? { name: a.resumeName, type: a.resumeType, bytes: a.resumeBytes ?? 0 }
        : null,
    status: a.status as OpsApplication["status"],
    created_at: a.createdAt.toISOString(),
  });

  return {
    async listJobs(
      caller: StaffMember,
      query: JobsQuery,
    ): Promise<z.infer<typeof opsJobsResponseSchema>> {
      const conditions: (SQL | undefined)[] = [
        restaurantFilter(caller, query.restaurant_id, jobOpenings.restaurantId),
        query.status === "all" ? undefined : eq(jobOpenings.status, query.status),
        query.q ? ilike(jobOpenings.title, `%${query.q.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
      ];
      const where = and(...conditions);
      const [{ total }] = (await db.select({ total: count() }).from(jobOpenings).where(where)) as [
        { total: number },
      ];
      const jobs = await jobsOut(where, {
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      let sheet: z.infer<typeof opsJobsResponseSchema>["sheet"] = null;
      if (deps.sheet) {
        const last = await deps.sheet.last();
        sheet = {
          url: deps.sheet.url,
          last_run_at: last?.finishedAt?.toISOString() ?? last?.startedAt.toISOString() ?? null,
          outcome: (last?.outcome as "ok" | "failed" | undefined) ?? null,
          summary: last
            ? typeof last.report.error === "string"
              ? last.report.error
              : summaryOf(last.report as unknown as ImportReport)
            : null,
        };
      }
      return { jobs, total: Number(total), page: query.page, per_page: query.per_page, sheet };
    },

    async createJob(caller: StaffMember, body: JobBody): Promise<OpsJob> {
      const values = await checkBody(caller, body);
      const at = now();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobOpenings)
          .values({ ...values, source: "manual", postedAt: at, updatedAt: at })
          .returning({ id: jobOpenings.id });
        await deps.audit(tx, {
          actorId: caller.id,
          action: "careers.job-create",
          target: `job:${row!.id}`,
          after: values,
          at,
        });
        return row!.id;
      });
      deps.index.invalidate();
      return oneJob(id);
    },

    async updateJob(caller: StaffMember, id: number, body: JobBody): Promise<OpsJob> {
      const [before] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
      if (!before) throw notFound(`There is no job ${id}.`);
      if (!worksAt(caller, before.restaurantId)) throw notThere(before.restaurantId);
      const values = await checkBody(caller, body);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(jobOpenings)
          .set({ ...values, updatedAt: at })
          .where(eq(jobOpenings.id, id));
        await deps.audit(tx, {
          actorId: caller.id,
          action: "careers.job-update",
          target: `job:${id}`,
          before,
          after: values,
          at,
        });
      });
      deps.index.invalidate();
      return oneJob(id);
    },

    async importCsv(caller: StaffMember, text: string) {
      const at = now();
      const report = await importJobsCsv(db, text, {
        source: "import",
        now: at,
        restaurantIds: (await deps.restaurants.active()).map((r) => r.id),
      });
      await deps.audit(db, {
        actorId: caller.id,
        action: "careers.import",
        target: null,
        after: { created: report.created, updated: report.updated, errors: report.errors.length },
        at,
      });
      deps.index.invalidate();
      return {
        created: report.created,
        updated: report.updated,
        unchanged: report.unchanged,
        errors: report.errors,
      };
    },

    async listApplications(caller: StaffMember, query: ApplicationsQuery) {
      const where = and(
        restaurantFilter(caller, query.restaurant_id, jobApplications.restaurantId),
        query.job_id === undefined ? undefined : eq(jobApplications.jobId, query.job_id),
        query.status === "all" ? undefined : eq(jobApplications.status, query.status),
      );
      const [{ total }] = (await db
        .select({ total: count() })
        .from(jobApplications)
        .where(where)) as [{ total: number }];
      const rows = await db
        .select({ application: jobApplications, job: jobOpenings })
        .from(jobApplications)
        .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.jobId))
        .where(where)
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      return {
        applications: (await named(rows)).map(applicationOut),
        total: Number(total),
        page: query.page,
        per_page: query.per_page,
      };
    },

    async application(caller: StaffMember, id: string): Promise<OpsApplication> {
      return applicationOut(await applicationRow(caller, id));
    },

    async setApplicationStatus(
      caller: StaffMember,
      id: string,
      status: OpsApplication["status"],
    ): Promise<OpsApplication> {
      const row = await applicationRow(caller, id);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(jobApplications)
          .set({ status, statusChangedBy: caller.id, statusChangedAt: at })
          .where(eq(jobApplications.id, id));
        await deps.audit(tx, {
          actorId: caller.id,
          action: "careers.application-status",
          target: `application:${id}`,
          before: { status: row.application.status },
          after: { status },
          at,
        });
      });
      return applicationOut(await applicationRow(caller, id));
    },

    /** `careers.resume-private`: the file, for staff who may see its application only. */
    async resume(caller: StaffMember, id: string) {
      const { application: a } = await applicationRow(caller, id);
      if (!a.resumeFile || !a.resumeType) throw notFound("This application has no resume.");
      const bytes = await deps.resumes.read(a.resumeFile);
      if (!bytes) throw notFound("This application's resume file is missing.");
      return { bytes, type: a.resumeType, name: a.resumeName ?? "resume" };
    },
  };
}

export type CareersOps = ReturnType<typeof createCareersOps>;
