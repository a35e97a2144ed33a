import { formatMoney } from '@soul/i18n';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts, pdfText } from '../../test/pdf-text.ts';
import { buildInvoiceDocument, type IssuedInvoice } from './invoice-document.ts';
import { ISSUED, longOrder, richOrder, SETTINGS } from './invoice.fixture.ts';
import { renderInvoicePdf, renderInvoicesPdf } from './render-invoice-pdf.ts';
import { DEMO_SELLER } from './seller.ts';

/** Intl puts no-break spaces in amounts ("95,71 €"); compare text with plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('renderInvoicePdf', () => {
  it('renders a Lithuanian invoice whose text reads back: number, parties, diacritics, totals', async () => {
    const order = richOrder('lt');
    const pdf = await renderInvoicePdf(buildInvoiceDocument(order, ISSUED, SETTINGS, DEMO_SELLER));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = plain(await pdfText(pdf));
    for (const expected of [
      'Sąskaita faktūra',
      'SS-2026-00042',
      'Soul Shop UAB',
      'PVM mokėtojo kodas: LT100000000000',
      'Banko sąskaita: LT12 3456 7890 1234 5678',
      'Rūta Žemaitė',
      'Šv. Ignoto g. 5',
      'Kolageno spindesys – 200 g',
      'Juodojo šeivamedžio uogos',
      'Nuolaida (kuponas vasara10)',
      'Pristatymas: Kurjeris iki durų',
      'Prašau palikti siuntą prie durų – „ačiū“!',
      `Iš viso su PVM ${plain(formatMoney(order.total, 'lt-LT'))}`,
      `PVM iš viso ${plain(formatMoney(order.totalTax, 'lt-LT'))}`,
      'Puslapis 1 iš 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(plain(formatMoney(order.total, 'lt-LT'))).toBe('95,71 €');
  });

  it('renders an English invoice with English words and amounts', async () => {
    const order = richOrder('en');
    const text = plain(await pdfText(await renderInvoicePdf(buildInvoiceDocument(order, ISSUED, SETTINGS, DEMO_SELLER))));
    for (const expected of [
      'Invoice',
      'VAT number: LT100000000000',
      'Collagen Glow – 200G',
      'Total incl. VAT €95.71',
      'Page 1 of 1',
      '20 Nov 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Sąskaita');
  });

  it('leaves out what the settings hide', async () => {
    const hidden = { ...SETTINGS, show_email: false, show_phone: false, show_notes: false, show_issue_date: false };
    const text = plain(await pdfText(await renderInvoicePdf(buildInvoiceDocument(richOrder('en'), ISSUED, hidden, DEMO_SELLER))));
    for (const absent of ['ruta@example.com', '+370 611 22334', 'leave the parcel', 'ISSUE DATE']) expect(text).not.toContain(absent);
  });

  it('continues a long order over pages, with the table headings and page numbers on each', async () => {
    const order = longOrder(60, 'en');
    const pages = (await pdfPageTexts(await renderInvoicePdf(buildInvoiceDocument(order, ISSUED, SETTINGS, DEMO_SELLER)))).map(plain);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Description Qty');
    });
    expect(pages[1]).toContain('Invoice SS-2026-00042');
    // Every line printed once, in order, and the totals only at the end.
    const all = pages.join(' ');
    const printed = [...all.matchAll(/Collagen Glow (\d+)(?!\d)/g)].map((match) => Number(match[1]));
    expect(printed).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    expect(pages.at(-1)).toContain(`Total incl. VAT ${plain(formatMoney(order.total, 'en-GB'))}`);
    expect(pages.slice(0, -1).join(' ')).not.toContain('Total incl. VAT');
  });

  it('numbers pages in Lithuanian', async () => {
    const pages = (
      await pdfPageTexts(await renderInvoicePdf(buildInvoiceDocument(longOrder(60, 'lt'), ISSUED, SETTINGS, DEMO_SELLER)))
    ).map(plain);
    expect(pages[1]).toContain(`Puslapis 2 iš ${pages.length}`);
    expect(pages[1]).toContain('Pavadinimas Kiekis');
  });

  it('keeps a huge customer note on its page, cut short', async () => {
    const note = Array.from({ length: 400 }, (_, index) => `line ${index + 1}`).join('\n');
    const pdf = await renderInvoicePdf(buildInvoiceDocument({ ...richOrder('en'), customerNote: note }, ISSUED, SETTINGS, DEMO_SELLER));
    const pages = (await pdfPageTexts(pdf)).map(plain);
    expect(pages.length).toBeLessThanOrEqual(2);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.join(' ')).toContain('line 1 ');
    expect(pages.join(' ')).not.toContain('line 400');
    expect(pages.at(-1)).toContain('Total incl. VAT');
  });

  it('embeds DejaVu Sans and sets the metadata: title, author, creation date = issue date', async () => {
    const pdf = await renderInvoicePdf(buildInvoiceDocument(richOrder('lt'), ISSUED, SETTINGS, DEMO_SELLER));
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw).not.toContain('Helvetica');

    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      const info = await parser.getInfo();
      expect(info.info).toMatchObject({ Title: 'Sąskaita faktūra SS-2026-00042', Author: 'Soul Shop UAB' });
      expect(info.getDateNode().CreationDate?.toISOString()).toBe(ISSUED.issuedAt.toISOString());
    } finally {
      await parser.destroy();
    }
  });

  it('gives the same bytes for the same invoice', async () => {
    const doc = buildInvoiceDocument(richOrder('lt'), ISSUED, SETTINGS, DEMO_SELLER);
    const [first, second] = await Promise.all([renderInvoicePdf(doc), renderInvoicePdf(doc)]);
    expect(first.equals(second)).toBe(true);
  });
});

describe('renderInvoicesPdf (bulk)', () => {
  const issued = (n: number): IssuedInvoice => ({ number: `SS-2026-0000${n}`, issuedAt: new Date(Date.UTC(2026, 10, n)) });

  it('puts every invoice in one PDF, each from its own page with its own page numbers', async () => {
    const docs = [
      buildInvoiceDocument({ ...richOrder('lt'), id: 501 }, issued(1), SETTINGS, DEMO_SELLER),
      buildInvoiceDocument({ ...longOrder(60, 'en'), id: 502 }, issued(2), SETTINGS, DEMO_SELLER),
      buildInvoiceDocument({ ...richOrder('en'), id: 503 }, issued(3), SETTINGS, DEMO_SELLER),
    ];
    const pages = (await pdfPageTexts(await renderInvoicesPdf(docs))).map(plain);

    const firstPages = pages.flatMap((page, index) => (/(Page|Puslapis) 1 (of|iš) \d+/.test(page) ? [index] : []));
    expect(firstPages).toHaveLength(3);
    expect(firstPages[0]).toBe(0);
    expect(firstPages.map((index) => pages[index]?.match(/SS-2026-0000\d/)?.[0])).toEqual([
      'SS-2026-00001',
      'SS-2026-00002',
      'SS-2026-00003',
    ]);
    // The long invoice counts its own pages, and the next invoice starts right after them.
    const longPages = (firstPages[2] ?? 0) - (firstPages[1] ?? 0);
    expect(longPages).toBeGreaterThanOrEqual(2);
    expect(pages[(firstPages[1] ?? 0) + 1]).toContain(`Page 2 of ${longPages}`);
    expect(pages[0]).toContain('Puslapis 1 iš 1');
    expect(pages.at(-1)).toContain('Page 1 of 1');
  });

  it('refuses an empty list', async () => {
    await expect(renderInvoicesPdf([])).rejects.toThrow(RangeError);
  });
});
