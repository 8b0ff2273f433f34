CREATE TABLE "job_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"position_slug" text NOT NULL,
	"title" text NOT NULL,
	"title_es" text,
	"description" text DEFAULT '' NOT NULL,
	"description_es" text,
	"employment_type" text DEFAULT 'part_time' NOT NULL,
	"pay_min_cents" integer,
	"pay_max_cents" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"external_ref" text,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_position_slug_job_positions_slug_fk" FOREIGN KEY ("position_slug") REFERENCES "public"."job_positions"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_openings_open_idx" ON "job_openings" USING btree ("status","restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_external_ref_idx" ON "job_openings" USING btree ("external_ref") WHERE "job_openings"."external_ref" is not null;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_openings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_openings"("id") ON DELETE no action ON UPDATE no action;