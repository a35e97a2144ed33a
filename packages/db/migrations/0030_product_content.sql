CREATE TABLE "product_content" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	"how_to_use" text DEFAULT '' NOT NULL,
	"delivery_returns" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_content_product_id_lang_pk" PRIMARY KEY("product_id","lang"),
	CONSTRAINT "product_content_lang" CHECK ("product_content"."lang" IN ('en', 'lt'))
);
--> statement-breakpoint
CREATE TABLE "product_video_texts" (
	"video_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"captions" text,
	CONSTRAINT "product_video_texts_video_id_lang_pk" PRIMARY KEY("video_id","lang"),
	CONSTRAINT "product_video_texts_lang" CHECK ("product_video_texts"."lang" IN ('en', 'lt'))
);
--> statement-breakpoint
CREATE TABLE "product_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"src" text NOT NULL,
	"poster" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	CONSTRAINT "product_videos_size" CHECK ("product_videos"."width" > 0 AND "product_videos"."height" > 0 AND "product_videos"."duration_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_content" ADD CONSTRAINT "product_content_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_video_texts" ADD CONSTRAINT "product_video_texts_video_id_product_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."product_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_videos" ADD CONSTRAINT "product_videos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_videos_product" ON "product_videos" USING btree ("product_id","position");--> statement-breakpoint
-- The page's accordion and videos are catalogue data: a change drops cached pages like a price change does.
CREATE TRIGGER "product_content_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_content" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "product_videos_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_videos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "product_video_texts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_video_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
