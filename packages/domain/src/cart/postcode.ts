/**
 * Lithuanian postcode rules of the checkout (storefront §5 "Checkout postcode
 * (Lithuania)"). Pure and text-free: the message wordings live in the i18n catalogs.
 */

/** Trimmed and upper-cased; a 5-character value gets the `LT-` prefix ("93101" → "LT-93101"). */
export function normalizeLithuanianPostcode(raw: string): string {
  const value = raw.trim().toUpperCase();
  return value.length === 5 ? `LT-${value}` : value;
}

const LITHUANIAN_POSTCODE = /^LT-\d{5}$/;

/** `LT-` plus five digits, checked after normalising (so "93101" and " lt-93101 " pass). */
export function isValidLithuanianPostcode(raw: string): boolean {
  return LITHUANIAN_POSTCODE.test(normalizeLithuanianPostcode(raw));
}

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => `LT-${from + index}`);
}

/**
 * The sixteen Curonian Spit (Neringa) postcodes: LT-93101…93105,
 * LT-93121…93130 and LT-93132 (5 + 10 + 1). Parcel lockers do not deliver there.
 */
export const CURONIAN_SPIT_POSTCODES: ReadonlySet<string> = new Set([...range(93101, 93105), ...range(93121, 93130), 'LT-93132']);

/** Whether a (raw or normalised) postcode is on the Curonian Spit. */
export function isCuronianSpitPostcode(raw: string): boolean {
  return CURONIAN_SPIT_POSTCODES.has(normalizeLithuanianPostcode(raw));
}
