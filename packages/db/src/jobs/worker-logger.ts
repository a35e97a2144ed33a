import { Logger, type LogFunctionFactory } from 'graphile-worker';

/**
 * graphile-worker's log lines: warnings and errors to the given sink, the
 * rest (one "looking for jobs" line per start, migrations done) dropped,
 * since the shop logs its jobs itself.
 */
export function workerLogger(sink: (level: 'warn' | 'error', message: string) => void): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message) => {
    const where = scope.taskIdentifier ? ` (${scope.taskIdentifier}${scope.jobId ? ` #${scope.jobId}` : ''})` : '';
    if (level === 'error') sink('error', `jobs: ${message}${where}`);
    else if (level === 'warning') sink('warn', `jobs: ${message}${where}`);
  };
  return new Logger(factory);
}

/** For migrations: only problems, on standard error. */
export const quietWorkerLogger = workerLogger((_level, message) => console.error(message));
