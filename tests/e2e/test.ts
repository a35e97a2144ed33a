import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The flows' `test`: Playwright's, plus a guard that fails any flow during
 * which the page broke the shop's Content-Security-Policy (the browser
 * reports each refused script, style, frame or image on the console), so
 * every journey proves the pages satisfy the policy they are sent with.
 */
export const test = base.extend<{ contentSecurityPolicyGuard: undefined; exitPopupSeen: boolean }>({
  /**
   * The exit popup (storefront §2) would open over any flow that idles 10–15 s:
   * every flow's visitor has "already seen it" unless it opts out
   * (`test.use({ exitPopupSeen: false })`, tests/e2e/exit-popup.e2e.ts).
   */
  exitPopupSeen: [true, { option: true }],
  context: async ({ context, exitPopupSeen, baseURL }, use) => {
    if (exitPopupSeen && baseURL) await context.addCookies([{ name: 'soul_exit_popup', value: '1', url: baseURL }]);
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
