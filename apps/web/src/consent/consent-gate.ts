import { CONSENT_COOKIE, type CookieConsentCategory } from '@soul/contracts/cookies';
import { DEFAULT_CONSENT_REVISION, consentRecordAllows, parseConsentRecord } from '@soul/contracts/consent';

/**
 * The one consent gate of the storefront (storefront §3, §9; GDPR and the
 * ePrivacy rules): every non-essential cookie, marketing event or analytics
 * call asks here first. The rule itself is the contracts'
 * `consentRecordAllows`, which the server's gate (`apps/server/src/http/consent.ts`)
 * uses too: `necessary` always; any other category (and service) only when
 * the visitor's consent record (`cc_cookie`, written by vanilla-cookieconsent)
 * is of the page's revision and lists it. No record, an old revision's, or
 * one that cannot be read means necessary only.
 */
export function consentAllows(category: CookieConsentCategory, doc: Document = document, service?: string): boolean {
  if (category === 'necessary') return true;
  return consentRecordAllows(parseConsentRecord(readCookie(doc, CONSENT_COOKIE)), pageConsentRevision(doc), category, service);
}

/** The cookie notice's revision the page states (settings `consentRevision`, CONSENT_REVISION on the server). */
export function pageConsentRevision(doc: Document): number {
  try {
    const settings: unknown = JSON.parse(doc.getElementById('soul-settings')?.textContent ?? '{}');
    const revision =
      typeof settings === 'object' && settings !== null ? (settings as { consentRevision?: unknown }).consentRevision : undefined;
    return typeof revision === 'number' ? revision : DEFAULT_CONSENT_REVISION;
  } catch {
    return DEFAULT_CONSENT_REVISION;
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
