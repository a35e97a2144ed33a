import { checkAtLeast, checkAtMost, type Check } from '../lib/checks.ts';
import { firstProduct, productPagePath } from '../lib/store-api.ts';
import { assertChromium } from './chromium.ts';
import { measureFirstLoadJs, type FirstLoadJs } from './first-load-js.ts';
import { runLighthouse, type LighthouseScore } from './lighthouse.ts';

/** Budgets from the project's performance goals. */
export const frontendTargets = { productPageJsGzipKb: 120, performance: 95, accessibility: 100 } as const;

/** The shop's two languages: each product page is measured in both (its catalogs and texts differ). */
export const productPageLanguages = ['en', 'lt'] as const;

export type ProductPageJs = FirstLoadJs & { language: (typeof productPageLanguages)[number]; check: Check };

export interface FrontendResult {
  /** One per language: the English product page and its Lithuanian twin. */
  productPageJs: ProductPageJs[];
  lighthouse: (LighthouseScore & { checks: Check[] })[];
  /**
   * Why Lighthouse gave no score for some or all pages (e.g. NO_NAVSTART three times
   * in a row): the JS figures and their budget are still reported and checked.
   */
  lighthouseError?: string;
}

export function frontendChecks(result: FrontendResult): Check[] {
  return [...result.productPageJs.map((page) => page.check), ...result.lighthouse.flatMap((page) => page.checks)];
}

/**
 * First-load JS of a product page in English and in Lithuanian, then Lighthouse on
 * home, shop and the English product page. A Lighthouse failure is recorded, not
 * thrown: the first-load figures are measured first and always reported.
 */
export async function measureFrontend(baseUrl: string, lighthouseRuns: number): Promise<FrontendResult> {
  assertChromium();
  const { id, pagePath } = await firstProduct(baseUrl);

  const productPageJs: ProductPageJs[] = [];
  for (const language of productPageLanguages) {
    const path = language === 'en' ? pagePath : await productPagePath(baseUrl, id, language);
    console.log(`[bench] first-load JS of ${path} (HTML + Chromium until network idle)`);
    const js = await measureFirstLoadJs(baseUrl + path);
    const kb = js.totalGzipBytes / 1024;
    const check = checkAtMost(`product page first-load JS (${language})`, kb, frontendTargets.productPageJsGzipKb, 'KB');
    productPageJs.push({ ...js, language, check });
  }

  const pages = [
    { label: 'home /', url: `${baseUrl}/` },
    { label: 'shop /products', url: `${baseUrl}/products` },
    { label: `product ${pagePath}`, url: baseUrl + pagePath },
  ];
  console.log(`[bench] Lighthouse (mobile) on ${pages.length} pages, ${lighthouseRuns} run(s) each`);
  let run: Awaited<ReturnType<typeof runLighthouse>>;
  try {
    run = await runLighthouse(pages, lighthouseRuns);
  } catch (error) {
    // Chromium did not start: no scores at all, the JS figures still count.
    return { productPageJs, lighthouse: [], lighthouseError: error instanceof Error ? error.message : String(error) };
  }
  const lighthouse = run.scores.map((score) => ({
    ...score,
    checks: [
      checkAtLeast(`Lighthouse performance ${score.label}`, score.performance, frontendTargets.performance),
      checkAtLeast(`Lighthouse accessibility ${score.label}`, score.accessibility, frontendTargets.accessibility),
    ],
  }));
  return { productPageJs, lighthouse, ...(run.errors.length > 0 ? { lighthouseError: run.errors.join('; ') } : {}) };
}
