ALTER TABLE "coupons" ADD COLUMN "free_item_name" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "exp_month" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "exp_year" integer;