CREATE TABLE "menu_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"parent_option_id" integer,
	"name" text NOT NULL,
	"min_select" integer NOT NULL,
	"max_select" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_delta_cents" integer NOT NULL,
	"calories" integer NOT NULL,
	"is_default" boolean NOT NULL,
	"max_quantity" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"base_calories" integer NOT NULL,
	"max_calories" integer NOT NULL,
	"allergens" text[] NOT NULL,
	"images" jsonb NOT NULL,
	"availability" jsonb NOT NULL,
	"max_quantity" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "restaurant_unavailable_products" (
	"restaurant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "restaurant_unavailable_products_restaurant_id_product_id_pk" PRIMARY KEY("restaurant_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"handoff_modes" text[] NOT NULL,
	"calendars" jsonb NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"delivery_radius_miles" double precision NOT NULL,
	"delivery_fee_tiers" jsonb NOT NULL,
	"delivery_minimum_cents" integer NOT NULL,
	"lead_time_minutes" integer NOT NULL,
	"slot_capacity" integer NOT NULL,
	"catering_lead_time_minutes" integer NOT NULL,
	"catering_slot_capacity" integer NOT NULL,
	"menu_id" text NOT NULL,
	"catering_menu_id" text NOT NULL,
	"message" text,
	"closed_dates" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "restaurants_slug_unique" UNIQUE("slug"),
	CONSTRAINT "restaurants_menu_id_unique" UNIQUE("menu_id"),
	CONSTRAINT "restaurants_catering_menu_id_unique" UNIQUE("catering_menu_id")
);
--> statement-breakpoint
CREATE TABLE "slot_reservations" (
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "slot_reservations_restaurant_id_kind_slot_start_pk" PRIMARY KEY("restaurant_id","kind","slot_start")
);
--> statement-breakpoint
CREATE TABLE "upsell_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trigger_skus" text[] NOT NULL,
	"trigger_category_ids" integer[] NOT NULL,
	"suggest_skus" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_unavailable_products" ADD CONSTRAINT "restaurant_unavailable_products_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_unavailable_products" ADD CONSTRAINT "restaurant_unavailable_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "option_groups_product_idx" ON "option_groups" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_options_group_idx" ON "product_options" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "products_menu_idx" ON "products" USING btree ("menu_id");