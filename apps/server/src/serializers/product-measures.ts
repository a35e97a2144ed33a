import type { Language } from '@soul/contracts';
import type { CatalogueProduct } from '@soul/domain/products/product';
import type { Translate } from '../i18n.ts';
import { currencyFields } from './currency.ts';

/**
 * WooCommerce's weight and dimensions fields: the stored values in kg and cm
 * as plain decimals ('' when not set), and the shop's display of them
 * (wc_format_weight / wc_format_dimensions: the shop's decimal separator,
 * the unit, "N/A" when not set). We keep whole grams and millimetres, so the
 * decimals are exact.
 */
export interface ProductMeasures {
  weight: string;
  dimensions: { length: string; width: string; height: string };
  formatted_weight: string;
  formatted_dimensions: string;
}

/** `amount / divisor` as a short decimal: 120 g → "0.12", 100 mm → "10", 35 mm → "3.5". */
function decimal(amount: number | null, divisor: number): string {
  return amount === null ? '' : String(amount / divisor);
}

export function productMeasures(product: CatalogueProduct, language: Language, t: Translate): ProductMeasures {
  const separator = currencyFields(language).currency_decimal_separator;
  const local = (value: string) => value.replace('.', separator);
  const weight = decimal(product.weightGrams, 1000);
  const { length, width, height } = product.dimensionsMm;
  const dimensions = { length: decimal(length, 10), width: decimal(width, 10), height: decimal(height, 10) };
  const sides = [dimensions.length, dimensions.width, dimensions.height].filter((side) => side !== '');
  return {
    weight,
    dimensions,
    formatted_weight: weight === '' ? t('measures.notAvailable') : `${local(weight)} kg`,
    formatted_dimensions: sides.length === 0 ? t('measures.notAvailable') : `${sides.map(local).join(' × ')} cm`,
  };
}
