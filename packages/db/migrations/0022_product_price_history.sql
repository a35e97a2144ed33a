CREATE TABLE "product_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"regular_price_cents" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	CONSTRAINT "product_price_history_span" CHECK ("product_price_history"."valid_to" IS NULL OR "product_price_history"."valid_to" >= "product_price_history"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_history_product" ON "product_price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "product_price_history_open" ON "product_price_history" USING btree ("product_id") WHERE "product_price_history"."valid_to" IS NULL;--> statement-breakpoint
-- The price history the EU's 30-day prior price is read from (Price Indication
-- Directive, Art. 6a). A row trigger on products keeps it, so whatever writes a
-- price (the seed, an admin screen, SQL by hand) records it: when the price a
-- shopper pays or the regular price changes, the open row is closed now and a
-- new one opens. A second change in the same transaction (or to a row that
-- opens in the future) rewrites the open row: that price never applied.
CREATE FUNCTION "record_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	paid integer := CASE WHEN NEW.sale_price_cents IS NOT NULL AND NEW.sale_price_cents < NEW.regular_price_cents
		THEN NEW.sale_price_cents ELSE NEW.regular_price_cents END;
	open_row product_price_history%ROWTYPE;
BEGIN
	SELECT * INTO open_row FROM product_price_history WHERE product_id = NEW.id AND valid_to IS NULL FOR UPDATE;
	IF FOUND AND open_row.price_cents = paid AND open_row.regular_price_cents = NEW.regular_price_cents THEN
		RETURN NULL;
	END IF;
	IF FOUND AND open_row.valid_from >= now() THEN
		UPDATE product_price_history SET price_cents = paid, regular_price_cents = NEW.regular_price_cents WHERE id = open_row.id;
		RETURN NULL;
	END IF;
	IF FOUND THEN
		UPDATE product_price_history SET valid_to = now() WHERE id = open_row.id;
	END IF;
	INSERT INTO product_price_history (product_id, price_cents, regular_price_cents, valid_from)
		VALUES (NEW.id, paid, NEW.regular_price_cents, now());
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_price_history" AFTER INSERT OR UPDATE OF "regular_price_cents", "sale_price_cents" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "record_price_history"();
--> statement-breakpoint
-- Products already in the shop start their history with the price they have, from when they were created.
INSERT INTO "product_price_history" ("product_id", "price_cents", "regular_price_cents", "valid_from")
	SELECT "id", CASE WHEN "sale_price_cents" IS NOT NULL AND "sale_price_cents" < "regular_price_cents"
		THEN "sale_price_cents" ELSE "regular_price_cents" END, "regular_price_cents", LEAST("created_at", now())
	FROM "products";
--> statement-breakpoint
-- Cached answers carry the prior price: a change to the history (by hand too) drops them like any catalogue change.
CREATE TRIGGER "product_price_history_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_price_history"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
