CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"friend_email" text NOT NULL,
	"order_id" integer,
	"purchase_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reward_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_amounts" CHECK ("referrals"."purchase_cents" >= 0 AND "referrals"."reward_points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_order" ON "referrals" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_email" ON "referrals" USING btree (lower("friend_email"));--> statement-breakpoint
CREATE INDEX "referrals_by_referrer" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_attachment_key" ON "reviews" USING btree ("attachment_key");--> statement-breakpoint
-- The referred friend's 20 % (storefront §1): an individual-use coupon (never combined with the welcome
-- coupon or any other) that only the server applies while the affiliate cookie names a known referrer.
INSERT INTO "coupons" ("code", "discount_type", "amount", "description_en", "description_lt", "individual_use", "enabled")
VALUES ('referral-20', 'percent', 20, 'Referral: 20% off your first order', 'Rekomendacija: 20 % nuolaida pirmam užsakymui', true, true)
ON CONFLICT ("code") DO NOTHING;
