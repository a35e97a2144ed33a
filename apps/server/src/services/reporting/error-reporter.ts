/** What the server knows about a failed request when it reports it. */
export interface ServerErrorContext {
  requestId: string;
  method: string;
  /** The matched route pattern (never the raw URL, which may hold tokens). */
  route: string;
  status: number;
}

/**
 * Where server errors go besides the log (the Sentry SDK when SENTRY_DSN is
 * set). Uncaught exceptions and unhandled rejections are the reporter's own
 * business once it is loaded; `capture` is for the 5xx answers the error
 * handler turns bugs into.
 */
export interface ErrorReporter {
  capture(error: unknown, context: ServerErrorContext): void;
  /** Sends what is still queued, waiting at most `timeoutMs`. */
  close(timeoutMs: number): Promise<void>;
}

export type LoadReporter = (dsn: string) => Promise<ErrorReporter>;

/** The SDK is imported only here, only with a DSN: without one the shop never loads it. */
const loadSentry: LoadReporter = async (dsn) => (await import('./sentry-reporter.ts')).createSentryReporter(dsn);

/** The reporter for this configuration: none without a DSN (nothing loaded, nothing changes). */
export async function loadErrorReporter(dsn: string | undefined, load: LoadReporter = loadSentry): Promise<ErrorReporter | null> {
  return dsn ? load(dsn) : null;
}
