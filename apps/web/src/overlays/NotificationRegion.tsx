import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../ui/cx.ts';
import { useNotificationStore, type NotificationTone } from './notification-store.ts';
import { resolveText } from './text.ts';
import { CircleAlert, CircleCheck, X } from 'lucide-react';

const TONES: Record<NotificationTone, { box: string; icon: string }> = {
  error: { box: 'border-danger-200 bg-danger-50', icon: 'text-danger-700' },
  warning: { box: 'border-accent-300 bg-accent-50', icon: 'text-accent-800' },
  success: { box: 'border-brand-200 bg-success-50', icon: 'text-success-700' },
  info: { box: 'border-line bg-surface', icon: 'text-brand-700' },
};

/**
 * The page's single notification (storefront §4). The live regions are in
 * the DOM from the start so screen readers announce what is put into them;
 * errors are assertive, everything else polite.
 */
export function NotificationRegion() {
  const { t } = useTranslation('common');
  const current = useNotificationStore((state) => state.current);
  const close = useNotificationStore((state) => state.close);

  useEffect(() => {
    if (!current?.autoCloseMs) return;
    const timer = window.setTimeout(() => close(current.id), current.autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [current, close]);

  const toast = current ? (
    <div
      className={cx(
        'pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-2xl border p-4 shadow-[var(--shadow-pop)]',
        TONES[current.tone].box,
      )}
    >
      {current.tone === 'success' ? (
        <CircleCheck className={cx('mt-0.5 size-5 shrink-0', TONES[current.tone].icon)} aria-hidden="true" />
      ) : (
        <CircleAlert className={cx('mt-0.5 size-5 shrink-0', TONES[current.tone].icon)} aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{resolveText(t, current.title)}</p>
        {current.message ? <p className="mt-0.5 text-sm text-ink-soft">{resolveText(t, current.message)}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => close(current.id)}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-black/5 hover:text-ink"
      >
        <span className="sr-only">{t('actions.dismissNotification')}</span>
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  ) : null;

  const isError = current?.tone === 'error';
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
      <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center sm:items-end">
        {isError ? toast : null}
      </div>
      <div role="status" aria-live="polite" aria-label={t('notifications.region')} className="flex w-full flex-col items-center sm:items-end">
        {isError ? null : toast}
      </div>
    </div>
  );
}
