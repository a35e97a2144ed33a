import { CONSENT_COOKIE, type CookieConsentCategory } from '@soul/contracts/cookies';
import { isRecord } from '../shared/is-record.ts';

/**
 * The one consent gate of the storefront (storefront §3, §9; GDPR and the
 * ePrivacy rules): every non-essential cookie, marketing event or analytics
 * call asks here first. `necessary` is always allowed; any other category
 * only when the visitor's consent record (vanilla-cookieconsent's
 * `cc_cookie`, written by the consent banner) lists it. No record, or one
 * that cannot be read, means necessary only.
 */
export function consentAllows(category: CookieConsentCategory, doc: Document = document): boolean {
  if (category === 'necessary') return true;
  return acceptedCategories(doc).includes(category);
}

/** The categories of the visitor's consent record (empty without one). */
export function acceptedCategories(doc: Document): string[] {
  const raw = readCookie(doc, CONSENT_COOKIE);
  if (raw === null) return [];
  try {
    const record: unknown = JSON.parse(raw);
    if (!isRecord(record) || !Array.isArray(record.categories)) return [];
    return record.categories.filter((category): category is string => typeof category === 'string');
  } catch {
    return [];
  }
}

/** A cookie's decoded value, or null when the visitor has none. */
export function readCookie(doc: Document, name: string): string | null {
  const prefix = `${name}=`;
  for (const part of doc.cookie.split('; ')) {
    if (!part.startsWith(prefix)) continue;
    try {
      return decodeURIComponent(part.slice(prefix.length));
    } catch {
      return part.slice(prefix.length);
    }
  }
  return null;
}
