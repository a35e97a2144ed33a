import { parseMinorUnits } from '@soul/domain/catalogue/index';

/** The currency of a Store API money object (its `currency_*` fields). */
export interface Currency {
  code: string;
  minorUnit: number;
}

export function currencyOf(fields: { currency_code: string; currency_minor_unit: number }): Currency {
  return { code: fields.currency_code, minorUnit: fields.currency_minor_unit };
}

/** The API's `lowest_price_30_days` (of a product, variation or twin) in minor units; null when not reduced. */
export function lowestPriceOf(source: { lowest_price_30_days?: string | null | undefined } | undefined): number | null {
  const value = source?.lowest_price_30_days;
  return typeof value === 'string' ? parseMinorUnits(value) : null;
}
