import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { onCleanup } from '../lib/cleanup.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';

export interface LighthousePage {
  label: string;
  url: string;
}

export interface LighthouseScore {
  label: string;
  url: string;
  /** 0–100 (Lighthouse's 0–1 score × 100). */
  performance: number;
  accessibility: number;
  /** Lab metrics of the reported run, in ms (CLS unitless). */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Accessibility audits that did not pass: the reason the score is below 100. */
  accessibilityFailures: string[];
  /** Performance audits (other than the metrics) scoring under 0.9: where the time went. */
  performanceIssues: string[];
  warnings: string[];
  /** The full report of the reported run, saved next to the summary. */
  lhr: Result;
}

/**
 * Lighthouse 12 with its default (mobile) settings: Moto G Power emulation and
 * simulated slow-4G/4× CPU throttling, which Lighthouse computes from an unthrottled
 * load, so it is usable on a busy 2-core box. Only the two categories the budgets
 * name are run, which also keeps each page to ~15 s.
 *
 * With `runs` > 1 each page is audited that many times and the run with the median
 * performance score is reported: single runs vary by a few points.
 */
export async function runLighthouse(pages: LighthousePage[], runs: number): Promise<LighthouseScore[]> {
  const chrome = await launchChromium();
  try {
    const scores: LighthouseScore[] = [];
    for (const page of pages) {
      const attempts: LighthouseScore[] = [];
      for (let run = 0; run < runs; run++) attempts.push(await audit(page, chrome.port));
      attempts.sort((a, b) => a.performance - b.performance);
      const median = attempts[Math.floor(attempts.length / 2)];
      if (median) scores.push(median);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

async function launchChromium(): Promise<LaunchedChrome> {
  process.env.CHROME_PATH = chromiumPath;
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, '--headless=new'],
    // chrome-launcher's own SIGINT handler would exit before the shop is stopped.
    handleSIGINT: false,
    logLevel: 'error',
  });
  onCleanup('close the Lighthouse Chromium', () => chrome.kill());
  return chrome;
}

async function audit(page: LighthousePage, port: number): Promise<LighthouseScore> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const result = await lighthouse(page.url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Audits that lost points in a category, biggest estimated saving (ms of FCP, LCP
  // or TBT) first. Accessibility audits Lighthouse does not weigh are still real
  // problems: listed, marked "unscored". Performance metrics are left out (they are
  // in the table); what remains says where the time went.
  const lostPoints = (categoryId: string, limit: number) =>
    (lhr.categories[categoryId]?.auditRefs ?? [])
      .flatMap((ref) => {
        const a = lhr.audits[ref.id];
        if (!a || a.score === null || a.score >= limit || a.scoreDisplayMode === 'informative' || ref.group === 'metrics') return [];
        const savingMs = Math.max(0, ...Object.values(a.metricSavings ?? {}).map((ms) => ms ?? 0));
        const notes = [a.displayValue, savingMs > 0 ? `up to ${Math.round(savingMs)} ms` : undefined].filter(Boolean).join('; ');
        const unscored = ref.weight === 0 && categoryId === 'accessibility' ? ' [unscored]' : '';
        return [{ savingMs, text: `${a.id}${notes ? ` (${notes})` : ''}${unscored}` }];
      })
      .sort((a, b) => b.savingMs - a.savingMs)
      .map((issue) => issue.text);

  return {
    label: page.label,
    url: page.url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
    accessibilityFailures: lostPoints('accessibility', 1),
    performanceIssues: lostPoints('performance', 0.9),
    warnings: lhr.runWarnings.map(String),
    lhr,
  };
}
