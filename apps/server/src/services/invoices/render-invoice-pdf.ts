import type { InvoiceDocument } from './invoice-document.ts';
import { loadInvoiceFonts, registerInvoiceFonts } from './pdf/fonts.ts';
import { drawFacts, drawParties } from './pdf/intro-blocks.ts';
import { drawLineTable } from './pdf/line-table.ts';
import { drawContinuationHeader, drawFirstPageHeader, drawFooter } from './pdf/page-frame.ts';
import { PAGE_OPTIONS, pageFlow } from './pdf/page-flow.ts';
import { finishPdf } from './pdf/pdf-buffer.ts';
import { PDFDocument, type Pdf, type PdfInfo } from './pdf/pdfkit.ts';
import { drawTotalsBlock } from './pdf/totals-block.ts';

/**
 * Renders invoices to PDF (A4, DejaVu Sans embedded). The document is the
 * only input: every text is already in it, in its language.
 */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  return renderInvoicesPdf([doc]);
}

/**
 * Several invoices in one PDF (the bulk export), each from a new page and
 * with its own page numbers ("Page 1 of 2" counts that invoice's pages).
 */
export async function renderInvoicesPdf(docs: InvoiceDocument[]): Promise<Buffer> {
  const [first] = docs;
  if (!first) throw new RangeError('renderInvoicesPdf needs at least one invoice');
  const fonts = await loadInvoiceFonts();
  const pdf = new PDFDocument({
    autoFirstPage: false,
    // Footers are drawn last, once each invoice's page count is known.
    bufferPages: true,
    lang: first.locale,
    displayTitle: true,
    pdfVersion: '1.7',
    info: metadata(docs, first),
  });
  registerInvoiceFonts(pdf, fonts);

  const pageRanges = docs.map((invoice) => {
    const start = pdf.bufferedPageRange().count;
    drawInvoice(pdf, invoice);
    return { invoice, start, count: pdf.bufferedPageRange().count - start };
  });
  for (const { invoice, start, count } of pageRanges) {
    for (let page = 0; page < count; page += 1) {
      pdf.switchToPage(start + page);
      drawFooter(pdf, invoice, page + 1, count);
    }
  }
  return finishPdf(pdf);
}

function drawInvoice(pdf: Pdf, invoice: InvoiceDocument): void {
  pdf.addPage(PAGE_OPTIONS);
  let y = drawFirstPageHeader(pdf, invoice);
  y = drawFacts(pdf, invoice, y);
  y = drawParties(pdf, invoice, y + 22);
  const flow = pageFlow(pdf, y + 22, () => drawContinuationHeader(pdf, invoice));
  drawLineTable(pdf, invoice, flow);
  drawTotalsBlock(pdf, invoice, flow);
}

/**
 * The creation date is the issue date (the latest one in a bulk file), not
 * the time of rendering, so the same invoice always gives the same bytes.
 */
function metadata(docs: InvoiceDocument[], first: InvoiceDocument): PdfInfo {
  const last = docs[docs.length - 1] ?? first;
  const creationDate = new Date(Math.max(...docs.map((invoice) => invoice.meta.creationDate.getTime())));
  return {
    Title: docs.length === 1 ? first.meta.title : `${first.meta.title} – ${last.meta.title}`,
    Author: first.meta.author,
    Creator: first.meta.author,
    CreationDate: creationDate,
    ModDate: creationDate,
  };
}
