import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoice-document.ts';
import { ISSUED, SETTINGS } from './invoice.fixture.ts';

const named = (pdf_filename: string, number = ISSUED.number, language: 'en' | 'lt' = 'en') =>
  invoiceFileName({ ...SETTINGS, pdf_filename }, { ...ISSUED, number }, { id: 1042, language });

describe('invoiceFileName', () => {
  it('fills {number} and {order} into the pattern', () => {
    expect(named('invoice-{number}')).toBe('invoice-SS-2026-00042.pdf');
    expect(named('saskaita-{order}')).toBe('saskaita-1042.pdf');
    expect(named('{order}_{number}_{order}')).toBe('1042_SS-2026-00042_1042.pdf');
  });

  it('keeps Lithuanian letters and single spaces', () => {
    expect(named('Sąskaita faktūra {number}')).toBe('Sąskaita faktūra SS-2026-00042.pdf');
  });

  it('turns a slash in the invoice number into a dash', () => {
    expect(named('invoice-{number}', '2026/0001')).toBe('invoice-2026-0001.pdf');
  });

  it('never lets a path out', () => {
    for (const name of [
      named('../../etc/passwd'),
      named('{number}', '../../../x'),
      named('..\\..\\boot.ini'),
      named('/abs/{number}'),
      named('.hidden'),
    ]) {
      expect(name).not.toMatch(/[\\/]/);
      expect(name).not.toContain('..');
      expect(name.startsWith('.')).toBe(false);
      expect(name.endsWith('.pdf')).toBe(true);
    }
    expect(named('../../etc/passwd')).toBe('etc-passwd.pdf');
  });

  it('removes unsafe characters and unknown placeholders', () => {
    expect(named('in<vo>ice:"{number}"|?*')).toBe('in-vo-ice-SS-2026-00042.pdf');
    expect(named('invoice-{year}-{number}')).toBe('invoice-year-SS-2026-00042.pdf');
    expect(named('tab\there\nnew{number}')).toBe('tab-here-newSS-2026-00042.pdf');
  });

  it('ends in exactly one .pdf', () => {
    expect(named('invoice-{number}.pdf')).toBe('invoice-SS-2026-00042.pdf');
    expect(named('invoice-{number}.PDF')).toBe('invoice-SS-2026-00042.pdf');
    expect(named('invoice.')).toBe('invoice.pdf');
  });

  it('names it in the invoice’s language when the shop left the pattern empty', () => {
    expect(named('')).toBe('invoice-SS-2026-00042.pdf');
    expect(named('  ', ISSUED.number, 'lt')).toBe('saskaita-SS-2026-00042.pdf');
    // The shop's pattern is per language: an English one leaves Lithuanian invoices their own name.
    expect(named('Soul-{number}', ISSUED.number, 'lt')).toBe('saskaita-SS-2026-00042.pdf');
    expect(invoiceFileName({ ...SETTINGS, pdf_filename_lt: 'Soul-{number}' }, ISSUED, { id: 1042, language: 'lt' })).toBe(
      'Soul-SS-2026-00042.pdf',
    );
  });

  it("falls back to 'invoice-{number}.pdf' when the pattern leaves nothing", () => {
    expect(named('///')).toBe('invoice-SS-2026-00042.pdf');
    expect(named('.pdf')).toBe('invoice-SS-2026-00042.pdf');
    expect(named('', '')).toBe('invoice.pdf');
  });

  it('keeps long names short', () => {
    const name = named('x'.repeat(300));
    expect(name.length).toBeLessThanOrEqual(104);
    expect(name.endsWith('x.pdf')).toBe(true);
  });
});
