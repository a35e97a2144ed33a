import type { Language } from '@soul/contracts';
import { unitPrice } from '@soul/domain/products/product-prices';
import { offerPriorPrice } from '@soul/domain/promotions/offer-prior-price';
import { offerId, optionPrice, promotionStatus, promotionTimerId, type Promotion } from '@soul/domain/promotions/promotion';
import { links } from '../links.ts';
import type { ShownPromotion } from '../services/promotions/promotion.service.ts';
import { currencyFields } from './currency.ts';

/** Where a promotion's landing page is in each language (routes/pages/promo-offer-pages.route.tsx serves them). */
export function landingPaths(promotion: Promotion): Record<Language, string | null> {
  return {
    en: promotion.landingSlugs.en ? `/offer/${promotion.landingSlugs.en}` : null,
    lt: promotion.landingSlugs.lt ? `/lt/pasiulymas/${promotion.landingSlugs.lt}` : null,
  };
}

/**
 * A live promotion as the storefront widgets read it (storefront §3 offer
 * data and quantityPromotions, §8 banner and exit popup config): texts in
 * the reader's language, option prices computed here from the catalogue
 * (base = unit price × quantity, price = base less discount_rate), strings
 * of minor units as the Store API sends money.
 */
export function serializeShownPromotion(shown: ShownPromotion, language: Language, siteUrl: string) {
  const { promotion, products } = shown;
  const texts = promotion.texts[language];
  const promotionStart = promotion.startsAt ?? promotion.createdAt;
  const options = promotion.options.flatMap((option) => {
    const product = products.get(option.productId);
    if (!product) return [];
    const { base, price } = optionPrice(unitPrice(product), option);
    const prior = offerPriorPrice({ history: product.priceHistory, promotionStart, quantity: option.quantity, base, price });
    const own = option.texts[language];
    const image = product.images[0];
    return [
      {
        _id: offerId(promotion, option),
        title: own.title,
        image: { url: option.imageUrl || (image ? siteUrl + links.media(image.fileKey, 400) : '') },
        quantity: option.quantity,
        product_id: option.productId,
        base_price: String(base),
        price: String(price),
        lowest_price_30_days: prior === null ? null : String(prior),
        discount_rate: option.discountRate,
        price_display_override: own.priceDisplayOverride,
        save_banner: own.saveBanner,
        special_tag: own.specialTag,
        description: own.description,
        default_selected: option.defaultSelected,
      },
    ];
  });
  return {
    id: promotion.id,
    slug: promotion.slug,
    kind: promotion.kind,
    title: texts.title,
    message: texts.message,
    link: texts.link,
    cta_button_text: texts.ctaText,
    cta_button_subtext: texts.ctaSubtext,
    countdown_banner_text: texts.countdownBannerText,
    discount_rate: promotion.discountRate,
    /** Seconds a visitor's countdown runs; the timer is `timer_id` (timers/start, timers/check). */
    countdown: promotion.countdownSeconds,
    timer_id: promotionTimerId(promotion),
    coupon_prefix: promotion.couponPrefix,
    starts_at: promotion.startsAt?.toISOString() ?? null,
    ends_at: promotion.endsAt?.toISOString() ?? null,
    landing_pages: landingPaths(promotion),
    product: promotion.productIds[0] ?? null,
    productVariationIds: promotion.productIds,
    quantityPromotions: options,
    ...currencyFields(language),
  };
}

/** A promotion as administrators edit it: the whole editable shape (PUT takes it back), with its status and dates. */
export function serializeAdminPromotion(promotion: Promotion, now: Date) {
  return {
    id: promotion.id,
    slug: promotion.slug,
    kind: promotion.kind,
    status: promotionStatus(promotion, now),
    discountRate: promotion.discountRate,
    countdownSeconds: promotion.countdownSeconds,
    productIds: promotion.productIds,
    options: promotion.options,
    startsAt: promotion.startsAt?.toISOString() ?? null,
    endsAt: promotion.endsAt?.toISOString() ?? null,
    endedAt: promotion.endedAt?.toISOString() ?? null,
    landingSlugs: promotion.landingSlugs,
    landingPages: landingPaths(promotion),
    couponPrefix: promotion.couponPrefix,
    texts: promotion.texts,
    timerId: promotionTimerId(promotion),
    createdAt: promotion.createdAt.toISOString(),
    updatedAt: promotion.updatedAt.toISOString(),
  };
}
