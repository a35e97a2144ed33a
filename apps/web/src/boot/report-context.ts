import { createContext } from 'react';
import type { ErrorContext, ReportError } from './error-reporting.ts';

export interface ReportTarget {
  report: ReportError;
  /** The island every report from inside it names (`data-soul-widget`). */
  context: ErrorContext;
}

/**
 * Where a render crash inside an island is reported: the page's reporter
 * (boot/error-reporting.ts) with the island's name. Outside the browser
 * runtime (server render, a bare test render) there is none: the console.
 */
export const CONSOLE_REPORT: ReportTarget = { report: (error) => console.error(error), context: {} };

export const ReportContext = createContext<ReportTarget>(CONSOLE_REPORT);
