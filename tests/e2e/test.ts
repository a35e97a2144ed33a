import { consentCookieValue, newConsentRecord } from '@soul/contracts/consent';
import { expect, test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/**
 * The flows' `test`: Playwright's, plus a guard that fails any flow during
 * which the page broke the shop's Content-Security-Policy (the browser
 * reports each refused script, style, frame or image on the console), so
 * every journey proves the pages satisfy the policy they are sent with.
 */
export const test = base.extend<{ contentSecurityPolicyGuard: undefined; exitPopupSeen: boolean; consentDecided: boolean }>({
  /**
   * The exit popup (storefront §2) would open over any flow that idles 10–15 s:
   * every flow's visitor has "already seen it" unless it opts out
   * (`test.use({ exitPopupSeen: false })`, tests/e2e/exit-popup.e2e.ts).
   */
  exitPopupSeen: [true, { option: true }],
  /**
   * The cookie-consent banner (storefront §2) sits over the foot of every page
   * until the visitor decides: every flow's visitor has already chosen
   * "necessary only" (which changes nothing the gates allow) unless it opts
   * out (`test.use({ consentDecided: false })`, tests/e2e/cookie-consent.e2e.ts).
   */
  consentDecided: [true, { option: true }],
  context: async ({ context, exitPopupSeen, consentDecided, baseURL }, use) => {
    if (exitPopupSeen && baseURL) await context.addCookies([{ name: 'soul_exit_popup', value: '1', url: baseURL }]);
    if (consentDecided && baseURL) {
      await context.addCookies([{ name: 'cc_cookie', value: consentCookieValue(newConsentRecord({ categories: [] })), url: baseURL }]);
    }
    await use(context);
  },
  contentSecurityPolicyGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${message.text()} (${page.url()})`);
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A second browser a flow opens itself (`browser.newContext()`) has decided
 * "necessary only" too, so the consent banner stays out of its way. The
 * flows' server runs on 127.0.0.1 (playwright.config.ts).
 */
export async function decideConsent(context: BrowserContext): Promise<BrowserContext> {
  await context.addCookies([
    { name: 'cc_cookie', value: consentCookieValue(newConsentRecord({ categories: [] })), domain: '127.0.0.1', path: '/' },
  ]);
  return context;
}
