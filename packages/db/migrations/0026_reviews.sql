CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_name" text NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"attachment_type" text,
	"attachment_key" text,
	"attachment_widths" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_attachment_whole" CHECK (("reviews"."attachment_type" IS NULL) = ("reviews"."attachment_key" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_no_duplicates" ON "reviews" USING btree ("product_id","email",md5("content"));--> statement-breakpoint
CREATE INDEX "reviews_shown" ON "reviews" USING btree ("product_id","created_at") WHERE "reviews"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "reviews_by_status" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
-- A product's shown rating (products.average_rating and review_count: the Store API's fields, the
-- rating sort and filter, the JSON-LD) counts approved reviews only. This row trigger keeps them equal,
-- in the transaction that changes a review, and touches the product only when an approved review is
-- added, changed, approved, rejected or deleted: the product's own trigger then notifies
-- `catalogue_changed` and every instance drops its cached answers. A pending review (every new
-- submission) changes nothing a shopper sees, so it never drops the catalogue's cache.
CREATE FUNCTION "refresh_product_rating"(p integer) RETURNS void LANGUAGE sql AS $$
	UPDATE products SET (average_rating, review_count, updated_at) = (
		SELECT coalesce(round(avg(r.rating), 2), 0), count(*), now() FROM reviews r WHERE r.product_id = p AND r.status = 'approved')
	WHERE id = p;
$$;
--> statement-breakpoint
CREATE FUNCTION "reviews_rating_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.status = 'approved' AND (TG_OP = 'DELETE' OR NEW.status <> 'approved'
		OR NEW.rating <> OLD.rating OR NEW.product_id <> OLD.product_id) THEN
		PERFORM refresh_product_rating(OLD.product_id);
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.status = 'approved' AND (TG_OP = 'INSERT' OR OLD.status <> 'approved'
		OR NEW.rating <> OLD.rating OR NEW.product_id <> OLD.product_id) THEN
		PERFORM refresh_product_rating(NEW.product_id);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_product_rating" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "reviews_rating_changed"();
--> statement-breakpoint
-- Ratings written before reviews existed (demo figures) were no one's reviews: from now on only
-- approved reviews count.
UPDATE products SET average_rating = 0, review_count = 0 WHERE average_rating <> 0 OR review_count <> 0;
