ALTER TABLE "offers" ADD COLUMN "welcome_valid_days" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "wallet_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A database seeded before these columns existed holds the demo chain: its wallet offers' codes
-- and its welcome offer were rules in code until now; they become data here.
UPDATE "coupons" SET "wallet_only" = true WHERE "code" IN ('WELCOME5', 'FREEBISCUIT', 'SIDEKICK', 'SUMMER3', 'CATERTEA') AND EXISTS (SELECT 1 FROM "app_meta" WHERE "key" = 'seed:coupons-v1');--> statement-breakpoint
UPDATE "offers" SET "welcome_valid_days" = 30 WHERE "id" = 'welcome' AND EXISTS (SELECT 1 FROM "app_meta" WHERE "key" = 'seed:loyalty-catalog-v1');
