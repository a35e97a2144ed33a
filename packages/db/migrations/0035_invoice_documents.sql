CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"corrects_id" integer,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"vat_by_rate" jsonb NOT NULL,
	"whole_invoice" boolean DEFAULT false NOT NULL,
	"snapshot" jsonb,
	CONSTRAINT "invoice_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_documents_amount_nonneg" CHECK ("invoice_documents"."amount" >= 0),
	CONSTRAINT "invoice_documents_credit_refers" CHECK (("invoice_documents"."kind" = 'invoice') = ("invoice_documents"."corrects_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_documents_order" ON "invoice_documents" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "invoice_documents_corrects" ON "invoice_documents" USING btree ("corrects_id");--> statement-breakpoint
-- Invoices issued before documents were frozen move over with their numbers; their amounts and VAT
-- per rate are the order's as it stands now (the best record there is), their snapshot is taken the
-- first time they are read.
INSERT INTO "invoice_documents" ("order_id", "kind", "number", "issued_at", "reason", "amount", "vat_by_rate")
SELECT i."order_id", 'invoice', i."number", i."issued_at", 'issue', o."total",
	coalesce((SELECT jsonb_agg(jsonb_build_object('rate', r.rate, 'base', r.base, 'vat', r.vat) ORDER BY r.rate)
		FROM (SELECT rate, sum(base)::int AS base, sum(vat)::int AS vat FROM (
			SELECT l."tax_rate_percent" AS rate, l."total" AS base, l."total_tax" AS vat FROM "order_lines" l WHERE l."order_id" = o."id"
			UNION ALL
			SELECT round(o."shipping_tax" * 100.0 / o."shipping_total")::int, o."shipping_total", o."shipping_tax" WHERE o."shipping_total" <> 0
		) parts GROUP BY rate HAVING sum(base) <> 0 OR sum(vat) <> 0) r), '[]'::jsonb)
FROM "invoices" i JOIN "orders" o ON o."id" = i."order_id"
ORDER BY i."issued_at", i."order_id";
--> statement-breakpoint
INSERT INTO "document_counters" ("series", "year", "last") SELECT 'SS', "year", "last" FROM "invoice_counters";
--> statement-breakpoint
-- The next number of a series (SS-2026-00001, SS-KR-2026-00001): the year's counter row is taken
-- under its lock until the caller's transaction ends, so two documents never share a number and a
-- rolled-back one leaves no gap. Years are the shop's (Vilnius).
CREATE FUNCTION "next_document_number"(p_series text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	y int := extract(year FROM now() AT TIME ZONE 'Europe/Vilnius')::int;
	n int;
BEGIN
	INSERT INTO document_counters (series, year, last) VALUES (p_series, y, 1)
	ON CONFLICT (series, year) DO UPDATE SET last = document_counters.last + 1
	RETURNING last INTO n;
	RETURN p_series || '-' || y || '-' || lpad(n::text, 5, '0');
END;
$$;
--> statement-breakpoint
-- Takes back `p_amount` cents (null: all that is left) of the order's standing invoice with a credit
-- note. The standing invoice is the latest one not yet wholly credited; none means nothing to do.
-- A credit for all of an untouched invoice repeats its lines (whole_invoice); a partial one is
-- split over the invoice's VAT rates in proportion to their gross, the last rate taking the
-- rounding, so the credited base + VAT add up to the amount to the cent.
CREATE FUNCTION "credit_order_invoice"(p_order int, p_amount int, p_reason text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	inv record;
	credited int;
	remaining int;
	amt int;
	whole boolean;
	parts jsonb := '[]'::jsonb;
	entry jsonb;
	left_amt int;
	left_gross int;
	share int;
	tax int;
	i int := 0;
	n int;
BEGIN
	FOR inv IN SELECT d.* FROM invoice_documents d WHERE d.order_id = p_order AND d.kind = 'invoice' ORDER BY d.id DESC FOR UPDATE LOOP
		SELECT coalesce(sum(c.amount), 0) INTO credited FROM invoice_documents c WHERE c.corrects_id = inv.id;
		remaining := inv.amount - credited;
		IF remaining <= 0 THEN RETURN; END IF;
		amt := least(coalesce(p_amount, remaining), remaining);
		IF amt <= 0 THEN RETURN; END IF;
		whole := credited = 0 AND amt = inv.amount;
		IF whole THEN
			parts := inv.vat_by_rate;
		ELSE
			n := jsonb_array_length(inv.vat_by_rate);
			left_amt := amt;
			left_gross := inv.amount;
			FOR entry IN SELECT value FROM jsonb_array_elements(inv.vat_by_rate) LOOP
				i := i + 1;
				IF i = n OR left_gross <= 0 THEN
					share := left_amt;
				ELSE
					share := round(left_amt::numeric * ((entry->>'base')::int + (entry->>'vat')::int) / left_gross)::int;
				END IF;
				tax := round(share::numeric * (entry->>'rate')::numeric / (100 + (entry->>'rate')::numeric))::int;
				parts := parts || jsonb_build_array(jsonb_build_object('rate', (entry->>'rate')::numeric, 'base', share - tax, 'vat', tax));
				left_amt := left_amt - share;
				left_gross := left_gross - ((entry->>'base')::int + (entry->>'vat')::int);
			END LOOP;
			IF n = 0 THEN parts := jsonb_build_array(jsonb_build_object('rate', 0, 'base', amt, 'vat', 0)); END IF;
		END IF;
		INSERT INTO invoice_documents (order_id, kind, number, corrects_id, reason, amount, vat_by_rate, whole_invoice)
		VALUES (p_order, 'credit_note', next_document_number('SS-KR'), inv.id, p_reason, amt, parts, whole);
		RETURN;
	END LOOP;
END;
$$;
--> statement-breakpoint
-- An order cancelled, failed or refunded takes back all that is left of its invoice; an order whose
-- total changed (an edit, an added item) takes back the invoice issued for the old total, and the
-- next invoice is issued from the order as it now is.
CREATE FUNCTION "invoices_follow_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status IN ('cancelled', 'refunded', 'failed') AND OLD.status IS DISTINCT FROM NEW.status THEN
		PERFORM credit_order_invoice(NEW.id, NULL, CASE WHEN NEW.status = 'refunded' THEN 'refund' ELSE 'cancel' END);
	ELSIF NEW.total <> OLD.total OR NEW.total_tax <> OLD.total_tax THEN
		PERFORM credit_order_invoice(NEW.id, NULL, 'edit');
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_invoices" AFTER UPDATE OF status, total, total_tax ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "invoices_follow_order"();
--> statement-breakpoint
-- An administrator's refund that went through takes its amount back from the invoice. Refunds for a
-- cancellation or an edit are settled by the order's own trigger (the whole invoice is taken back),
-- and a void gives back a charge that was never the order's.
CREATE FUNCTION "invoices_follow_refund"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status = 'succeeded' AND OLD.status IS DISTINCT FROM 'succeeded' AND NEW.purpose = 'manual' THEN
		PERFORM credit_order_invoice((SELECT order_id FROM payments WHERE id = NEW.payment_id), NEW.amount, 'refund');
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_refunds_invoices" AFTER UPDATE OF status ON "payment_refunds"
	FOR EACH ROW EXECUTE FUNCTION "invoices_follow_refund"();
--> statement-breakpoint
-- An issued document never changes: the only update allowed fills in the snapshot of an invoice
-- issued before snapshots were kept.
CREATE FUNCTION "invoice_documents_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.snapshot IS NULL AND NEW.snapshot IS NOT NULL
		AND (to_jsonb(NEW) - 'snapshot') = (to_jsonb(OLD) - 'snapshot') THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'invoice document % is issued and cannot change', OLD.number USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_documents_frozen" BEFORE UPDATE ON "invoice_documents"
	FOR EACH ROW EXECUTE FUNCTION "invoice_documents_frozen"();
