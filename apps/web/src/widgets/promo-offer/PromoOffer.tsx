import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { loadCart } from '../../cart/load.ts';
import { showError, showNotification } from '../../overlays/notification-store.ts';
import { usePromoFlags } from '../../promotions/flags-store.ts';
import { usePromotionsTexts } from '../../promotions/use-promotions-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { CountdownBanner } from './CountdownBanner.tsx';
import { OfferOptions } from './OfferOptions.tsx';
import type { PromoOfferProps } from './props.ts';
import { useOfferCountdown } from './use-offer-countdown.ts';

/** Storefront §9: the 'Choose an Offer' notice closes itself after 8 s. */
export const CHOOSE_NOTICE_MS = 8000;

/**
 * The quantity-offer landing widget (storefront §2, §4): countdown banner,
 * the product, the options (the default one preselected) and the CTA. The
 * CTA is disabled while adding, after the visitor's countdown ran out
 * (then it reads 'Your offer was expired') and when the promo-offer flag is
 * off; adding empties the cart, adds the chosen option with its promo data
 * and opens the drawer, where the server's price shows.
 */
export function PromoOffer({ promotion, product }: PromoOfferProps) {
  const { t } = usePromotionsTexts();
  const { i18n } = useTranslation();
  const env = useWidgetEnv();
  const options = promotion.quantityPromotions;
  const [selected, setSelected] = useState<string | null>(() => options.find((o) => o.default_selected)?._id ?? null);
  const [adding, setAdding] = useState(false);
  const offerAllowed = usePromoFlags((state) => state.promoOffer);
  const countdown = useOfferCountdown(promotion);

  const add = async (opener: HTMLElement) => {
    const option = options.find((o) => o._id === selected);
    if (!option) {
      showNotification({
        id: 'promo-offer-choose',
        tone: 'warning',
        title: t('offer.chooseTitle'),
        message: t('offer.chooseText'),
        autoCloseMs: CHOOSE_NOTICE_MS,
      });
      return;
    }
    setAdding(true);
    try {
      const [runtime, { addOffer }] = await Promise.all([loadCart(env, i18n), import('./add-offer.ts')]);
      await addOffer(runtime, product, promotion, option, opener);
    } catch (error) {
      // The cart chunk itself failed to load (offline).
      showError(error instanceof Error ? error.message : null);
    } finally {
      setAdding(false);
    }
  };

  return (
    <section aria-labelledby="soul-promo-offer-title" className="overflow-hidden rounded-3xl border border-line bg-white shadow-sm">
      <CountdownBanner text={promotion.countdown_banner_text} countdown={countdown} />
      {/* On a phone the options come right after the heading; from md up they sit beside heading and product. */}
      <div className="grid gap-6 p-5 md:grid-cols-2 md:gap-x-8 md:p-8">
        <div className="flex flex-col gap-3 md:col-start-1 md:row-start-1">
          <h1 id="soul-promo-offer-title" className="font-display text-3xl font-semibold text-ink md:text-4xl">
            {promotion.title}
          </h1>
          {promotion.message ? <p className="text-lg text-ink-soft">{promotion.message}</p> : null}
        </div>
        <div className="flex flex-col gap-5 md:col-start-2 md:row-span-2 md:row-start-1">
          <OfferOptions legend={t('offer.optionsLabel')} options={options} selected={selected} onSelect={setSelected} />
          <div className="flex flex-col items-stretch gap-2">
            <Button
              size="lg"
              variant="accent"
              loading={adding}
              disabled={countdown.expired || !offerAllowed}
              onClick={(event) => void add(event.currentTarget)}
              data-testid="promo-offer-add"
            >
              {countdown.expired ? t('offer.expiredButton') : adding ? t('offer.adding') : promotion.cta_button_text || t('offer.add')}
            </Button>
            {promotion.cta_button_subtext ? <p className="text-center text-sm text-ink-muted">{promotion.cta_button_subtext}</p> : null}
          </div>
        </div>
        <div className="flex flex-col gap-4 md:col-start-1 md:row-start-2">
          {product.image ? (
            <img
              src={product.image.src}
              alt={product.image.alt}
              width={product.image.width}
              height={product.image.height}
              className="aspect-square w-full max-w-sm rounded-2xl bg-canvas object-cover md:max-w-md"
            />
          ) : null}
          <div>
            <h2 className="font-semibold text-ink">
              <a href={product.url} className="underline-offset-4 hover:underline">
                {product.name}
              </a>
            </h2>
            {product.summary ? <p className="mt-1 text-sm text-ink-muted">{product.summary}</p> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
