import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { useCartRuntime } from './runtime-context.tsx';
import { ArrowRight } from 'lucide-react';

/** To the checkout; a visitor who may not buy (a company's viewer) gets the reason beside a disabled button. */
export function CheckoutButton() {
  const { t } = useTranslation('cart');
  const { settings } = useCartRuntime();
  const hintId = useId();
  if (!settings.canBuy) {
    return (
      <div className="flex flex-col gap-2">
        <p id={hintId} className="rounded-xl bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {t(settings.vendorNotApproved ? 'drawer.vendorNotApproved' : 'drawer.noPermission')}
        </p>
        <Button size="lg" disabled aria-describedby={hintId} className="w-full">
          {t('drawer.checkout')}
        </Button>
      </div>
    );
  }
  return (
    <a
      href={settings.checkoutUrl}
      className="inline-flex h-13 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-7 text-base font-semibold tracking-wide text-white transition-colors hover:bg-brand-800"
    >
      {t('drawer.checkout')}
      <ArrowRight className="size-4" aria-hidden="true" />
    </a>
  );
}
