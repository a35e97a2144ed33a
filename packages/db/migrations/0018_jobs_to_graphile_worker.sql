-- Background jobs move to graphile-worker (its schema is migrated before this
-- file runs, see migrate.ts). Jobs still queued in the old table are queued
-- there with what is left of their tries; the reconciliation's chain of
-- queued runs is not: it is a graphile-worker cron schedule now.
SELECT graphile_worker.add_job(kind, payload::json, run_at := run_at, max_attempts := greatest(max_attempts - attempts, 1)::int)
FROM "jobs" WHERE status = 'queued' AND kind <> 'payment_reconciliation' ORDER BY id;--> statement-breakpoint
DROP TABLE "jobs" CASCADE;
