import { catalogueTargets, type CatalogueFigures, type CatalogueResult, type Timing } from './catalogue-part.ts';
import { formatCount, formatTable, verdict } from './table.ts';

/** The catalogue part as a table: one row per figure, the demo and the grown catalogue side by side. */
export function catalogueSection(result: CatalogueResult): string[] {
  const { demo, generated } = result;
  const rows: string[][] = [];
  demo.sorts.forEach((demoSort, index) => {
    const grown = generated.sorts[index];
    if (!grown) return;
    const row = (what: string, pick: (figures: CatalogueFigures['sorts'][number]) => string, target: string) =>
      rows.push([`${demoSort.sort}: ${what}`, pick(demoSort), pick(grown), target]);
    row('first page, cold', (f) => ms(f.firstPageCold), '');
    row('deep page, cold', (f) => ms(f.deepPageCold), `p50 ≤ ${catalogueTargets.deepPageColdP50Ms}`);
    row('deep page, not cached', (f) => ms(f.deepPage), `p50 ≤ ${catalogueTargets.deepPageRatio}× demo`);
    row('50 deep pages at once, cold', (f) => formatCount(f.parallelDeepMs), `≤ ${catalogueTargets.parallelDeepRatio}× demo`);
  });
  const failed = result.checks.filter((check) => !check.pass);
  return [
    `Catalogue paging: ${formatCount(demo.listed)} listed (demo) and ${formatCount(generated.listed)} listed after adding ` +
      `${formatCount(result.generatedProducts)} products and ${formatCount(result.generatedVariations)} variations by SQL in ${result.generateSec.toFixed(1)} s`,
    '  times in ms seen by the client, "p50 / max" of several requests; cold = just after a catalogue change dropped every cached answer',
    formatTable(['measured', demo.label, generated.label, 'target (grown)'], rows),
    `  → ${verdict(
      failed.length === 0,
      failed.flatMap((check) => check.failures.map((failure) => `${check.name}: ${failure}`)),
    )}`,
  ];
}

function ms(timing: Timing): string {
  return `${formatCount(timing.p50Ms)} / ${formatCount(timing.maxMs)}`;
}
