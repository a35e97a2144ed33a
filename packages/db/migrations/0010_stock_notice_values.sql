-- The stock notice (migration 0009) now carries the new values, so instances
-- can update the products they hold instead of reloading them: a best-seller
-- changes stock on every order, and reloading it each time costs queries.
-- Payload: {"id", "stock_quantity", "stock_status", "total_sales", "affects": [ids that embed it]}.
CREATE OR REPLACE FUNCTION "notify_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_stock', json_build_object(
		'id', NEW.id,
		'stock_quantity', NEW.stock_quantity,
		'stock_status', NEW.stock_status,
		'total_sales', NEW.total_sales,
		'affects', (SELECT coalesce(json_agg(DISTINCT x), '[]'::json) FROM (
			SELECT NEW.parent_id AS x WHERE NEW.parent_id IS NOT NULL
			UNION SELECT bundle_id FROM bundle_items WHERE product_id IN (NEW.id, NEW.parent_id)) embedding)
	)::text);
	RETURN NULL;
END;
$$;
