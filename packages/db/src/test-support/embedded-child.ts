/**
 * Test helper process: starts the embedded PostgreSQL on the data directory
 * given as argv[2], prints `READY <url>` and waits to be killed. Used by
 * embedded.test.ts to play a shop that dies with `kill -9`.
 */
import { startEmbeddedPostgres } from '../embedded.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-child.ts <dataDir>');
const database = await startEmbeddedPostgres({ dataDir });
process.stdout.write(`READY ${database.url}\n`);
setInterval(() => {}, 60_000);
