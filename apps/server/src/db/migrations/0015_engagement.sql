CREATE TABLE "engagement_aliases" (
	"alias_label" text NOT NULL,
	"alias_name" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "engagement_aliases_alias_label_alias_name_pk" PRIMARY KEY("alias_label","alias_name")
);
--> statement-breakpoint
CREATE TABLE "engagement_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"segment_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"delivery" text NOT NULL,
	"send_at" timestamp with time zone,
	"trigger_event" text,
	"conversion_event" text,
	"variants" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"first_sent_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "engagement_canvas_entries" (
	"canvas_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"next_step" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"dispatch_id" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "engagement_canvas_entries_canvas_id_user_id_pk" PRIMARY KEY("canvas_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "engagement_canvases" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"segment_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"delivery" text NOT NULL,
	"send_at" timestamp with time zone,
	"trigger_event" text,
	"conversion_event" text,
	"steps" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"first_sent_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "engagement_exports" (
	"object_prefix" text PRIMARY KEY NOT NULL,
	"segment_id" text,
	"status" text NOT NULL,
	"fields" text[],
	"user_count" integer,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"campaign_id" text,
	"canvas_id" text,
	"canvas_step_id" text,
	"variant_id" text,
	"dispatch_id" text NOT NULL,
	"is_control" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"display_count" integer DEFAULT 0 NOT NULL,
	"last_displayed_at" timestamp with time zone,
	"converted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "engagement_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_segment_sizes" (
	"segment_id" text NOT NULL,
	"day" date NOT NULL,
	"size" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "engagement_segment_sizes_segment_id_day_pk" PRIMARY KEY("segment_id","day")
);
--> statement-breakpoint
CREATE TABLE "engagement_segments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rules" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_stats_daily" (
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"variant_id" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"dismissals" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engagement_stats_daily_source_kind_source_id_variant_id_day_pk" PRIMARY KEY("source_kind","source_id","variant_id","day")
);
--> statement-breakpoint
CREATE TABLE "engagement_users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "engagement_users_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "engagement_events" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "engagement_aliases" ADD CONSTRAINT "engagement_aliases_user_id_engagement_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."engagement_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_campaigns" ADD CONSTRAINT "engagement_campaigns_segment_id_engagement_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."engagement_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_canvas_entries" ADD CONSTRAINT "engagement_canvas_entries_canvas_id_engagement_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."engagement_canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_canvas_entries" ADD CONSTRAINT "engagement_canvas_entries_user_id_engagement_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."engagement_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_canvases" ADD CONSTRAINT "engagement_canvases_segment_id_engagement_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."engagement_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_messages" ADD CONSTRAINT "engagement_messages_user_id_engagement_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."engagement_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_purchases" ADD CONSTRAINT "engagement_purchases_user_id_engagement_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."engagement_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_segment_sizes" ADD CONSTRAINT "engagement_segment_sizes_segment_id_engagement_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."engagement_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_aliases_user_idx" ON "engagement_aliases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "engagement_canvas_entries_due_idx" ON "engagement_canvas_entries" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "engagement_messages_user_idx" ON "engagement_messages" USING btree ("user_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "engagement_messages_campaign_idx" ON "engagement_messages" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "engagement_messages_canvas_idx" ON "engagement_messages" USING btree ("canvas_id");--> statement-breakpoint
CREATE INDEX "engagement_purchases_user_idx" ON "engagement_purchases" USING btree ("user_id","time");--> statement-breakpoint
CREATE INDEX "engagement_users_updated_idx" ON "engagement_users" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "engagement_events" ADD CONSTRAINT "engagement_events_user_id_engagement_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."engagement_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_events_user_idx" ON "engagement_events" USING btree ("user_id","name","time");