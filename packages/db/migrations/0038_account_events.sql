CREATE TABLE "account_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_events_type" CHECK ("account_events"."type" IN ('login', 'logout', 'viewed', 'modified'))
);
--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_user" ON "account_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "account_events_user_type" ON "account_events" USING btree ("user_id","type","created_at");
--> statement-breakpoint
-- An order change someone made (edit, item added) is "modified" in their log, in the change's own transaction.
CREATE FUNCTION "account_event_from_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.user_id IS NOT NULL THEN
		INSERT INTO account_events (user_id, type, subject, subject_id, created_at) VALUES (NEW.user_id, 'modified', 'order', NEW.order_id, NEW.created_at);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_events_account_log" AFTER INSERT ON "order_events" FOR EACH ROW EXECUTE FUNCTION "account_event_from_order_event"();
--> statement-breakpoint
-- A subscription change a person made (not the shop's own renewals) is "modified" in that person's log.
CREATE FUNCTION "account_event_from_subscription_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.user_id IS NOT NULL AND NEW.actor <> 'system' AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) THEN
		INSERT INTO account_events (user_id, type, subject, subject_id, created_at) VALUES (NEW.user_id, 'modified', 'subscription', NEW.subscription_id, NEW.created_at);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "subscription_events_account_log" AFTER INSERT ON "subscription_events" FOR EACH ROW EXECUTE FUNCTION "account_event_from_subscription_event"();
