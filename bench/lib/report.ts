import { cpus, loadavg } from 'node:os';
import type { FrontendResult } from '../frontend/frontend-part.ts';
import { frontendTargets } from '../frontend/frontend-part.ts';
import type { RouteResult } from './api-part.ts';
import { catalogueSection } from './catalogue-report.ts';
import type { CatalogueResult } from './catalogue-part.ts';
import type { Check } from './checks.ts';
import type { Measurement } from './load.ts';
import type { BenchOptions } from './options.ts';
import { formatCount, formatMs, formatTable, verdict } from './table.ts';

/** Everything one run measured: printed as tables and saved as JSON. */
export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  /**
   * 1-minute load average at start and end: the figures only mean something on an
   * otherwise idle machine, and shared CI boxes often are not.
   */
  machine: { cpus: number; cpuModel: string; node: string; loadAtStart: number; loadAtEnd: number };
  settings: { connections: number; durationSec: number; warmupSec: number; lighthouseRuns: number; parts: string[] };
  /** From spawning the shop to its "running at" line: migrations, demo seed, images. */
  shopStartSec?: number;
  ceiling?: Measurement;
  routes?: RouteResult[];
  frontend?: FrontendResult;
  /** Catalogue paging on the demo catalogue and on a grown one (--catalogue). */
  catalogue?: CatalogueResult;
  /** What the shop logged (LOG_LEVEL=warn) while it was being measured: should be nothing. */
  shopLogLines: string[];
  /** Parts that could not be measured at all. */
  errors: string[];
  checks: Check[];
}

export function newReport(options: BenchOptions): BenchReport {
  const cpuList = cpus();
  return {
    startedAt: new Date().toISOString(),
    finishedAt: '',
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model ?? 'unknown',
      node: process.version,
      loadAtStart: loadNow(),
      loadAtEnd: 0,
    },
    settings: { ...options.load, lighthouseRuns: options.lighthouseRuns, parts: [...options.parts] },
    shopLogLines: [],
    errors: [],
    checks: [],
  };
}

export function loadNow(): number {
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}

export function printReport(report: BenchReport): void {
  const { settings, machine } = report;
  const out: string[] = [
    '',
    `Soul Shop bench: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, 1-min load ${machine.loadAtStart} at start, ${machine.loadAtEnd} at end`,
  ];
  if (Math.max(machine.loadAtStart, machine.loadAtEnd) > machine.cpus / 2) {
    out.push(
      `WARNING: the machine was busy with other work (load above ${machine.cpus / 2} on ${machine.cpus} cores): figures are lower and noisier than on an idle machine.`,
    );
  }
  if (report.shopStartSec !== undefined)
    out.push(`The shop started in ${report.shopStartSec.toFixed(1)} s (fresh database: migrations, demo seed, product images).`);
  if (report.ceiling) out.push('', ...apiSection(report.ceiling, report.routes ?? [], settings));
  if (report.frontend) out.push('', ...frontendSection(report.frontend));
  if (report.catalogue) out.push('', ...catalogueSection(report.catalogue));
  if (report.shopLogLines.length > 0) {
    out.push('', `The shop logged ${report.shopLogLines.length} line(s) at warn level or above while measured (first 10):`);
    out.push(...report.shopLogLines.slice(0, 10).map((line) => `  ${line.slice(0, 300)}`));
  }
  for (const error of report.errors) out.push('', `ERROR: ${error}`);
  const failed = report.checks.filter((check) => !check.pass);
  out.push(
    '',
    `${report.checks.length - failed.length} of ${report.checks.length} targets passed${failed.length > 0 ? `; failed: ${failed.map((c) => c.name).join(', ')}` : ''}.`,
  );
  console.log(out.join('\n'));
}

function apiSection(ceiling: Measurement, routes: RouteResult[], settings: BenchReport['settings']): string[] {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', '× ceiling', 'target', 'result'];
  const rows = [
    [
      'ceiling: Fastify hello world GET /',
      formatCount(ceiling.requestsPerSec),
      formatMs(ceiling.p50Ms),
      formatMs(ceiling.p99Ms),
      String(ceiling.non2xx),
      '1.00',
      '',
      '',
    ],
    ...routes.map((r) => [
      r.name,
      formatCount(r.measurement.requestsPerSec),
      formatMs(r.measurement.p50Ms),
      formatMs(r.measurement.p99Ms),
      String(r.measurement.non2xx),
      r.ratioOfCeiling.toFixed(2),
      `${r.target.minRequestsPerSec !== undefined ? `≥ ${r.target.minRequestsPerSec}/s` : `≥ ${r.target.ratioOfCeiling.toFixed(2)}×`}, p99 ≤ ${r.target.p99Ms} ms`,
      verdict(r.check.pass, r.check.failures),
    ]),
  ];
  return [
    `API: autocannon, ${settings.connections} connections, ${settings.durationSec} s per route after ${settings.warmupSec} s warm-up`,
    formatTable(header, rows),
  ];
}

function frontendSection(frontend: FrontendResult): string[] {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const jsSections = frontend.productPageJs.flatMap((js) => {
    const origin = new URL(js.pageUrl).origin;
    const fileRows = js.files.map((file) => [
      file.url.startsWith(origin) ? file.url.slice(origin.length) : file.url,
      kb(file.bytes),
      kb(file.gzipBytes),
      [file.inHtml ? 'html' : '', file.loadedByBrowser ? 'browser' : ''].filter(Boolean).join('+'),
      file.loadedByBrowser ? (file.servedEncoding ?? 'none') : '',
    ]);
    fileRows.push(['total', kb(js.totalBytes), kb(js.totalGzipBytes), `${js.files.length} files`, '']);
    return [
      `Front end: product page first-load JS, ${js.language} (${js.pageUrl}), gzip level 9`,
      formatTable(['file', 'KB', 'gzip KB', 'found in', 'served as'], fileRows),
      `  → ${kb(js.totalGzipBytes)} KB gzip, target ≤ ${frontendTargets.productPageJsGzipKb} KB: ${verdict(js.check.pass, js.check.failures)}`,
      '',
    ];
  });

  const lighthouseRows = frontend.lighthouse.map((score) => {
    const failures = score.checks.flatMap((check) => check.failures.map((failure) => `${check.name.split(' ')[1]} ${failure}`));
    return [
      score.label,
      String(score.performance),
      String(score.accessibility),
      formatCount(score.metrics.fcpMs),
      formatCount(score.metrics.lcpMs),
      formatCount(score.metrics.tbtMs),
      score.metrics.cls.toFixed(3),
      verdict(failures.length === 0, failures),
    ];
  });
  const shown = 8;
  const details = frontend.lighthouse.flatMap((score) => [
    ...(score.accessibilityFailures.length > 0 ? [`  ${score.label} accessibility: ${score.accessibilityFailures.join(', ')}`] : []),
    ...(score.performanceIssues.length > 0
      ? [
          `  ${score.label} performance: ${score.performanceIssues.slice(0, shown).join(', ')}${score.performanceIssues.length > shown ? ` … (${score.performanceIssues.length - shown} more in the saved report)` : ''}`,
        ]
      : []),
    ...score.warnings.map((warning) => `  ${score.label} warning: ${warning}`),
  ]);

  const lighthouseTitle = `Lighthouse 12 (mobile, simulated throttling); targets performance ≥ ${frontendTargets.performance}, accessibility ${frontendTargets.accessibility}`;
  return [
    ...jsSections,
    lighthouseTitle,
    ...(lighthouseRows.length > 0
      ? [formatTable(['page', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'result'], lighthouseRows)]
      : []),
    ...details,
    ...(frontend.lighthouseError ? [`  not measured: ${frontend.lighthouseError}`] : []),
  ];
}
