import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test on any console error or uncaught exception the page produces. */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The location names the resource behind a 'Failed to load resource' message.
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { errors };
}

/** Runs axe (WCAG 2 A/AA rules) and expects no violations, listing them readably if any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits until every island on the page has hydrated (the boot script marks
 * containers). An island of boot's MOUNT_WHEN_NEAR (the reviews) hydrates
 * only once scrolled within 150 px of the viewport, so one further down is
 * not waited for.
 */
export async function waitForIslands(page: Page): Promise<void> {
  // Islands below the fold (boot/registry.ts MOUNT_WHEN_NEAR) load when scrolled near: bring each waiting one into view.
  await page.waitForFunction(() => {
    const waiting = Array.from(document.querySelectorAll('[data-soul-widget][data-soul-props]')).filter(
      (el) => !el.hasAttribute('data-soul-ready'),
    );
    waiting[0]?.scrollIntoView({ block: 'center' });
    return waiting.length === 0;
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

export const euro = (text: string): number => Number(text.replace(/[^\d,.]/g, '').replace(',', '.'));
