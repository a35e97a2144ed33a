import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from '../i18n/use-translation.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import type { ReportError } from './error-reporting.ts';
import { CONSOLE_REPORT, ReportContext, type ReportTarget } from './report-context.ts';
import { WidgetEnvProvider, type WidgetEnv } from './widget-env.tsx';

export interface IslandContext {
  i18n: I18n;
  queryClient: QueryClient;
  env: WidgetEnv;
  /** The page's error reporter (browser only). */
  report?: ReportError;
}

/**
 * The providers around every island and the overlay host, and the error
 * boundary that shows the render-crash fallback in the island's place. The
 * server and the client wrap islands in exactly this tree, so hydration matches.
 */
export function IslandShell({ context, widget, children }: { context: IslandContext; widget?: string; children: ReactNode }) {
  const { report } = context;
  const target = useMemo<ReportTarget>(() => (report ? { report, context: widget ? { widget } : {} } : CONSOLE_REPORT), [report, widget]);
  return (
    <I18nProvider i18n={context.i18n}>
      <QueryClientProvider client={context.queryClient}>
        <WidgetEnvProvider env={context.env}>
          <ReportContext value={target}>
            <ErrorBoundary>{children}</ErrorBoundary>
          </ReportContext>
        </WidgetEnvProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
