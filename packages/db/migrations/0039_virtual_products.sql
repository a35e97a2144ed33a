ALTER TABLE "products" ADD COLUMN "virtual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A shop seeded before this column: its products sold as files with no parcel (the digital guide and video course) become virtual.
UPDATE "products" SET "virtual" = true
WHERE "weight_grams" IS NULL AND "id" IN (SELECT "product_id" FROM "product_downloads");
--> statement-breakpoint
-- Making a product virtual changes what its carts ship: every instance drops its cached catalogue (migration 0020's list, plus "virtual").
DROP TRIGGER "products_catalogue_version_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE OF
	"id", "type", "parent_id", "sku", "status", "catalog_visibility", "featured", "regular_price_cents", "sale_price_cents",
	"tax_class", "manage_stock", "min_quantity", "max_quantity", "sold_individually", "menu_order", "average_rating",
	"review_count", "one_time_twin_id", "subscription_plan", "upsell_ids", "created_at", "updated_at",
	"weight_grams", "length_mm", "width_mm", "height_mm", "virtual"
	ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
