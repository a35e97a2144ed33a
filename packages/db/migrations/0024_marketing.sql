CREATE TABLE "marketing_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"profile_id" bigint NOT NULL,
	"list_id" text,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"text_key" text,
	"text" text,
	"language" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_list_members" (
	"list_id" text NOT NULL,
	"profile_id" bigint NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_list_members_list_id_profile_id_pk" PRIMARY KEY("list_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "marketing_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_profiles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"language" text,
	"country" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_events" ADD COLUMN "profile_id" bigint;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_profile_id_marketing_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."marketing_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_list_members" ADD CONSTRAINT "marketing_list_members_list_id_marketing_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."marketing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_list_members" ADD CONSTRAINT "marketing_list_members_profile_id_marketing_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."marketing_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consents_profile" ON "marketing_consents" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_profiles_email" ON "marketing_profiles" USING btree ("email");--> statement-breakpoint
-- The shop's newsletter lists (storefront §9: one for Germany, one for everyone else): the code subscribes to them by these ids, so they exist in every shop, demo data or not.
INSERT INTO "marketing_lists" ("id", "name") VALUES ('SoulNL', 'Newsletter'), ('SoulDE', 'Newsletter (Germany)') ON CONFLICT ("id") DO NOTHING;
