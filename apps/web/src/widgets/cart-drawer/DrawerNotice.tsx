import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useCartStore } from '../../cart/cart-store.ts';
import { resolveText } from '../../overlays/text.ts';
import { cx } from '../../ui/cx.ts';
import { useCartRuntime } from './runtime-context.tsx';
import { X } from 'lucide-react';

const NOTICE_TONES = {
  error: 'border-danger-200 bg-danger-50 text-danger-700',
  warning: 'border-accent-300 bg-accent-50 text-accent-800',
  success: 'border-brand-200 bg-success-50 text-success-700',
  info: 'border-line bg-canvas text-ink-soft',
} as const;

/** Messages of cart actions while the drawer is open (its modal backdrop covers the page's toasts). */
export function DrawerNotice() {
  const { t } = useTranslation('common');
  const { actions } = useCartRuntime();
  const notice = useCartStore((state) => state.notice);
  useEffect(() => {
    if (!notice || notice.tone === 'error') return;
    const timer = setTimeout(() => actions.dismissNotice(), 6000);
    return () => clearTimeout(timer);
  }, [notice, actions]);
  const content = notice ? (
    <div className={cx('flex items-start gap-2 rounded-xl border px-3 py-2 text-sm', NOTICE_TONES[notice.tone])}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{resolveText(t, notice.title)}</p>
        {notice.message ? <p className="text-ink-soft">{resolveText(t, notice.message)}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => actions.dismissNotice()}
        className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
      >
        <span className="sr-only">{t('actions.dismissNotification')}</span>
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </div>
  ) : null;
  const isError = notice?.tone === 'error';
  return (
    <>
      <div role="alert" className={cx(isError && 'px-5 pt-3')}>
        {isError ? content : null}
      </div>
      <div role="status" className={cx(notice && !isError && 'px-5 pt-3')}>
        {isError ? null : content}
      </div>
    </>
  );
}
