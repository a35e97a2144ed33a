CREATE SEQUENCE "public"."menu_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"language" text NOT NULL,
	"columns" integer DEFAULT 3 NOT NULL,
	"banner" jsonb,
	"bottom_link" jsonb,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT nextval('menu_versions') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_columns" CHECK ("menus"."columns" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "menus_menu_language" ON "menus" USING btree ("menu","language");