import { afterEach, describe, expect, it } from 'vitest';
import { consentCookieValue, newConsentRecord } from '@soul/contracts/consent';
import { consentAllows, readCookie } from './consent-gate.ts';
import { clearVisitorCookie, readVisitorCookie, setVisitorCookie } from './visitor-cookies.ts';

function clearAll() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(clearAll);

describe('consent gate', () => {
  it('allows only necessary cookies without a consent record', () => {
    expect(consentAllows('necessary')).toBe(true);
    expect(consentAllows('marketing')).toBe(false);
    expect(consentAllows('analytics')).toBe(false);
  });

  it('follows the categories of the consent record', () => {
    document.cookie = `cc_cookie=${consentCookieValue(newConsentRecord({ categories: ['marketing'] }))}; Path=/`;
    expect(consentAllows('marketing')).toBe(true);
    expect(consentAllows('marketing', document, 'affiliate')).toBe(true);
    expect(consentAllows('analytics')).toBe(false);
  });

  it('honours a service switched off inside an accepted category', () => {
    const record = newConsentRecord({ categories: ['marketing'], services: { marketing: ['email_marketing'] } });
    document.cookie = `cc_cookie=${consentCookieValue(record)}; Path=/`;
    expect(consentAllows('marketing', document, 'email_marketing')).toBe(true);
    expect(consentAllows('marketing', document, 'affiliate')).toBe(false);
    expect(setVisitorCookie('affiliate', '42')).toBe(false);
  });

  it("counts a record of another revision than the page's as no consent (a changed revision asks again)", () => {
    document.body.innerHTML = `<script type="application/json" id="soul-settings">{"consentRevision":2}</script>`;
    document.cookie = `cc_cookie=${consentCookieValue(newConsentRecord({ categories: ['marketing'], revision: 1 }))}; Path=/`;
    expect(consentAllows('marketing')).toBe(false);
    document.cookie = `cc_cookie=${consentCookieValue(newConsentRecord({ categories: ['marketing'], revision: 2 }))}; Path=/`;
    expect(consentAllows('marketing')).toBe(true);
    document.body.innerHTML = '';
  });

  it('refuses a record without its consentId or timestamps (not written by the banner)', () => {
    document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['necessary', 'marketing'], revision: 1 }))}; Path=/`;
    expect(consentAllows('marketing')).toBe(false);
  });

  it('treats an unreadable record as necessary only', () => {
    document.cookie = 'cc_cookie=%7Bnot-json; Path=/';
    expect(consentAllows('marketing')).toBe(false);
  });
});

describe('visitor cookies', () => {
  it('writes a necessary cookie with its value encoded and reads it back', () => {
    expect(setVisitorCookie('landingPromo', 'welcome offer')).toBe(true);
    expect(readVisitorCookie('landingPromo')).toBe('welcome offer');
    expect(readCookie(document, 'soul_landing_promo')).toBe('welcome offer');
    clearVisitorCookie('landingPromo');
    expect(readVisitorCookie('landingPromo')).toBeNull();
  });

  it('skips a marketing cookie until the visitor consents', () => {
    expect(setVisitorCookie('affiliate', '42')).toBe(false);
    expect(readVisitorCookie('affiliate')).toBeNull();
    document.cookie = `cc_cookie=${consentCookieValue(newConsentRecord({ categories: ['marketing'] }))}; Path=/`;
    expect(setVisitorCookie('affiliate', '42')).toBe(true);
    expect(readVisitorCookie('affiliate')).toBe('42');
  });
});
