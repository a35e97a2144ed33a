import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { ErrorBoundary } from '../boot/ErrorBoundary.tsx';
import { useNotificationStore } from './notification-store.ts';

const loadToast = () => import('./Toast.tsx');
const Toast = lazy(loadToast);

/** Fetches the toast's chunk at the visitor's first tap or key, so a notification about a lost connection can still show. */
function useWarmToast(): void {
  useEffect(() => {
    const warm = () => void loadToast().catch(() => undefined);
    const events = ['pointerdown', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, warm, { once: true, passive: true });
    return () => events.forEach((type) => window.removeEventListener(type, warm));
  }, []);
}

/**
 * The page's single notification (storefront §4). The live regions are in
 * the DOM from the start so screen readers announce what is put into them;
 * errors are assertive, everything else polite. The notification's own
 * markup (Toast.tsx, with its icons) is a lazy chunk, out of the first-load
 * budget; should it fail to load, the render-crash fallback takes its place.
 */
export function NotificationRegion() {
  const { t } = useTranslation('common');
  const current = useNotificationStore((state) => state.current);
  useWarmToast();

  const toast = current ? (
    <ErrorBoundary key={current.id}>
      <Suspense fallback={null}>
        <Toast notification={current} />
      </Suspense>
    </ErrorBoundary>
  ) : null;

  const isError = current?.tone === 'error';
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
      <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center sm:items-end">
        {isError ? toast : null}
      </div>
      <div
        role="status"
        aria-live="polite"
        aria-label={t('notifications.region')}
        className="flex w-full flex-col items-center sm:items-end"
      >
        {isError ? null : toast}
      </div>
    </div>
  );
}
