import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';

/** The drawer of an empty cart: a word and the way back to shopping. */
export function EmptyCart({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 py-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M6 7h12l-1 13H7L6 7z" />
          <path d="M9 7a3 3 0 0 1 6 0" />
        </svg>
      </span>
      <p className="font-display text-xl font-semibold text-ink">{t('drawer.emptyTitle')}</p>
      <p className="text-sm text-ink-muted">{t('drawer.emptyText')}</p>
      <Button variant="secondary" onClick={onContinue} className="mt-2">
        {t('drawer.continueShopping')}
      </Button>
    </div>
  );
}

