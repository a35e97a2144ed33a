import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './connection.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by scripts/test-database.ts (the server project's global setup). */
    databaseUrl: string;
  }
}

/**
 * Opens the run's test database (prepared by scripts/test-database.ts).
 * `applicationName` names the connections in PostgreSQL, so a test can tell
 * its own app's writes from those of the test files running beside it.
 */
export function connectTestDatabase(options: { applicationName?: string } = {}): Promise<DatabaseHandle> {
  const url = new URL(inject('databaseUrl'));
  if (options.applicationName) url.searchParams.set('application_name', options.applicationName);
  return connectDatabase(url.toString(), { max: 5 });
}
