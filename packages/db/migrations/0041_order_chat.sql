ALTER TABLE "contact_messages" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "sender" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE INDEX "contact_messages_order" ON "contact_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_external" ON "contact_messages" USING btree ("external_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_sender" CHECK ("contact_messages"."sender" IN ('customer', 'shop'));