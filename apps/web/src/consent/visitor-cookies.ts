import { VISITOR_COOKIES, type VisitorCookieKey } from '@soul/contracts/cookies';
import { consentAllows, readCookie } from './consent-gate.ts';

/**
 * Reading and writing the visitor cookies of storefront §6 (the table is in
 * `@soul/contracts/cookies`, with each cookie's lifetime and consent
 * category). A write the visitor has not consented to is skipped and
 * answers false: the feature then works for this page only.
 */
export function readVisitorCookie(key: VisitorCookieKey, doc: Document = document): string | null {
  return readCookie(doc, VISITOR_COOKIES[key].name);
}

export function setVisitorCookie(key: VisitorCookieKey, value: string, doc: Document = document): boolean {
  const cookie = VISITOR_COOKIES[key];
  if (!consentAllows(cookie.consent, doc, 'service' in cookie ? cookie.service : undefined)) return false;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${cookie.name}=${encodeURIComponent(value)}; Max-Age=${cookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  return true;
}

export function clearVisitorCookie(key: VisitorCookieKey, doc: Document = document): void {
  doc.cookie = `${VISITOR_COOKIES[key].name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
