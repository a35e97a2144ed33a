CREATE TABLE "bundle_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"bulk_discount_percent" integer DEFAULT 0 NOT NULL,
	"is_removable" boolean DEFAULT false NOT NULL,
	"is_indented" boolean DEFAULT true NOT NULL,
	"is_thumbnail_hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"sku" text NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"catalog_visibility" text DEFAULT 'visible' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"regular_price_cents" integer NOT NULL,
	"sale_price_cents" integer,
	"tax_class" text DEFAULT 'standard' NOT NULL,
	"manage_stock" boolean DEFAULT true NOT NULL,
	"stock_quantity" integer,
	"stock_status" text DEFAULT 'instock' NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"max_quantity" integer,
	"sold_individually" boolean DEFAULT false NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"total_sales" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"one_time_twin_id" integer,
	"subscription_plan" jsonb,
	"upsell_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_price_nonneg" CHECK ("products"."regular_price_cents" >= 0 AND ("products"."sale_price_cents" IS NULL OR "products"."sale_price_cents" >= 0)),
	CONSTRAINT "products_stock_nonneg" CHECK ("products"."stock_quantity" IS NULL OR "products"."stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_group_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_group_id_pk" PRIMARY KEY("product_id","category_group_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_group_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_group_id_pk" PRIMARY KEY("product_id","tag_group_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxonomy" text NOT NULL,
	"name_en" text NOT NULL,
	"name_lt" text NOT NULL,
	CONSTRAINT "attributes_taxonomy_unique" UNIQUE("taxonomy")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_terms" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"has_variations" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_attribute_terms_product_id_attribute_id_term_id_pk" PRIMARY KEY("product_id","attribute_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"alt_en" text NOT NULL,
	"alt_lt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "media_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_images_product_id_media_id_pk" PRIMARY KEY("product_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_type" text NOT NULL,
	"amount" integer NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_lt" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"minimum_spend_cents" integer,
	"individual_use" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_amount_nonneg" CHECK ("coupons"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_id_products_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_terms" ADD CONSTRAINT "attribute_terms_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_terms" ADD CONSTRAINT "product_attribute_terms_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_terms" ADD CONSTRAINT "product_attribute_terms_term_id_attribute_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."attribute_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_items_bundle" ON "bundle_items" USING btree ("bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_lang_slug" ON "product_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "products_parent" ON "products" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_type" ON "products" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_lang_slug" ON "categories" USING btree ("lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_group_lang" ON "categories" USING btree ("group_id","lang");--> statement-breakpoint
CREATE INDEX "product_categories_group" ON "product_categories" USING btree ("category_group_id");--> statement-breakpoint
CREATE INDEX "product_tags_group" ON "product_tags" USING btree ("tag_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_lang_slug" ON "tags" USING btree ("lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_group_lang" ON "tags" USING btree ("group_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_terms_attr_slug" ON "attribute_terms" USING btree ("attribute_id","slug");