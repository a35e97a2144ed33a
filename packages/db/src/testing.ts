import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './connection.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by scripts/test-database.ts (the server project's global setup). */
    databaseUrl: string;
  }
}

/** Opens the run's test database (prepared by scripts/test-database.ts). */
export function connectTestDatabase(): Promise<DatabaseHandle> {
  return connectDatabase(inject('databaseUrl'), { max: 5 });
}
