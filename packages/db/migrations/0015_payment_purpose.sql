ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" IN ('order', 'upsell', 'change'));--> statement-breakpoint
-- Payments taken before this column: their first event says what they were for.
UPDATE "payments" p SET "purpose" = CASE e."detail" WHEN 'order change' THEN 'change' ELSE 'upsell' END
FROM "payment_events" e
WHERE e."payment_id" = p."id" AND e."kind" = 'created' AND e."detail" IN ('order change', 'one-click upsell');
