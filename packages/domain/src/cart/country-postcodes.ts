import { isValidLithuanianPostcode, normalizeLithuanianPostcode } from './postcode.ts';

/**
 * Postcodes per country as WooCommerce formats and checks them
 * (wc_format_postcode, WC_Validation::is_postcode), for the countries the
 * shop delivers to; Lithuania keeps the shop's own rule (postcode.ts:
 * `LT-` plus five digits). A country with no rule takes any postcode made of
 * letters, digits, spaces and dashes, as WooCommerce does.
 */

/** WooCommerce's wc_normalize_postcode: upper case, no spaces or dashes. */
function compact(raw: string): string {
  return raw.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** The postcode as it is stored: 'lt 01100' → 'LT-01100' (ours), '00950' → '00-950' (PL), '1050' → 'LV-1050' (LV). */
export function formatPostcode(raw: string, country: string): string {
  if (raw.trim() === '') return '';
  switch (country) {
    case 'LT':
      return normalizeLithuanianPostcode(raw);
    case 'PL': {
      const value = compact(raw);
      return value.length > 3 ? `${value.slice(0, -3)}-${value.slice(-3)}` : value;
    }
    case 'LV':
      return compact(raw).replace(/^(LV)?/, 'LV-');
    default:
      return compact(raw);
  }
}

const RULES: Readonly<Record<string, RegExp>> = {
  DE: /^(0[1-9]|[1-9][0-9])[0-9]{3}$/,
  EE: /^[0-9]{5}$/,
  FI: /^[0-9]{5}$/,
  PL: /^[0-9]{2}-[0-9]{3}$/,
};

/** Whether a formatted postcode (formatPostcode) is valid for the country; an empty one is left to the checkout. */
export function isValidPostcode(formatted: string, country: string): boolean {
  if (formatted === '') return true;
  if (/[^\s\-A-Za-z0-9]/.test(formatted)) return false;
  if (country === 'LT') return isValidLithuanianPostcode(formatted);
  const rule = RULES[country];
  return rule ? rule.test(formatted) : true;
}
