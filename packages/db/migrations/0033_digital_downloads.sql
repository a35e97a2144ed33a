CREATE TABLE "download_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"download_id" integer NOT NULL,
	"user_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"downloads_remaining" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "download_grants_remaining" CHECK ("download_grants"."downloads_remaining" IS NULL OR "download_grants"."downloads_remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "download_link_uses" (
	"link_id" text PRIMARY KEY NOT NULL,
	"grant_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"download_limit" integer,
	"access_days" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_downloads_limit_positive" CHECK ("product_downloads"."download_limit" IS NULL OR "product_downloads"."download_limit" > 0),
	CONSTRAINT "product_downloads_days_positive" CHECK ("product_downloads"."access_days" IS NULL OR "product_downloads"."access_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_download_id_product_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."product_downloads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_link_uses" ADD CONSTRAINT "download_link_uses_grant_id_download_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."download_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_downloads" ADD CONSTRAINT "product_downloads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_grants_line_file" ON "download_grants" USING btree ("order_line_id","download_id");--> statement-breakpoint
CREATE INDEX "download_grants_user" ON "download_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_downloads_product" ON "product_downloads" USING btree ("product_id");--> statement-breakpoint
-- Digital purchases follow their order (account §2): a paid order (paid_at set: a card charge; or
-- completed: cash on delivery once delivered; never a cash-on-delivery order still processing) grants each downloadable line's
-- files (limit and access days from the file), a cancelled or refunded one revokes them. A deferred
-- constraint trigger, so it runs at commit, when an order's lines exist (they are written after the
-- order row) and whatever path moved the order (checkout, card answer, reconciliation, refund).
-- It reads the order as it stands then, so running more than once changes nothing.
CREATE FUNCTION "downloads_follow_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	current_status text;
	paid boolean;
	buyer integer;
BEGIN
	SELECT status, paid_at IS NOT NULL, user_id INTO current_status, paid, buyer FROM orders WHERE id = NEW.id;
	IF current_status = 'completed' OR (paid AND current_status IN ('processing', 'shipped')) THEN
		INSERT INTO download_grants (order_id, order_line_id, download_id, user_id, expires_at, downloads_remaining)
		SELECT NEW.id, l.id, d.id, buyer,
			CASE WHEN d.access_days IS NULL THEN NULL ELSE now() + make_interval(days => d.access_days) END,
			d.download_limit
		FROM order_lines l
		JOIN product_downloads d ON d.product_id = l.product_id OR (l.variation_id <> 0 AND d.product_id = l.variation_id)
		WHERE l.order_id = NEW.id
		ON CONFLICT (order_line_id, download_id) DO NOTHING;
	ELSIF current_status IN ('cancelled', 'refunded') THEN
		UPDATE download_grants SET revoked_at = now() WHERE order_id = NEW.id AND revoked_at IS NULL;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_downloads" AFTER INSERT OR UPDATE OF status, paid_at ON "orders"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "downloads_follow_order"();
