ALTER TABLE "subscription_lines" ADD COLUMN "next_unit_price" integer;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "next_price_from" timestamp with time zone;