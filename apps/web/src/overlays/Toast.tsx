import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { cx } from '../ui/cx.ts';
import { useNotificationStore, type Notification, type NotificationTone } from './notification-store.ts';
import { resolveText } from './text.ts';

const TONES: Record<NotificationTone, { box: string; icon: string }> = {
  error: { box: 'border-danger-200 bg-danger-50', icon: 'text-danger-700' },
  warning: { box: 'border-accent-300 bg-accent-50', icon: 'text-accent-800' },
  success: { box: 'border-brand-200 bg-success-50', icon: 'text-success-700' },
  info: { box: 'border-line bg-surface', icon: 'text-brand-700' },
};

/**
 * The notification itself (storefront §4): tone icon, title, message and
 * its dismiss button; it closes itself after `autoCloseMs`. A lazy chunk:
 * no page needs it before its first notification.
 */
export default function Toast({ notification }: { notification: Notification }) {
  const { t } = useTranslation('common');
  const close = useNotificationStore((state) => state.close);

  useEffect(() => {
    if (!notification.autoCloseMs) return;
    const timer = window.setTimeout(() => close(notification.id), notification.autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [notification, close]);

  const Icon = notification.tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      className={cx(
        'pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-2xl border p-4 shadow-[var(--shadow-pop)]',
        TONES[notification.tone].box,
      )}
    >
      <Icon className={cx('mt-0.5 size-5 shrink-0', TONES[notification.tone].icon)} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{resolveText(t, notification.title)}</p>
        {notification.message ? <p className="mt-0.5 text-sm text-ink-soft">{resolveText(t, notification.message)}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => close(notification.id)}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-black/5 hover:text-ink"
      >
        <span className="sr-only">{t('actions.dismissNotification')}</span>
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
