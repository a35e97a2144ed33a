import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The flows' `test`: Playwright's, plus a guard that fails any flow during
 * which the page broke the shop's Content-Security-Policy (the browser
 * reports each refused script, style, frame or image on the console), so
 * every journey proves the pages satisfy the policy they are sent with.
 */
export const test = base.extend<{ contentSecurityPolicyGuard: undefined }>({
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
