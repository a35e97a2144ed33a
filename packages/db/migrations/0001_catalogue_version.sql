-- Every change to catalogue data takes a new number from a sequence and
-- notifies listeners, so server instances can cache catalogue reads and drop
-- the cache the moment anything (a price, a stock level, a name) changes.
-- A sequence rather than a counter row: nextval takes no row lock, so
-- concurrent orders that decrement stock do not queue behind each other.
CREATE SEQUENCE "catalogue_version_seq";
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', nextval('catalogue_version_seq')::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "bundle_items_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "bundle_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "tags_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "product_categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "product_tags_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_tags" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_terms_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_attribute_terms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "media_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
