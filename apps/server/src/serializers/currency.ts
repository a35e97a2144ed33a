import type { CurrencyFields } from '@soul/contracts';

/** The shop sells in euro with 2 decimals (storefront §9); the symbol goes after the amount in lt, before in en. */
export const CURRENCY_CODE = 'EUR';
export const CURRENCY_MINOR_UNIT = 2;

const EN: CurrencyFields = {
  currency_code: CURRENCY_CODE,
  currency_symbol: '€',
  currency_minor_unit: CURRENCY_MINOR_UNIT,
  currency_decimal_separator: '.',
  currency_thousand_separator: ',',
  currency_prefix: '€',
  currency_suffix: '',
};

const LT: CurrencyFields = {
  ...EN,
  currency_decimal_separator: ',',
  currency_thousand_separator: ' ',
  currency_prefix: '',
  currency_suffix: ' €',
};

export function currencyFields(language: 'en' | 'lt'): CurrencyFields {
  return language === 'lt' ? LT : EN;
}
