import type { Language } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { countryName, localeOf } from '@soul/i18n';
import type { Translate } from '../../i18n.ts';
import type { InvoiceDocument, InvoiceParty } from './invoice-types.ts';
import { buildSeller } from './pdf/document-parties.ts';
import { FONTS, loadInvoiceFonts, registerInvoiceFonts } from './pdf/fonts.ts';
import { drawFacts, drawParties } from './pdf/intro-blocks.ts';
import { invoiceDate } from './pdf/locale-format.ts';
import { drawContinuationHeader, drawFirstPageHeader, drawFooter } from './pdf/page-frame.ts';
import { PAGE_OPTIONS, pageFlow } from './pdf/page-flow.ts';
import { finishPdf } from './pdf/pdf-buffer.ts';
import { PDFDocument } from './pdf/pdfkit.ts';
import { drawLine, drawText } from './pdf/text.ts';
import { COLOURS, CONTENT_WIDTH, PAGE, SIZES } from './pdf/theme.ts';
import type { SellerDetails } from './seller.ts';

/** A packing slip: the invoice's frame and opening blocks, then what goes in the parcel (no prices). */
export interface PackingSlipDocument extends Pick<
  InvoiceDocument,
  'language' | 'locale' | 'meta' | 'title' | 'number' | 'facts' | 'seller' | 'website' | 'buyer' | 'footer'
> {
  columns: { product: string; sku: string; quantity: string };
  rows: { name: string; sku: string; quantity: number; depth: 0 | 1 }[];
  note: { heading: string; text: string } | null;
}

const joined = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

/** Where the parcel goes: the shipping address, or the billing one when the order has none. */
function deliverTo(order: StoredOrder, t: Translate, language: Language): InvoiceParty {
  const address = order.shipping.address_1.trim() ? order.shipping : order.billing;
  const person = joined(address.first_name, address.last_name);
  const company = address.company.trim();
  return {
    heading: t('adminOrders.slip.deliverTo'),
    name: company || person,
    lines: [
      company ? person : '',
      address.address_1,
      address.address_2,
      joined(address.postcode, address.city),
      countryName(address.country, language),
    ]
      .map((l) => l.trim())
      .filter(Boolean),
    fields:
      address.phone.trim() || order.billing.phone.trim()
        ? [{ label: t('invoice:phone'), value: address.phone.trim() || order.billing.phone.trim() }]
        : [],
  };
}

/** The slip of an order in `language` (every text translated here; the renderer lays it out). */
export function buildPackingSlip(order: StoredOrder, seller: SellerDetails, t: Translate, language: Language): PackingSlipDocument {
  const locale = localeOf(language);
  const title = t('adminOrders.slip.title');
  const number = `#${order.id}`;
  return {
    language,
    locale,
    meta: { title: `${title} ${number}`, author: seller.name, creationDate: order.createdAt },
    title,
    number,
    facts: [
      { label: t('adminOrders.slip.order'), value: number },
      { label: t('adminOrders.slip.orderDate'), value: invoiceDate(order.createdAt, locale) },
      {
        label: t('adminOrders.slip.items'),
        value: String(order.lines.filter((l) => l.parentLineId === null).reduce((n, l) => n + l.quantity, 0)),
      },
    ],
    seller: buildSeller(seller, t, language),
    website: seller.website,
    buyer: deliverTo(order, t, language),
    columns: { product: t('adminOrders.slip.product'), sku: t('adminOrders.slip.sku'), quantity: t('adminOrders.slip.quantity') },
    // A bundle's items are packed too: listed under their bundle.
    rows: order.lines
      .filter((l) => l.parentLineId === null)
      .flatMap((line) => [
        { name: line.name, sku: line.sku, quantity: line.quantity, depth: 0 as const },
        ...order.lines
          .filter((item) => item.parentLineId === line.id)
          .map((item) => ({ name: item.name, sku: item.sku, quantity: item.quantity, depth: 1 as const })),
      ]),
    note: order.customerNote.trim() ? { heading: t('adminOrders.slip.customerNote'), text: order.customerNote.trim() } : null,
    footer: {
      parts: [seller.name, seller.website, seller.email].filter(Boolean),
      pageLabel: (page, pages) => t('invoice:pageOf', { page, pages }),
    },
  };
}

const QTY_WIDTH = 60;
const SKU_WIDTH = 110;

/** Renders the slip (A4, the invoice's fonts and frame): header, order facts, seller and delivery address, the lines, the customer's note. */
export async function renderPackingSlipPdf(slip: PackingSlipDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    lang: slip.locale,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: slip.meta.title,
      Author: slip.meta.author,
      Creator: slip.meta.author,
      CreationDate: slip.meta.creationDate,
      ModDate: slip.meta.creationDate,
    },
  });
  registerInvoiceFonts(pdf, await loadInvoiceFonts());
  pdf.addPage(PAGE_OPTIONS);
  let y = drawFirstPageHeader(pdf, slip);
  y = drawFacts(pdf, slip, y);
  y = drawParties(pdf, slip, y + 22);
  const flow = pageFlow(pdf, y + 22, () => drawContinuationHeader(pdf, slip));
  const nameWidth = CONTENT_WIDTH - QTY_WIDTH - SKU_WIDTH;
  const header = { font: FONTS.bold, size: SIZES.tableHeader, color: COLOURS.muted } as const;
  const body = { font: FONTS.regular, size: SIZES.table + 1, color: COLOURS.ink } as const;
  const drawHeader = () => {
    drawLine(pdf, slip.columns.product, PAGE.marginX, flow.y, header, nameWidth);
    drawLine(pdf, slip.columns.sku, PAGE.marginX + nameWidth, flow.y, header, SKU_WIDTH);
    drawLine(pdf, slip.columns.quantity, PAGE.marginX + nameWidth + SKU_WIDTH, flow.y, header, QTY_WIDTH, 'right');
    flow.y += 14;
    pdf.rect(PAGE.marginX, flow.y - 4, CONTENT_WIDTH, 0.6).fill(COLOURS.brandLine);
  };
  drawHeader();
  for (const row of slip.rows) {
    const indent = row.depth * 14;
    const height =
      Math.max(
        14,
        pdf
          .font(body.font)
          .fontSize(body.size)
          .heightOfString(row.name, { width: nameWidth - indent }),
      ) + 6;
    if (flow.ensureRoom(height)) drawHeader();
    drawText(pdf, row.name, PAGE.marginX + indent, flow.y, row.depth ? { ...body, color: COLOURS.inkSoft } : body, nameWidth - indent - 8);
    drawLine(pdf, row.sku, PAGE.marginX + nameWidth, flow.y, { ...body, color: COLOURS.muted }, SKU_WIDTH - 8);
    drawLine(pdf, String(row.quantity), PAGE.marginX + nameWidth + SKU_WIDTH, flow.y, { ...body, font: FONTS.bold }, QTY_WIDTH, 'right');
    flow.y += height;
    pdf.rect(PAGE.marginX, flow.y - 4, CONTENT_WIDTH, 0.4).fill(COLOURS.line);
  }
  if (slip.note) {
    flow.ensureRoom(60);
    flow.y += 14;
    flow.y += drawText(pdf, slip.note.heading, PAGE.marginX, flow.y, header, CONTENT_WIDTH) + 4;
    drawText(pdf, slip.note.text, PAGE.marginX, flow.y, body, CONTENT_WIDTH);
  }
  const pages = pdf.bufferedPageRange().count;
  for (let page = 0; page < pages; page += 1) {
    pdf.switchToPage(page);
    drawFooter(pdf, slip, page + 1, pages);
  }
  return finishPdf(pdf);
}
