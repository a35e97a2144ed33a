import { describe, expect, it } from 'vitest';
import { consentCookieValue, consentRecordAllows, isCurrentConsent, newConsentRecord, parseConsentRecord } from './consent.ts';

const now = new Date('2026-12-03T12:00:00Z');

describe('the consent record (storefront §3) and its one rule', () => {
  it('reads what vanilla-cookieconsent writes (URI-encoded JSON in cc_cookie)', () => {
    const record = newConsentRecord({ categories: ['analytics'], now });
    expect(parseConsentRecord(decodeURIComponent(consentCookieValue(record)))).toEqual(record);
    expect(record.expirationTime - now.getTime()).toBe(182 * 24 * 3600 * 1000);
    expect(parseConsentRecord('{nope')).toBeNull();
    expect(parseConsentRecord('{"categories":"marketing"}')).toBeNull();
  });

  it('trusts a record only of the current revision, with its id and times, not expired', () => {
    const record = newConsentRecord({ categories: ['marketing'], revision: 2, now });
    expect(isCurrentConsent(record, 2, now.getTime())).toBe(true);
    expect(isCurrentConsent(record, 3, now.getTime())).toBe(false);
    expect(isCurrentConsent({ ...record, consentId: '' }, 2, now.getTime())).toBe(false);
    expect(isCurrentConsent(record, 2, record.expirationTime + 1)).toBe(false);
  });

  it('allows necessary always, a category when listed, a service when listed in its category', () => {
    const record = newConsentRecord({ categories: ['marketing'], services: { marketing: ['affiliate'] } });
    expect(consentRecordAllows(null, 1, 'necessary')).toBe(true);
    expect(consentRecordAllows(null, 1, 'marketing')).toBe(false);
    expect(consentRecordAllows(record, 1, 'marketing')).toBe(true);
    expect(consentRecordAllows(record, 1, 'analytics')).toBe(false);
    expect(consentRecordAllows(record, 1, 'marketing', 'affiliate')).toBe(true);
    expect(consentRecordAllows(record, 1, 'marketing', 'email_marketing')).toBe(false);
    expect(consentRecordAllows(record, 2, 'marketing')).toBe(false);
  });
});
