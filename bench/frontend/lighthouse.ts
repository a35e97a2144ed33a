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

/** What runLighthouse measured: a score per page it could audit, and why the others failed. */
export interface LighthouseRun {
  scores: LighthouseScore[];
  /** One line per page Lighthouse could not audit (after its retries). */
  errors: string[];
}

/**
 * Trace errors that say nothing about the page: Chromium's trace missed an event
 * (`navigationStart`, the first paint) that a second load records. Seen
 * intermittently with NO_NAVSTART; an audit failing so is tried again.
 */
const TRANSIENT_TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP', 'NO_LCP', 'NO_RESOURCE_REQUEST']);
const ATTEMPTS_PER_RUN = 3;

export class LighthouseRuntimeError extends Error {
  constructor(
    readonly url: string,
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse failed on ${url}: ${code} ${message}`);
  }
}

/**
 * Lighthouse 12 with its default (mobile) settings: Moto G Power emulation and
 * simulated slow-4G/4× CPU throttling, which Lighthouse computes from an unthrottled
 * load, so it is usable on a busy 2-core box. Only the two categories the budgets
 * name are run, which also keeps each page to ~15 s.
 *
 * With `runs` > 1 each page is audited that many times and the run with the median
 * performance score is reported: single runs vary by a few points. A run that hits a
 * transient trace error is retried (up to 3 attempts); a page that still fails is
 * reported in `errors` and the other pages are audited all the same.
 */
export async function runLighthouse(pages: LighthousePage[], runs: number): Promise<LighthouseRun> {
  const chrome = await launchChromium();
  try {
    const scores: LighthouseScore[] = [];
    const errors: string[] = [];
    for (const page of pages) {
      try {
        const attempts: LighthouseScore[] = [];
        for (let run = 0; run < runs; run++) attempts.push(await auditWithRetries(page, chrome.port));
        attempts.sort((a, b) => a.performance - b.performance);
        const median = attempts[Math.floor(attempts.length / 2)];
        if (median) scores.push(median);
      } catch (error) {
        errors.push(`${page.label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { scores, errors };
  } finally {
    chrome.kill();
  }
}

async function auditWithRetries(page: LighthousePage, port: number): Promise<LighthouseScore> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(page, port);
    } catch (error) {
      const transient = error instanceof LighthouseRuntimeError && TRANSIENT_TRACE_ERRORS.has(error.code);
      if (!transient || attempt >= ATTEMPTS_PER_RUN) throw error;
      console.log(`[bench] ${error.message}: trying again (${attempt + 1}/${ATTEMPTS_PER_RUN})`);
    }
  }
}

async function launchChromium(): Promise<LaunchedChrome> {
  process.env.CHROME_PATH = chromiumPath;
  const chrome = await launch({
    chromePath: chromiumPath,
    // Only the new headless mode: Chromium ≥ 132 has no other, and a second, bare `--headless` added nothing but doubt.
    chromeFlags: [...chromiumFlags.filter((flag) => flag !== '--headless'), '--headless=new'],
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
  if (lhr.runtimeError) throw new LighthouseRuntimeError(page.url, lhr.runtimeError.code, lhr.runtimeError.message);

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
