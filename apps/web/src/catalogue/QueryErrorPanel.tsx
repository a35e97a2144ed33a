import { useTranslation } from '../i18n/use-translation.tsx';

/** Storefront §8 "Product page": 'Query Error' with the message or the generic query text. */
export function QueryErrorPanel({ message }: { message?: string | null }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="rounded-[var(--radius-card)] border border-danger-200 bg-danger-50 p-6">
      <p className="font-display text-lg font-semibold text-danger-700">{t('errors.queryError')}</p>
      <p className="mt-1 text-ink-soft">{message && message.trim() !== '' ? message : t('errors.queryFailed')}</p>
    </div>
  );
}
