CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "menu_unavailable" (
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "menu_unavailable_restaurant_id_kind_item_id_pk" PRIMARY KEY("restaurant_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_controls" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"paused_until" timestamp with time zone,
	"pause_reason" text,
	"busy_minutes" integer,
	"busy_until" timestamp with time zone,
	"closes_early_date" text,
	"closes_early_minute" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "restaurant_settings" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"auto_advance" boolean DEFAULT false NOT NULL,
	"make_base_minutes" double precision DEFAULT 6 NOT NULL,
	"make_per_item_minutes" double precision DEFAULT 1 NOT NULL,
	"category_minutes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"catering_base_minutes" double precision DEFAULT 90 NOT NULL,
	"pacing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_restaurant_id_kind_slot_start_pk";--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "handoff" text DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_restaurant_id_kind_handoff_slot_start_pk" PRIMARY KEY("restaurant_id","kind","handoff","slot_start");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "make_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "auto_advance" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_status_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "previous_staff_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "menu_unavailable" ADD CONSTRAINT "menu_unavailable_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_controls" ADD CONSTRAINT "restaurant_controls_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE done_at is null and failed_at is null;--> statement-breakpoint
CREATE INDEX "orders_board_idx" ON "orders" USING btree ("location_id","state","kitchen_at");