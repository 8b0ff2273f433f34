CREATE TABLE "engagement_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"external_id" text,
	"device_id" text,
	"properties" jsonb NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "engagement_events_name_idx" ON "engagement_events" USING btree ("name","time");