import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resultsDir } from './paths.ts';
import type { BenchReport } from './report.ts';

/**
 * Writes bench/results/<timestamp>.json (the summary, lab metrics, per-file JS sizes)
 * and, per Lighthouse page, the full report as <timestamp>-lighthouse-<n>.json, which
 * opens in https://googlechrome.github.io/lighthouse/viewer/. Returns the summary path.
 */
export async function saveResults(report: BenchReport): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const lighthouseFiles: string[] = [];
  const pages = report.frontend?.lighthouse ?? [];
  for (const [index, page] of pages.entries()) {
    const file = path.join(resultsDir, `${stamp}-lighthouse-${index + 1}.json`);
    await writeFile(file, JSON.stringify(page.lhr));
    lighthouseFiles.push(path.relative(resultsDir, file));
  }
  const summary = {
    ...report,
    // The full reports are megabytes each: kept in their own files, named here.
    frontend: report.frontend && {
      ...report.frontend,
      lighthouse: pages.map(({ lhr: _lhr, ...page }, index) => ({ ...page, reportFile: lighthouseFiles[index] })),
    },
  };
  const file = path.join(resultsDir, `${stamp}.json`);
  await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}
