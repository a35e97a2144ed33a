/**
 * `npm run jobs -- --due-at 2027-03-01T09:00Z`: runs, once, everything due
 * at that time and exits: the jobs whose run_at ≤ due-at and the schedules
 * that would have fired between now and then, with the shop's clock set to
 * due-at (so renewals, expiries and payment reconciliation can be shown
 * without waiting). Same database as `npm start` (embedded under DATA_DIR,
 * or DATABASE_URL); with the embedded one, stop the shop first.
 */
import {
  connectDatabase,
  DataDirectoryInUseError,
  runMigrations,
  startEmbeddedPostgres,
  type DatabaseHandle,
  type EmbeddedDatabase,
} from '@soul/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { parseJobsCommandArgs } from './jobs-command-args.ts';
import { SettableClock } from './services/clock.ts';

async function main(): Promise<number> {
  let embedded: EmbeddedDatabase | undefined;
  let database: DatabaseHandle | undefined;
  try {
    const { dueAt } = parseJobsCommandArgs(process.argv.slice(2));
    // No background worker: this command runs what is due itself, once.
    const config = { ...loadConfig(), jobWorker: false };
    const databaseUrl = config.databaseUrl ?? (embedded = await startEmbeddedPostgres({ dataDir: config.dataDir })).url;
    database = await connectDatabase(databaseUrl, { max: config.dbPoolSize });
    await runMigrations(database.pool);
    const app = await buildApp({ config, database, clock: new SettableClock(dueAt) });
    try {
      const run = await app.jobs.runDue(dueAt);
      const schedules = run.schedules.length > 0 ? run.schedules.join(', ') : 'none';
      console.log(
        `Due at ${dueAt.toISOString()}: ran ${run.jobs} job(s), ${run.failed} failed (a job is retried later, a schedule at its next run); schedules run: ${schedules}.`,
      );
      return run.failed > 0 ? 2 : 0;
    } finally {
      await app.close();
    }
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) console.error(error.message);
    else console.error(`npm run jobs: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
  }
}

process.exitCode = await main();
