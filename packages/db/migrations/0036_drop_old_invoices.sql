DROP TABLE "invoice_counters" CASCADE;--> statement-breakpoint
DROP TABLE "invoices" CASCADE;