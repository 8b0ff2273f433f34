import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { restaurants } from "./catalog.ts";
import { staff } from "./staff.ts";

/**
 * Careers (docs/decisions/031-forms-eclub-careers.md): the position types, the job openings at
 * the restaurants (edited at /ops/careers, imported from a spreadsheet's CSV export or pulled
 * from JOBS_SHEET_URL on a schedule), and the applications with their optional resume (a
 * private file under DATA_DIR/resumes, served only to staff).
 */
export const jobPositions = pgTable("job_positions", {
  /** cook, team-member, shift-leader… */
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  nameEs: text("name_es"),
  summary: text("summary").notNull(),
  summaryEs: text("summary_es"),
  /** Longer description (plain text paragraphs). */
  description: text("description").notNull(),
  descriptionEs: text("description_es"),
  position: integer("position").notNull().default(0),
});

/**
 * The job openings. The table is `job_openings`: `jobs` is the durable job queue's (schema/operations.ts).
 */
export const jobOpenings = pgTable(
  "job_openings",
  {
    id: serial("id").primaryKey(),
    /** The job location's franchise id is the restaurant's id. */
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    positionSlug: text("position_slug")
      .notNull()
      .references(() => jobPositions.slug),
    title: text("title").notNull(),
    titleEs: text("title_es"),
    description: text("description").notNull().default(""),
    descriptionEs: text("description_es"),
    /** full_time | part_time | seasonal */
    employmentType: text("employment_type").notNull().default("part_time"),
    /** Hourly pay range in cents; null when not published. */
    payMinCents: integer("pay_min_cents"),
    payMaxCents: integer("pay_max_cents"),
    /** open | closed */
    status: text("status").notNull().default("open"),
    /** manual | import | sheet: where the row came from. */
    source: text("source").notNull().default("manual"),
    /** The spreadsheet's own id for the row (imports update by it); null for manual jobs. */
    externalRef: text("external_ref"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_openings_open_idx").on(t.status, t.restaurantId),
    uniqueIndex("job_openings_external_ref_idx")
      .on(t.externalRef)
      .where(sql`${t.externalRef} is not null`),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobOpenings.id),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** By day (mon…sun): the parts of the day the applicant can work (morning, afternoon, evening, overnight). */
    availability: jsonb("availability").$type<Record<string, string[]>>().notNull(),
    experience: text("experience").notNull().default(""),
    /** The resume's private file under DATA_DIR/resumes (a random name), its name and type as uploaded. */
    resumeFile: text("resume_file"),
    resumeName: text("resume_name"),
    resumeType: text("resume_type"),
    resumeBytes: integer("resume_bytes"),
    language: text("language").notNull().default("en"),
    /** new | reviewed | interview | hired | declined */
    status: text("status").notNull().default("new"),
    statusChangedBy: text("status_changed_by").references(() => staff.id),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_applications_restaurant_idx").on(t.restaurantId, t.createdAt)],
);

/** Resumes uploaded before their application is sent (a token the application names). */
export const jobResumeUploads = pgTable("job_resume_uploads", {
  id: uuid("id").primaryKey(),
  file: text("file").notNull(),
  name: text("name").notNull(),
  type: text("type").notNull(),
  bytes: integer("bytes").notNull(),
  /** Set when an application takes it; unclaimed uploads are deleted after a day. */
  claimedAt: timestamp("claimed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The last pull of JOBS_SHEET_URL (one row): when, what it answered, what changed. */
export const jobSheetSyncs = pgTable("job_sheet_syncs", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  url: text("url").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  /** ok | failed */
  outcome: text("outcome").notNull(),
  /** { created, updated, closed, errors: [{ line, field, message }] } or the failure. */
  report: jsonb("report").$type<Record<string, unknown>>().notNull(),
});
