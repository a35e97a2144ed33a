import { formatMoney } from '@soul/i18n/format';
import { useWidgetEnv } from '../boot/widget-env.tsx';
import type { Currency } from '../catalogue/money.ts';
import { localeOfLanguage } from '../i18n/locale.ts';

/**
 * Integer minor units (a number, or the wire's string of cents) as money
 * text, in the currency given: a Store API `Currency`, or just a code (the
 * account API's orders and payments), which has two decimals. EUR by default.
 */
export type MoneyFormat = (minorUnits: number | string, currency?: Currency | string) => string;

/**
 * The one money formatter of every widget, in the page's language. Intl
 * gives the same text in Node and in the browser, so server HTML and the
 * first client render agree.
 */
export function useMoney(): MoneyFormat {
  const locale = localeOfLanguage(useWidgetEnv().language);
  return (minorUnits, currency = 'EUR') =>
    typeof currency === 'string'
      ? formatMoney(minorUnits, locale, currency)
      : formatMoney(minorUnits, locale, currency.code, currency.minorUnit);
}
