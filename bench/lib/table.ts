/**
 * A plain-text table: columns padded to their widest cell, numbers right-aligned.
 * No colours or box drawing, so it reads the same in a terminal, a CI log or a file.
 */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => /^[-\d.,\s×%<]*$/.test(row[column] ?? '')));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return numeric[column] ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].map((l) => `  ${l}`).join('\n');
}

/** 12345.6 → "12 346": thousands are easier to compare at a glance. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-GB').replace(/,/g, ' ');
}

/** autocannon records latency in whole milliseconds, so 0 means "under 1 ms". */
export function formatMs(value: number): string {
  return value < 1 ? '<1' : String(Math.round(value));
}

export function verdict(pass: boolean, failures: string[] = []): string {
  return pass ? 'PASS' : `FAIL (${failures.join('; ')})`;
}
