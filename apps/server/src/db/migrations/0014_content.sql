CREATE TABLE "content_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"alt" jsonb NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "content_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"parent_id" integer,
	"is_folder" boolean DEFAULT false NOT NULL,
	"is_startpage" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"full_slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"tag_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_by_date" text,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"first_published_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"publish_at" timestamp with time zone,
	"lock_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "content_stories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_story_id_content_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."content_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_stories_full_slug_idx" ON "content_stories" USING btree ("full_slug");--> statement-breakpoint
CREATE INDEX "content_stories_parent_idx" ON "content_stories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_stories_publish_at_idx" ON "content_stories" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "content_versions_story_idx" ON "content_versions" USING btree ("story_id","id");