CREATE TABLE "promotion_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"email" text NOT NULL,
	"coupon_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"discount_rate" integer DEFAULT 0 NOT NULL,
	"countdown_seconds" integer NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"landing_slug_en" text,
	"landing_slug_lt" text,
	"coupon_prefix" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_rate" CHECK ("promotions"."discount_rate" BETWEEN 0 AND 100),
	CONSTRAINT "promotions_countdown" CHECK ("promotions"."countdown_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "visitor_timers" (
	"id" serial PRIMARY KEY NOT NULL,
	"timer_id" text NOT NULL,
	"user_id" integer,
	"session_token" text,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visitor_timers_owner" CHECK (("visitor_timers"."user_id" IS NULL) <> ("visitor_timers"."session_token" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_timers" ADD CONSTRAINT "visitor_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_email" ON "promotion_claims" USING btree ("promotion_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_slug" ON "promotions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_landing_en" ON "promotions" USING btree ("landing_slug_en");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_landing_lt" ON "promotions" USING btree ("landing_slug_lt");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_timers_user" ON "visitor_timers" USING btree ("user_id","timer_id") WHERE "visitor_timers"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_timers_session" ON "visitor_timers" USING btree ("session_token","timer_id") WHERE "visitor_timers"."user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "visitor_timers_expires" ON "visitor_timers" USING btree ("expires_at");