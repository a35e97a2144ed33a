CREATE TABLE "user_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"photo_user_id" integer,
	"review_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_uploads_one_source" CHECK (("user_uploads"."kind" = 'profile_photo') = ("user_uploads"."photo_user_id" IS NOT NULL) AND ("user_uploads"."kind" <> 'profile_photo') = ("user_uploads"."review_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "user_uploads" ADD CONSTRAINT "user_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_uploads" ADD CONSTRAINT "user_uploads_photo_user_id_user_photos_user_id_fk" FOREIGN KEY ("photo_user_id") REFERENCES "public"."user_photos"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_uploads" ADD CONSTRAINT "user_uploads_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_uploads_user" ON "user_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_uploads_photo" ON "user_uploads" USING btree ("photo_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_uploads_review" ON "user_uploads" USING btree ("review_id");--> statement-breakpoint
-- Uploads follow their sources whichever code writes them: a review written with an attachment, or given
-- another one, is a new upload; so is a profile photo, first or replaced (the old file is gone, so is its id).
-- Deleting a review or a photo removes the row through its foreign key.
CREATE FUNCTION "user_upload_from_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW.attachment_key IS NOT DISTINCT FROM OLD.attachment_key THEN
			RETURN NULL;
		END IF;
		DELETE FROM user_uploads WHERE review_id = NEW.id;
	END IF;
	IF NEW.attachment_key IS NOT NULL THEN
		INSERT INTO user_uploads (kind, user_id, review_id, created_at)
		VALUES (CASE NEW.attachment_type WHEN 'video' THEN 'review_video' ELSE 'review_photo' END, NEW.user_id, NEW.id, NEW.created_at);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_user_upload" AFTER INSERT OR UPDATE OF attachment_key, attachment_type ON "reviews" FOR EACH ROW EXECUTE FUNCTION "user_upload_from_review"();
--> statement-breakpoint
CREATE FUNCTION "user_upload_from_photo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		DELETE FROM user_uploads WHERE photo_user_id = NEW.user_id;
	END IF;
	INSERT INTO user_uploads (kind, user_id, photo_user_id, created_at) VALUES ('profile_photo', NEW.user_id, NEW.user_id, NEW.updated_at);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_photos_user_upload" AFTER INSERT OR UPDATE OF content ON "user_photos" FOR EACH ROW EXECUTE FUNCTION "user_upload_from_photo"();
--> statement-breakpoint
-- Existing uploads get their ids in the order they were made.
INSERT INTO user_uploads (kind, user_id, photo_user_id, review_id, created_at)
SELECT kind, user_id, photo_user_id, review_id, created_at FROM (
	SELECT 'profile_photo' AS kind, user_id, user_id AS photo_user_id, NULL::integer AS review_id, updated_at AS created_at, 0 AS source_id FROM user_photos
	UNION ALL
	SELECT CASE attachment_type WHEN 'video' THEN 'review_video' ELSE 'review_photo' END, user_id, NULL, id, created_at, id FROM reviews
	WHERE attachment_key IS NOT NULL
) existing ORDER BY created_at, source_id;
