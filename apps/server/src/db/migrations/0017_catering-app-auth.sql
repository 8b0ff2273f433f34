CREATE TABLE "app_auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serves" integer;--> statement-breakpoint
ALTER TABLE "app_auth_codes" ADD CONSTRAINT "app_auth_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_auth_codes_member_idx" ON "app_auth_codes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "app_auth_codes_expires_idx" ON "app_auth_codes" USING btree ("expires_at");