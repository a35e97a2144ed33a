import { formatMoney } from '@soul/i18n/format';
import { useWidgetEnv } from '../boot/widget-env.tsx';
import { localeOfLanguage } from '../i18n/locale.ts';

/** The currency of a Store API money object (its `currency_*` fields). */
export interface Currency {
  code: string;
  minorUnit: number;
}

export const DEFAULT_CURRENCY: Currency = { code: 'EUR', minorUnit: 2 };

export function currencyOf(fields: { currency_code: string; currency_minor_unit: number }): Currency {
  return { code: fields.currency_code, minorUnit: fields.currency_minor_unit };
}

/**
 * A formatter for the widget's language. Intl gives the same text in Node
 * and in the browser, so server HTML and the first client render agree.
 */
export function useMoneyFormatter(): (minorUnits: number, currency?: Currency) => string {
  const { language } = useWidgetEnv();
  const locale = localeOfLanguage(language);
  return (minorUnits, currency = DEFAULT_CURRENCY) => formatMoney(minorUnits, locale, currency.code, currency.minorUnit);
}
