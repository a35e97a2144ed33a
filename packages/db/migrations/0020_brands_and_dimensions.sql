CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "brands_lang" CHECK ("brands"."lang" IN ('en', 'lt'))
);
--> statement-breakpoint
CREATE TABLE "product_brands" (
	"product_id" integer NOT NULL,
	"brand_group_id" integer NOT NULL,
	CONSTRAINT "product_brands_product_id_brand_group_id_pk" PRIMARY KEY("product_id","brand_group_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_mm" integer;--> statement-breakpoint
ALTER TABLE "product_brands" ADD CONSTRAINT "product_brands_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_lang_slug" ON "brands" USING btree ("lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_group_lang" ON "brands" USING btree ("group_id","lang");--> statement-breakpoint
CREATE INDEX "product_brands_group" ON "product_brands" USING btree ("brand_group_id");--> statement-breakpoint
-- Brands are catalogue data like categories and tags (migration 0001); attributes and their
-- terms are now served by the Store API's attribute routes, so they notify too.
CREATE TRIGGER "brands_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "product_brands_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "attributes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "attribute_terms_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "attribute_terms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- The new products columns (weight, box size) change the catalogue: the UPDATE OF list of migration 0009 grows.
DROP TRIGGER "products_catalogue_version_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE OF
	"id", "type", "parent_id", "sku", "status", "catalog_visibility", "featured", "regular_price_cents", "sale_price_cents",
	"tax_class", "manage_stock", "min_quantity", "max_quantity", "sold_individually", "menu_order", "average_rating",
	"review_count", "one_time_twin_id", "subscription_plan", "upsell_ids", "created_at", "updated_at",
	"weight_grams", "length_mm", "width_mm", "height_mm"
	ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
