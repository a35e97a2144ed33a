import { describe, expect, it } from 'vitest';
import { reportCsv } from './report.serializer.ts';

describe('reportCsv', () => {
  it('writes euros with a dot, quotes separators and defuses spreadsheet formulas in names', () => {
    const csv = reportCsv(
      {
        from: '2026-01-01',
        to: '2026-12-31',
        currency: 'EUR',
        total: 1999,
        orders: 1,
        by_month: [{ month: '2026-03', orders: 1, total: 1999 }],
        by_product: [
          { product_id: 1, name: 'Vitamin C, 1000 "mg"', quantity: 2, total: 1500 },
          { product_id: 2, name: '=HYPERLINK("x")', quantity: 1, total: 499 },
        ],
        by_staff: null,
      },
      (key) => key.split('.').at(-1) ?? key,
    );
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('2026-03,1,19.99');
    expect(lines).toContain('"Vitamin C, 1000 ""mg""",2,15.00');
    expect(lines).toContain(`"'=HYPERLINK(""x"")",1,4.99`);
    expect(csv).not.toContain('staff');
  });
});
