import { CONSENT_COOKIE, consentRecordAllows, isCurrentConsent, parseConsentRecord, type ConsentRecord } from '@soul/contracts';
import type { CookieConsentCategory } from '@soul/contracts/cookies';

type Cookies = Record<string, string | undefined>;

/** The visitor's consent record (`cc_cookie`), or null when there is none or it cannot be read. */
export function consentRecordOf(cookies: Cookies): ConsentRecord | null {
  return parseConsentRecord(cookies[CONSENT_COOKIE]);
}

/** Whether the visitor decided under the current revision: if not, the page shows the consent banner. */
export function hasCurrentConsent(cookies: Cookies, revision: number): boolean {
  return isCurrentConsent(consentRecordOf(cookies), revision);
}

/**
 * The server's consent gate: the same rule as the browser's
 * (contracts `consentRecordAllows`): `necessary` always; any other category
 * (and service) only when the visitor's current record lists it.
 */
export function serverConsentAllows(cookies: Cookies, revision: number, category: CookieConsentCategory, service?: string): boolean {
  return consentRecordAllows(consentRecordOf(cookies), revision, category, service);
}

/**
 * Marketing events the browser asks the server to record (viewed product,
 * started checkout): only with the visitor's consent to marketing's
 * e-mail-marketing service, the rule the browser applies before sending.
 */
export function marketingEventsAllowed(cookies: Cookies, revision: number): boolean {
  return serverConsentAllows(cookies, revision, 'marketing', 'email_marketing');
}
