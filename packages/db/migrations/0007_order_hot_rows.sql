-- The rows every order of a best-seller touches (its product's stock, a popular
-- coupon's usage count) are taken in one call at the very end of the order's
-- transaction, sent together with COMMIT, so their row locks are held only for
-- the server-side work and the commit, never across a round trip to the app.
-- Each raises P0001 with the reason in DETAIL; the transaction then aborts.
CREATE FUNCTION "take_stock"(ids integer[], quantities integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	i integer;
	available integer;
BEGIN
	-- Callers pass ids in ascending order: concurrent orders lock rows in one order.
	FOR i IN 1 .. coalesce(array_length(ids, 1), 0) LOOP
		UPDATE products
			SET stock_quantity = stock_quantity - quantities[i],
				stock_status = CASE WHEN stock_quantity - quantities[i] = 0 THEN 'outofstock' ELSE stock_status END,
				total_sales = total_sales + quantities[i]
			WHERE id = ids[i] AND stock_quantity >= quantities[i];
		IF NOT FOUND THEN
			SELECT stock_quantity INTO available FROM products WHERE id = ids[i];
			RAISE EXCEPTION 'out_of_stock' USING ERRCODE = 'P0001', DETAIL = ids[i] || ':' || coalesce(available, 0);
		END IF;
	END LOOP;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "use_coupons"(codes text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	code_to_use text;
BEGIN
	FOREACH code_to_use IN ARRAY codes LOOP
		UPDATE coupons SET usage_count = usage_count + 1
			WHERE code = code_to_use AND (usage_limit IS NULL OR usage_count < usage_limit);
		IF NOT FOUND THEN
			RAISE EXCEPTION 'coupon_usage' USING ERRCODE = 'P0001', DETAIL = code_to_use;
		END IF;
	END LOOP;
END;
$$;
