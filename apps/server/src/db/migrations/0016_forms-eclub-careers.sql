CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"availability" jsonb NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"resume_file" text,
	"resume_name" text,
	"resume_type" text,
	"resume_bytes" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_changed_by" text,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "job_positions" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"summary" text NOT NULL,
	"summary_es" text,
	"description" text NOT NULL,
	"description_es" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_resume_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bytes" integer NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sheet_syncs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"topic" text,
	"restaurant_id" integer,
	"fields" jsonb NOT NULL,
	"sender_name" text,
	"sender_email" text,
	"sender_phone" text,
	"reply_to" text,
	"subject" text NOT NULL,
	"include_date" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"inbox" text NOT NULL,
	"delivery_state" text DEFAULT 'pending' NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"last_delivery_error" text,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eclub_subscriptions" ADD COLUMN "favorite_items" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "eclub_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "eclub_subscriptions" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "eclub_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "eclub_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "eclub_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "eclub_subscriptions" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "eclub_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_openings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_openings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_changed_by_staff_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_position_slug_job_positions_slug_fk" FOREIGN KEY ("position_slug") REFERENCES "public"."job_positions"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_handled_by_staff_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_restaurant_idx" ON "job_applications" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "job_openings_open_idx" ON "job_openings" USING btree ("status","restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_external_ref_idx" ON "job_openings" USING btree ("external_ref") WHERE "job_openings"."external_ref" is not null;--> statement-breakpoint
CREATE INDEX "form_submissions_created_idx" ON "form_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_restaurant_idx" ON "form_submissions" USING btree ("restaurant_id") WHERE "form_submissions"."restaurant_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "eclub_confirm_token_idx" ON "eclub_subscriptions" USING btree ("confirm_token_hash") WHERE "eclub_subscriptions"."confirm_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "eclub_unsubscribe_token_idx" ON "eclub_subscriptions" USING btree ("unsubscribe_token") WHERE "eclub_subscriptions"."unsubscribe_token" is not null;