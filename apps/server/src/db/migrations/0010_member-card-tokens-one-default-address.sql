CREATE TABLE "member_card_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "member_card_tokens_last4_check" CHECK ("member_card_tokens"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE INDEX "member_card_tokens_expiry_idx" ON "member_card_tokens" USING btree ("expires_at");--> statement-breakpoint
-- member.address-default: keep only the newest default of a member before the index holds it.
UPDATE "member_addresses" AS "a" SET "is_default" = false WHERE "a"."is_default" AND EXISTS (SELECT 1 FROM "member_addresses" AS "b" WHERE "b"."member_id" = "a"."member_id" AND "b"."is_default" AND ("b"."created_at", "b"."id") > ("a"."created_at", "a"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default_idx" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_default";