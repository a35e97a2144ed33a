-- Every order changes stock. Before, that fired the catalogue-wide
-- notification (migration 0001) and every instance dropped all its catalogue
-- caches on every order. Now an update that sets only stock columns
-- (stock_quantity, stock_status, total_sales: what orders and restocks write)
-- notifies `catalogue_stock` with the products it affects: the product, its
-- parent (variable products embed their variations) and the bundles that
-- contain either. Instances then drop just those products and the lists.
-- Any other change to products still bumps the whole catalogue. A new
-- column of products must be added to the UPDATE OF list below (a test checks).
DROP TRIGGER "products_catalogue_version" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE OF
	"id", "type", "parent_id", "sku", "status", "catalog_visibility", "featured", "regular_price_cents", "sale_price_cents",
	"tax_class", "manage_stock", "min_quantity", "max_quantity", "sold_individually", "menu_order", "average_rating",
	"review_count", "one_time_twin_id", "subscription_plan", "upsell_ids", "created_at", "updated_at"
	ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE FUNCTION "notify_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_stock', concat_ws(',', NEW.id, NEW.parent_id,
		(SELECT string_agg(DISTINCT bundle_id::text, ',') FROM bundle_items WHERE product_id IN (NEW.id, NEW.parent_id))));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_stock_changed" AFTER UPDATE OF "stock_quantity", "stock_status", "total_sales" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "notify_stock_change"();
