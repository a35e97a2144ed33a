const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/**
 * A country code the visitor's cookie may hold: two letters ISO 3166-1 names
 * (Intl knows a name for it; ZZ is its "unknown region"). Upper-cased; anything
 * else is null, so a tampered cookie falls back to the address's country.
 */
export function countryCodeOf(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return null;
  return REGION_NAMES.of(code) === code ? null : code;
}
