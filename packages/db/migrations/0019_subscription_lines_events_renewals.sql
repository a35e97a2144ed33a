CREATE TABLE "subscription_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"undo_until" timestamp with time zone,
	"before" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_events_actor" CHECK ("subscription_events"."actor" IN ('customer', 'director', 'administrator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "subscription_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"tax_rate_percent" integer NOT NULL,
	CONSTRAINT "subscription_lines_quantity" CHECK ("subscription_lines"."quantity" > 0),
	CONSTRAINT "subscription_lines_price" CHECK ("subscription_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"declines" integer DEFAULT 0 NOT NULL,
	"first_decline_at" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "anchor_day" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "put_off_renewal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "shipping_rate_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Existing subscriptions: their anchor day from the renewal they are waiting for, their shipping and
-- language from the order that started them, and their one product as their first line.
UPDATE "subscriptions" s SET "anchor_day" = extract(day FROM s."next_renewal_at" AT TIME ZONE 'UTC')::int,
  "shipping_rate_id" = coalesce(o."shipping_rate_id", ''), "shipping_address" = coalesce(o."shipping_address", '{}'::jsonb),
  "billing_email" = coalesce(o."billing_address"->>'email', ''), "lang" = o."lang"
FROM "orders" o WHERE o."id" = s."order_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "anchor_day" SET NOT NULL;--> statement-breakpoint
INSERT INTO "subscription_lines" ("subscription_id", "product_id", "variation_id", "name", "sku", "quantity", "unit_price", "tax_rate_percent")
SELECT s."id", s."product_id", s."variation_id", coalesce(l."name", ''), coalesce(l."sku", ''), s."quantity",
  round(s."recurring_total"::numeric / s."quantity")::int, coalesce(l."tax_rate_percent", 21)
FROM "subscriptions" s
LEFT JOIN LATERAL (SELECT "name", "sku", "tax_rate_percent" FROM "order_lines"
  WHERE "order_id" = s."order_id" AND "product_id" = s."product_id" AND "variation_id" = s."variation_id" ORDER BY "id" LIMIT 1) l ON true;--> statement-breakpoint
INSERT INTO "subscription_events" ("subscription_id", "kind", "actor", "user_id", "detail", "created_at")
SELECT "id", 'created', 'system', "user_id", jsonb_build_object('orderId', "order_id"), "created_at" FROM "subscriptions";--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD CONSTRAINT "subscription_lines_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_events_subscription" ON "subscription_events" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_lines_subscription" ON "subscription_lines" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_renewals_period" ON "subscription_renewals" USING btree ("subscription_id","due_at");--> statement-breakpoint
CREATE INDEX "subscription_renewals_order" ON "subscription_renewals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscription_renewals_retry" ON "subscription_renewals" USING btree ("next_retry_at") WHERE status = 'retrying';--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "subscriptions" USING btree ("next_renewal_at") WHERE status IN ('active', 'on-hold');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_interval" CHECK ("subscriptions"."billing_interval" BETWEEN 1 AND 12);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_anchor_day" CHECK ("subscriptions"."anchor_day" BETWEEN 1 AND 31);--> statement-breakpoint
-- The product, quantity and price now live in subscription_lines.
ALTER TABLE "subscriptions" ALTER COLUMN "next_renewal_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "variation_id";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "recurring_total";