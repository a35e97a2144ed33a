import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Render-crash fallback (storefront §8): 'Oops. Something went wrong'. */
export function CrashFallback() {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="rounded-[var(--radius-card)] border border-danger-200 bg-danger-50 p-6 text-center">
      <p className="font-display text-lg font-semibold text-ink">{t('errors.crashTitle')}</p>
      <p className="mt-1 text-sm text-ink-soft">{t('errors.crashText')}</p>
    </div>
  );
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Reported for the error-reporting service to pick up (storefront §8).
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashFallback /> : this.props.children;
  }
}
