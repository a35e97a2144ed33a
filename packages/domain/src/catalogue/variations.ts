/**
 * Variation order (storefront §2): variable products list their variations
 * sorted numerically by the first attribute option (25G < 40G < 200G < 250G)
 * and default to the first one.
 */
export interface VariationLike {
  id: number;
  attributes: ReadonlyArray<{ option: string }>;
}

export function firstOption(variation: VariationLike): string {
  return variation.attributes[0]?.option ?? '';
}

/** The leading number of an option ("250G" → 250, "1.5 kg" → 1.5); NaN when there is none. */
export function optionNumber(option: string): number {
  const match = /\d+(?:[.,]\d+)?/.exec(option);
  return match ? Number.parseFloat(match[0].replace(',', '.')) : Number.NaN;
}

function compareOptions(a: string, b: string): number {
  const na = optionNumber(a);
  const nb = optionNumber(b);
  const aHas = !Number.isNaN(na);
  const bHas = !Number.isNaN(nb);
  if (aHas && bHas && na !== nb) return na - nb;
  // Options without a number go after numbered ones, then alphabetically.
  if (aHas !== bHas) return aHas ? -1 : 1;
  return a.localeCompare(b, 'en', { numeric: true });
}

/** A sorted copy; ties keep their original order (Array.prototype.sort is stable). */
export function sortVariations<T extends VariationLike>(variations: readonly T[]): T[] {
  return [...variations].sort((a, b) => compareOptions(firstOption(a), firstOption(b)));
}

/** The variation selected at start: the first after sorting, or null without variations. */
export function defaultVariation<T extends VariationLike>(variations: readonly T[]): T | null {
  return sortVariations(variations)[0] ?? null;
}

/** The variation with the same first attribute option, e.g. the one-time twin's "250G" for a subscription "250G". */
export function matchingVariation<T extends VariationLike>(variations: readonly T[], option: string | null): T | null {
  if (option === null) return null;
  const wanted = option.toLowerCase();
  return variations.find((variation) => firstOption(variation).toLowerCase() === wanted) ?? null;
}
