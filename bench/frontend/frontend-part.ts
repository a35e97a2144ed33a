import { checkAtLeast, checkAtMost, type Check } from '../lib/checks.ts';
import { firstProduct } from '../lib/store-api.ts';
import { assertChromium } from './chromium.ts';
import { measureFirstLoadJs, type FirstLoadJs } from './first-load-js.ts';
import { runLighthouse, type LighthouseScore } from './lighthouse.ts';

/** Budgets from the project's performance goals. */
export const frontendTargets = { productPageJsGzipKb: 120, performance: 95, accessibility: 100 } as const;

export interface FrontendResult {
  productPageJs: FirstLoadJs & { check: Check };
  lighthouse: (LighthouseScore & { checks: Check[] })[];
}

export function frontendChecks(result: FrontendResult): Check[] {
  return [result.productPageJs.check, ...result.lighthouse.flatMap((page) => page.checks)];
}

/** First-load JS of a product page, then Lighthouse on home, shop and that product page. */
export async function measureFrontend(baseUrl: string, lighthouseRuns: number): Promise<FrontendResult> {
  assertChromium();
  const { pagePath } = await firstProduct(baseUrl);
  const productUrl = baseUrl + pagePath;

  console.log(`[bench] first-load JS of ${pagePath} (HTML + Chromium until network idle)`);
  const js = await measureFirstLoadJs(productUrl);
  const kb = js.totalGzipBytes / 1024;
  const productPageJs = { ...js, check: checkAtMost('product page first-load JS', kb, frontendTargets.productPageJsGzipKb, 'KB') };

  const pages = [
    { label: 'home /', url: `${baseUrl}/` },
    { label: 'shop /products', url: `${baseUrl}/products` },
    { label: `product ${pagePath}`, url: productUrl },
  ];
  console.log(`[bench] Lighthouse (mobile) on ${pages.length} pages, ${lighthouseRuns} run(s) each`);
  const scores = await runLighthouse(pages, lighthouseRuns);
  const lighthouse = scores.map((score) => ({
    ...score,
    checks: [
      checkAtLeast(`Lighthouse performance ${score.label}`, score.performance, frontendTargets.performance),
      checkAtLeast(`Lighthouse accessibility ${score.label}`, score.accessibility, frontendTargets.accessibility),
    ],
  }));
  return { productPageJs, lighthouse };
}
