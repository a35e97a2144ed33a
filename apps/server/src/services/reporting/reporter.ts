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
