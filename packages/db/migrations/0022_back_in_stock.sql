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
-- The job key keeps one queued job per product however often the stock moves.
CREATE OR REPLACE FUNCTION "queue_back_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM stock_notifications
		WHERE product_id IN (NEW.id, NEW.parent_id) AND notified_at IS NULL) THEN
		PERFORM graphile_worker.add_job('back_in_stock', json_build_object('productId', NEW.id),
			job_key := 'back_in_stock:' || NEW.id, max_attempts := 8);
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
