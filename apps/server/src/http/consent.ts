import { CONSENT_COOKIE, type CookieConsentCategory } from '@soul/contracts/cookies';

/**
 * The server's reading of the visitor's consent record (the same
 * `cc_cookie` the browser's consent gate reads): `necessary` always, any
 * other category only when the record lists it. No record, or one that
 * cannot be read, means necessary only.
 */
export function serverConsentAllows(cookies: Record<string, string | undefined>, category: CookieConsentCategory): boolean {
  if (category === 'necessary') return true;
  const raw = cookies[CONSENT_COOKIE];
  if (!raw) return false;
  try {
    const record: unknown = JSON.parse(raw);
    if (typeof record !== 'object' || record === null || !('categories' in record)) return false;
    const categories = (record as { categories: unknown }).categories;
    return Array.isArray(categories) && categories.includes(category);
  } catch {
    return false;
  }
}
