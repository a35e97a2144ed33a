/**
 * Catalogue constants (storefront §5, §9). Kept here (not imported from
 * @soul/contracts) so browser code importing the domain does not pull in zod.
 */
export const MIN_FREQUENCY_MONTHS = 2;
export const MAX_FREQUENCY_MONTHS = 12;
/** Frequencies the 'frequency' plan style offers: 2, 3, … 12 months. */
export const FREQUENCY_CHOICES: readonly number[] = Array.from(
  { length: MAX_FREQUENCY_MONTHS - MIN_FREQUENCY_MONTHS + 1 },
  (_, index) => MIN_FREQUENCY_MONTHS + index,
);
