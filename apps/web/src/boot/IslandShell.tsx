import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { WidgetEnvProvider, type WidgetEnv } from './widget-env.tsx';

export interface IslandContext {
  i18n: I18n;
  queryClient: QueryClient;
  env: WidgetEnv;
}

/**
 * The providers around every island and the overlay host. The server and
 * the client wrap islands in exactly this tree, so hydration matches.
 */
export function IslandShell({ context, children }: { context: IslandContext; children: ReactNode }) {
  return (
    <I18nextProvider i18n={context.i18n}>
      <QueryClientProvider client={context.queryClient}>
        <WidgetEnvProvider env={context.env}>
          <ErrorBoundary>{children}</ErrorBoundary>
        </WidgetEnvProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
