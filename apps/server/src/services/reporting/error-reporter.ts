import type { ErrorReporter, LoadReporter } from './reporter.ts';

export type { ErrorReporter, LoadReporter, ServerErrorContext } from './reporter.ts';

/** The SDK is imported only here, only with a DSN: without one the shop never loads it. */
const loadSentry: LoadReporter = async (dsn) => (await import('./sentry-reporter.ts')).createSentryReporter(dsn);

/** The reporter for this configuration: none without a DSN (nothing loaded, nothing changes). */
export async function loadErrorReporter(dsn: string | undefined, load: LoadReporter = loadSentry): Promise<ErrorReporter | null> {
  return dsn ? load(dsn) : null;
}
