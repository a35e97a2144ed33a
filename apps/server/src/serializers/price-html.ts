import type { Language } from '@soul/contracts';
import { formatMoney, localeOf } from '@soul/i18n';
import { CURRENCY_CODE, CURRENCY_MINOR_UNIT } from './currency.ts';

/** WooCommerce-style `price_html`: the amount, a sale as <del>/<ins>, or a range. */
function amount(cents: number, language: Language): string {
  return `<span class="woocommerce-Price-amount amount"><bdi>${formatMoney(cents, localeOf(language), CURRENCY_CODE, CURRENCY_MINOR_UNIT)}</bdi></span>`;
}

export function priceHtml(
  language: Language,
  price: { price: number; regularPrice: number; range: { min: number; max: number } | null; onSale: boolean },
): string {
  if (price.range) return `${amount(price.range.min, language)} – ${amount(price.range.max, language)}`;
  if (price.onSale && price.regularPrice > price.price) {
    return `<del aria-hidden="true">${amount(price.regularPrice, language)}</del> <ins>${amount(price.price, language)}</ins>`;
  }
  return amount(price.price, language);
}
