import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { ShoppingBag } from 'lucide-react';

/** The drawer of an empty cart: a word and the way back to shopping. */
export function EmptyCart({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 py-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <ShoppingBag size={30} strokeWidth={1.6} />
      </span>
      <p className="font-display text-xl font-semibold text-ink">{t('drawer.emptyTitle')}</p>
      <p className="text-sm text-ink-muted">{t('drawer.emptyText')}</p>
      <Button variant="secondary" onClick={onContinue} className="mt-2">
        {t('drawer.continueShopping')}
      </Button>
    </div>
  );
}
