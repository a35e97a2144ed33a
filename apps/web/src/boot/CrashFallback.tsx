import { useTranslation } from '../i18n/use-translation.tsx';

/** Render-crash fallback (storefront §8): 'Oops. Something went wrong' / 'Try reloading the page or try again later'. */
export function CrashFallback() {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="rounded-[var(--radius-card)] border border-danger-200 bg-danger-50 p-6 text-center">
      <p className="font-display text-lg font-semibold text-ink">{t('errors.crashTitle')}</p>
      <p className="mt-1 text-sm text-ink-soft">{t('errors.crashText')}</p>
    </div>
  );
}
