CREATE TABLE "coupon_redemptions" (
	"order_id" text NOT NULL,
	"code" text NOT NULL,
	"customer" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_order_id_code_pk" PRIMARY KEY("order_id","code")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent_bps" integer,
	"amount_cents" integer,
	"free_sku" text,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"handoffs" text[],
	"channels" text[],
	"per_customer_limit" integer,
	"global_limit" integer,
	"active" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"source_order_id" text NOT NULL,
	"description" text NOT NULL,
	"menu_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seq" serial NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"calories" integer NOT NULL,
	"choices" jsonb NOT NULL,
	"instructions" text,
	"recipient" text,
	"is_upsell" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"number" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	CONSTRAINT "order_numbers_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" integer,
	"location_id" integer NOT NULL,
	"menu_id" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"handoff" text NOT NULL,
	"address" jsonb,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_mode" text NOT NULL,
	"time_wanted" timestamp with time zone,
	"coupon_code" text,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"donation" jsonb,
	"member_id" text,
	"contact" jsonb,
	"totals" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"kitchen_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"slot_start" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"saved_card_id" text,
	"member_id" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"brand" text,
	"last4" text,
	"provider_ref" text,
	"failure_code" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_payments_last4_check" CHECK ("order_payments"."last4" is null or "order_payments"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "test_processor_cards" (
	"ref" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_processor_cards_last4_check" CHECK ("test_processor_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "test_processor_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"voided_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_processor_charges_amounts_check" CHECK ("test_processor_charges"."voided_cents" + "test_processor_charges"."refunded_cents" <= "test_processor_charges"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "test_processor_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"outcome" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"save_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"saved_at" timestamp with time zone,
	CONSTRAINT "test_processor_tokens_last4_check" CHECK ("test_processor_tokens"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_code_idx" ON "coupon_redemptions" USING btree ("code","state");--> statement-breakpoint
CREATE INDEX "favorite_orders_member_idx" ON "favorite_orders" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_key_idx" ON "order_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_ref_idx" ON "order_payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "test_processor_charges_key_idx" ON "test_processor_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_processor_tokens_expiry_idx" ON "test_processor_tokens" USING btree ("expires_at");