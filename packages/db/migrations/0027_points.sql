CREATE TABLE "points_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"description_key" text NOT NULL,
	"description_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"once_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_sign" CHECK ("points_entries"."points" <> 0 AND ("points_entries"."kind" NOT IN ('earn') OR "points_entries"."points" > 0) AND ("points_entries"."kind" NOT IN ('spend', 'expire') OR "points_entries"."points" < 0))
);
--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_once" ON "points_entries" USING btree ("user_id","once_key") WHERE "points_entries"."once_key" IS NOT NULL AND "points_entries"."status" <> 'reversed';--> statement-breakpoint
CREATE INDEX "points_entries_by_user" ON "points_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "points_entries_by_source" ON "points_entries" USING btree ("source_type","source_id");--> statement-breakpoint
-- A spend settles with its order, whichever path moves the order (checkout, card answer,
-- reconciliation, pay-for-order, cancellation, refund): paid confirms it; failed, cancelled or
-- refunded gives the points back. A failed order paid again takes its points again (the discount
-- is still on it), as a new entry, so the history shows both moves.
CREATE FUNCTION "points_follow_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status = OLD.status THEN RETURN NULL; END IF;
	IF NEW.status IN ('failed', 'cancelled', 'refunded') THEN
		UPDATE points_entries SET status = 'reversed', updated_at = now()
		WHERE source_type = 'order' AND source_id = NEW.id AND kind = 'spend' AND status <> 'reversed';
		RETURN NULL;
	END IF;
	IF OLD.status = 'failed' THEN
		INSERT INTO points_entries (user_id, kind, points, status, source_type, source_id, description_key, description_params, once_key)
		SELECT e.user_id, 'spend', e.points, 'pending', 'order', e.source_id, e.description_key, e.description_params, e.once_key
		FROM points_entries e WHERE e.source_type = 'order' AND e.source_id = NEW.id AND e.kind = 'spend'
		ORDER BY e.id DESC LIMIT 1
		ON CONFLICT (user_id, once_key) WHERE once_key IS NOT NULL AND status <> 'reversed' DO NOTHING;
	END IF;
	IF NEW.status IN ('processing', 'shipped', 'completed') THEN
		UPDATE points_entries SET status = 'confirmed', updated_at = now()
		WHERE source_type = 'order' AND source_id = NEW.id AND kind = 'spend' AND status = 'pending';
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_points" AFTER UPDATE OF status ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "points_follow_order"();
--> statement-breakpoint
-- A review's reward stands while the review is approved: rejected or deleted, it is taken back.
CREATE FUNCTION "points_follow_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.status = 'approved' THEN RETURN NULL; END IF;
	UPDATE points_entries SET status = 'reversed', updated_at = now()
	WHERE source_type = 'review' AND source_id = OLD.id AND status <> 'reversed';
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_points" AFTER UPDATE OF status OR DELETE ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "points_follow_review"();
