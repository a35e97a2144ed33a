CREATE TABLE "consent_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consent_id" uuid NOT NULL,
	"categories" text[] NOT NULL,
	"services" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"language" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "consent_decisions_once" ON "consent_decisions" USING btree ("consent_id","decided_at");--> statement-breakpoint
CREATE INDEX "consent_decisions_recorded" ON "consent_decisions" USING btree ("recorded_at");