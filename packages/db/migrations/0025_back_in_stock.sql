CREATE TABLE "stock_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"token" text NOT NULL,
	"cart_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_notification_id_unique" UNIQUE("notification_id"),
	CONSTRAINT "stock_holds_token_unique" UNIQUE("token"),
	CONSTRAINT "stock_holds_quantity" CHECK ("stock_holds"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_notification_id_stock_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."stock_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_holds_product" ON "stock_holds" USING btree ("product_id","expires_at");--> statement-breakpoint
CREATE INDEX "stock_notifications_waiting" ON "stock_notifications" USING btree ("product_id","created_at") WHERE "stock_notifications"."notified_at" IS NULL;--> statement-breakpoint
-- A product or variation coming back in stock queues its back-in-stock job in the same transaction,
-- whatever changed it (an admin, plain SQL, a cancelled order's or a failed payment's restock, a
-- refund): durable, unlike the catalogue_stock notice, which an instance that is down never hears.
-- The job key keeps one queued job per product however often the stock moves, and keeps its time
-- (preserve_run_at): a product waiting a minute for its next throttled batch is not brought forward.
CREATE OR REPLACE FUNCTION "queue_back_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM stock_notifications
		WHERE product_id IN (NEW.id, NEW.parent_id) AND notified_at IS NULL) THEN
		PERFORM graphile_worker.add_job('back_in_stock', json_build_object('productId', NEW.id),
			job_key := 'back_in_stock:' || NEW.id, job_key_mode := 'preserve_run_at', max_attempts := 8);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_back_in_stock" AFTER UPDATE OF stock_quantity, stock_status ON "products"
	FOR EACH ROW
	WHEN (
		NOT (OLD.stock_status <> 'outofstock' AND (NOT OLD.manage_stock OR OLD.stock_quantity IS NULL OR OLD.stock_quantity > 0))
		AND (NEW.stock_status <> 'outofstock' AND (NOT NEW.manage_stock OR NEW.stock_quantity IS NULL OR NEW.stock_quantity > 0))
	)
	EXECUTE FUNCTION "queue_back_in_stock"();
--> statement-breakpoint
-- take_stock with priority holds (issue 17): units held for back-in-stock sign-ups (live at `at`, the
-- shop's clock) cannot be taken by anyone but the cart that claimed them (`holder`, its session token).
-- The product row's lock (the UPDATE) is taken first, and holds are only made under that same lock
-- (PgStockNotificationRepository.release), so the count read here cannot change under the check.
-- A refusal because of holds is 'stock_held' (DETAIL id:units others may take), so the shopper is told why.
-- The holder's own hold is used up by their order.
CREATE OR REPLACE FUNCTION "take_stock"(ids integer[], quantities integer[], holder text, at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	i integer;
	available integer;
	held integer;
BEGIN
	FOR i IN 1 .. coalesce(array_length(ids, 1), 0) LOOP
		SELECT stock_quantity INTO available FROM products WHERE id = ids[i] FOR UPDATE;
		SELECT coalesce(sum(quantity), 0) INTO held FROM stock_holds
			WHERE product_id = ids[i] AND used_at IS NULL AND expires_at > at AND cart_token IS DISTINCT FROM holder;
		UPDATE products
			SET stock_quantity = stock_quantity - quantities[i],
				stock_status = CASE WHEN stock_quantity - quantities[i] = 0 THEN 'outofstock' ELSE stock_status END,
				total_sales = total_sales + quantities[i]
			WHERE id = ids[i] AND stock_quantity - held >= quantities[i];
		IF NOT FOUND THEN
			IF held > 0 AND coalesce(available, 0) >= quantities[i] THEN
				RAISE EXCEPTION 'stock_held' USING ERRCODE = 'P0001', DETAIL = ids[i] || ':' || greatest(coalesce(available, 0) - held, 0);
			END IF;
			RAISE EXCEPTION 'out_of_stock' USING ERRCODE = 'P0001', DETAIL = ids[i] || ':' || coalesce(available, 0);
		END IF;
		UPDATE stock_holds SET used_at = at
			WHERE product_id = ids[i] AND cart_token = holder AND used_at IS NULL AND expires_at > at;
	END LOOP;
END;
$$;
