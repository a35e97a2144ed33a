CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"change_id" integer,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"user_id" integer,
	"event_kind" text NOT NULL,
	"plan" jsonb,
	"outcome" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_gateway_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"transaction_id" text,
	"outcome" jsonb NOT NULL,
	"delay_ms" integer DEFAULT 0 NOT NULL,
	"completes_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_pending_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "restore_cart" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unique_key" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_change_id_order_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."order_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending" ON "payment_refunds" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "order_changes_one_open" ON "order_changes" USING btree ("order_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "order_changes_open" ON "order_changes" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "test_gateway_operations_transaction" ON "test_gateway_operations" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_change_id_order_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."order_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_pending_charges" ON "payments" USING btree ("created_at") WHERE status = 'pending' AND idempotency_key IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_queued" ON "jobs" USING btree ("unique_key") WHERE status = 'queued';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_pending_within_amount" CHECK ("payments"."refund_pending_amount" >= 0 AND "payments"."refunded_amount" + "payments"."refund_pending_amount" <= "payments"."amount");--> statement-breakpoint
-- Card payments taken before this column were charged with the key `order-<id>` (one per order): recorded, a
-- payment still pending from then (its process died before the answer) is found by reconciliation.
UPDATE "payments" SET "idempotency_key" = 'order-' || "order_id"
WHERE "purpose" = 'order' AND "gateway" IN ('soul_test_card', 'stripe');
