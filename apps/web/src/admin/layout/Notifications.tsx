import { useNotificationContext, useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { cx } from '../../ui/cx.ts';

const SHOWN_MS = 5000;

/**
 * ra-core's notifications (useNotify) in a polite live region: the latest
 * one shows for a few seconds; errors stay until the next one.
 */
export function Notifications() {
  const { notifications, setNotifications } = useNotificationContext();
  const translate = useTranslate();
  const latest = notifications[notifications.length - 1];
  useEffect(() => {
    if (!latest || latest.type === 'error') return;
    const timer = setTimeout(() => setNotifications([]), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [latest, setNotifications]);
  const text =
    latest && typeof latest.message === 'string'
      ? translate(latest.message, { _: latest.message, ...(latest.notificationOptions?.messageArgs as object | undefined) })
      : latest?.message;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-20 flex justify-center px-4">
      {latest ? (
        <p
          className={cx(
            'pointer-events-auto rounded-lg px-5 py-3 font-semibold shadow-lg',
            latest.type === 'error' ? 'bg-red-800 text-white' : 'bg-brand-800 text-white',
          )}
        >
          {text}
        </p>
      ) : null}
    </div>
  );
}
