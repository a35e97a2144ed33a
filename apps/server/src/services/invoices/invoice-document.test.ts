import { formatMoney } from '@soul/i18n';
import { describe, expect, it } from 'vitest';
import { buildInvoiceDocument } from './invoice-document.ts';
import type { InvoiceDocument, InvoiceRow } from './invoice-types.ts';
import { buildStoredOrder, ISSUED, richOrder, SETTINGS } from './invoice.fixture.ts';
import { DEMO_SELLER } from './seller.ts';

const priced = (rows: InvoiceRow[]) => rows.flatMap((row) => (row.amounts ? [row.amounts] : []));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const everyText = (doc: InvoiceDocument) => JSON.stringify(doc);

describe('buildInvoiceDocument: amounts', () => {
  const order = richOrder('lt');
  const doc = buildInvoiceDocument(order, ISSUED, SETTINGS, DEMO_SELLER);

  it('rows add up to the stored order totals, to the cent', () => {
    const amounts = priced(doc.rows);
    expect(sum(amounts.map((a) => a.net.cents))).toBe(order.total - order.totalTax);
    expect(sum(amounts.map((a) => a.vat.cents))).toBe(order.totalTax);
    expect(sum(amounts.map((a) => a.gross.cents))).toBe(order.total);
    expect(doc.totals.net.cents + doc.totals.vat.cents).toBe(doc.totals.gross.cents);
    expect(doc.totals.gross.cents).toBe(order.total);
    expect(doc.totals.vat.cents).toBe(order.totalTax);
  });

  it('each row is the stored line, shipping or coupon amount, not a recomputation', () => {
    const products = doc.rows.filter((row) => row.kind === 'product' || row.kind === 'bundle_item');
    const pricedLines = order.lines.filter((line) => line.subtotal !== 0);
    expect(products.map((row) => row.amounts?.net.cents)).toEqual(pricedLines.map((line) => line.subtotal));
    expect(products.map((row) => row.amounts?.vat.cents)).toEqual(pricedLines.map((line) => line.subtotalTax));
    const shipping = doc.rows.find((row) => row.kind === 'shipping');
    expect(shipping?.amounts?.net.cents).toBe(order.shippingTotal);
    expect(shipping?.amounts?.vat.cents).toBe(order.shippingTax);
    const discounts = doc.rows.filter((row) => row.kind === 'discount');
    expect(discounts.map((row) => row.amounts?.gross.cents)).toEqual([-(order.discountTotal + order.discountTax)]);
    expect(discounts[0]?.description).toBe('Nuolaida (kuponas vasara10)');
  });

  it('prints a bundle once: its items indented under it, its own line without amounts', () => {
    const bundleIndex = doc.rows.findIndex((row) => row.kind === 'bundle');
    const bundle = doc.rows[bundleIndex];
    expect(bundle).toMatchObject({ description: 'Imuniteto rinkinys', amounts: null, depth: 0, vatRate: '' });
    const items = doc.rows.slice(bundleIndex + 1, bundleIndex + 4);
    expect(items.map((row) => [row.kind, row.depth, row.description])).toEqual([
      ['bundle_item', 1, 'Imuniteto skydas'],
      ['bundle_item', 1, 'Cinkas ir selenas'],
      ['bundle_item', 1, 'Juodojo šeivamedžio uogos'],
    ]);
  });

  it('gives the VAT per rate, on the amounts after the coupon, adding up to the totals', () => {
    expect(doc.totals.vatByRate.map((entry) => entry.ratePercent)).toEqual([9, 21]);
    expect(sum(doc.totals.vatByRate.map((entry) => entry.base.cents))).toBe(doc.totals.net.cents);
    expect(sum(doc.totals.vatByRate.map((entry) => entry.vat.cents))).toBe(doc.totals.vat.cents);
    // Intl writes "9 %" with a no-break space.
    expect(doc.totals.lines.map((line) => line.label.replace(/\s/g, ' '))).toEqual([
      'Iš viso be PVM',
      'PVM 9 % nuo 10,65 €',
      'PVM 21 % nuo 69,50 €',
      'PVM iš viso',
      'Iš viso su PVM',
    ]);
    expect(doc.totals.lines.at(-1)).toMatchObject({ grand: true, amount: { cents: order.total, text: formatMoney(order.total, 'lt-LT') } });
  });

  it('shows one VAT line when the whole invoice has one rate', () => {
    const single = buildStoredOrder({ lines: [{ name: 'Gut Balance', gross: 2490 }], shippingGross: 299 });
    const labels = buildInvoiceDocument(single, ISSUED, SETTINGS, DEMO_SELLER).totals.lines.map((line) => line.label);
    expect(labels).toEqual(['Total excl. VAT', 'VAT 21%', 'Total incl. VAT']);
  });

  it('shows a discount the coupons do not account for as its own row, so the rows still add up', () => {
    const order = buildStoredOrder({ lines: [{ name: 'Gut Balance', gross: 2490, couponGross: 500 }], coupons: [] });
    const doc = buildInvoiceDocument(order, ISSUED, SETTINGS, DEMO_SELLER);
    const discount = doc.rows.filter((row) => row.kind === 'discount');
    expect(discount.map((row) => [row.description, row.amounts?.gross.cents])).toEqual([['Discount', -500]]);
    expect(sum(priced(doc.rows).map((a) => a.gross.cents))).toBe(order.total);
  });

  it('splits several coupons by their stored shares', () => {
    const order = buildStoredOrder({
      lines: [{ name: 'Gut Balance', gross: 4000, couponGross: 1000 }],
      coupons: [
        { code: 'spring', share: 0.3 },
        { code: 'friend20', share: 0.7 },
      ],
    });
    const discounts = buildInvoiceDocument(order, ISSUED, SETTINGS, DEMO_SELLER).rows.filter((row) => row.kind === 'discount');
    expect(discounts.map((row) => row.description)).toEqual(['Discount (coupon spring)', 'Discount (coupon friend20)']);
    expect(sum(discounts.map((row) => row.amounts?.net.cents ?? 0))).toBe(-order.discountTotal);
    expect(sum(discounts.map((row) => row.amounts?.vat.cents ?? 0))).toBe(-order.discountTax);
  });

  it('prints the stored VAT rate when the order read carries it', () => {
    const order = buildStoredOrder({ lines: [{ name: 'Gut Balance', gross: 2490 }] });
    const withRate = { ...order, lines: order.lines.map((line) => ({ ...line, taxRatePercent: 5 })) };
    expect(buildInvoiceDocument(withRate, ISSUED, SETTINGS, DEMO_SELLER).rows[0]?.vatRate).toBe('5%');
  });

  it('gives a rounded net unit price for reading, never used in a sum', () => {
    const order = buildStoredOrder({ lines: [{ name: 'Gut Balance', gross: 1000, quantity: 3 }] });
    const row = buildInvoiceDocument(order, ISSUED, SETTINGS, DEMO_SELLER).rows[0];
    // 1000 gross at 21 % is 826 net + 174 VAT; 826 / 3 = 275.33 → 275.
    expect(row?.amounts?.unitPrice?.cents).toBe(275);
    expect(row?.amounts?.net.cents).toBe(826);
  });
});

describe('buildInvoiceDocument: settings', () => {
  const order = richOrder('en');

  it('shows e-mail, phone, note and issue date when the settings say so', () => {
    const doc = buildInvoiceDocument(order, ISSUED, SETTINGS, DEMO_SELLER);
    expect(doc.buyer.fields).toEqual([
      { label: 'E-mail', value: 'ruta@example.com' },
      { label: 'Phone', value: '+370 611 22334' },
    ]);
    expect(doc.note).toEqual({ heading: 'Customer note', text: 'Please leave the parcel at the door.' });
    expect(doc.facts.map((fact) => fact.label)).toEqual(['Invoice number', 'Issue date', 'Order number', 'Order date', 'Payment method']);
  });

  it('hides each of them when its flag is off', () => {
    const doc = buildInvoiceDocument(
      order,
      ISSUED,
      { ...SETTINGS, show_email: false, show_phone: false, show_notes: false, show_issue_date: false },
      DEMO_SELLER,
    );
    expect(doc.buyer.fields).toEqual([]);
    expect(doc.note).toBeNull();
    expect(doc.facts.map((fact) => fact.label)).toEqual(['Invoice number', 'Order number', 'Order date', 'Payment method']);
    const text = everyText(doc);
    for (const hidden of ['ruta@example.com', '+370 611 22334', 'leave the parcel', 'Issue date']) expect(text).not.toContain(hidden);
  });

  it('hides each flag independently', () => {
    const onlyPhone = buildInvoiceDocument(order, ISSUED, { ...SETTINGS, show_email: false }, DEMO_SELLER);
    expect(onlyPhone.buyer.fields.map((field) => field.label)).toEqual(['Phone']);
    const onlyEmail = buildInvoiceDocument(order, ISSUED, { ...SETTINGS, show_phone: false }, DEMO_SELLER);
    expect(onlyEmail.buyer.fields.map((field) => field.label)).toEqual(['E-mail']);
  });

  it('prints no note when the customer left none, even with notes shown', () => {
    const noNote = { ...order, customerNote: '   ' };
    expect(buildInvoiceDocument(noNote, ISSUED, SETTINGS, DEMO_SELLER).note).toBeNull();
  });

  it('falls back to the translated title and number label, per language', () => {
    const en = buildInvoiceDocument(richOrder('en'), ISSUED, { ...SETTINGS, document_title: '', number_label: '' }, DEMO_SELLER);
    expect([en.title, en.facts[0]?.label]).toEqual(['Invoice', 'Invoice number']);
    const lt = buildInvoiceDocument(richOrder('lt'), ISSUED, { ...SETTINGS, document_title: '', number_label: '' }, DEMO_SELLER);
    expect([lt.title, lt.facts[0]?.label]).toEqual(['Sąskaita faktūra', 'Sąskaitos numeris']);
  });

  it("uses the shop's own title and number label of the invoice's language when set", () => {
    const doc = buildInvoiceDocument(
      richOrder('lt'),
      ISSUED,
      { ...SETTINGS, document_title: 'Tax invoice', document_title_lt: 'PVM sąskaita faktūra', number_label_lt: 'Serija ir Nr.' },
      DEMO_SELLER,
    );
    expect([doc.title, doc.facts[0]]).toEqual(['PVM sąskaita faktūra', { label: 'Serija ir Nr.', value: ISSUED.number }]);
    expect(doc.meta).toEqual({ title: `PVM sąskaita faktūra ${ISSUED.number}`, author: DEMO_SELLER.name, creationDate: ISSUED.issuedAt });
  });
});

describe('buildInvoiceDocument: language', () => {
  it('writes a Lithuanian order in Lithuanian, dated in Vilnius', () => {
    const doc = buildInvoiceDocument(richOrder('lt'), ISSUED, SETTINGS, DEMO_SELLER);
    expect(doc.locale).toBe('lt-LT');
    expect([doc.seller.heading, doc.buyer.heading]).toEqual(['Pardavėjas', 'Pirkėjas']);
    expect(doc.columns).toEqual({
      description: 'Pavadinimas',
      quantity: 'Kiekis',
      unitPrice: 'Vnt. kaina be PVM',
      vatRate: 'PVM tarifas',
      net: 'Suma be PVM',
      vat: 'PVM',
      total: 'Suma su PVM',
    });
    // Placed at 22:15 UTC on 19 November: already the 20th in Vilnius.
    expect(doc.facts).toEqual([
      { label: 'Sąskaitos numeris', value: 'SS-2026-00042' },
      { label: 'Išrašymo data', value: '2026-11-20' },
      { label: 'Užsakymo numeris', value: '1042' },
      { label: 'Užsakymo data', value: '2026-11-20' },
      { label: 'Mokėjimo būdas', value: 'Tiesioginis banko pavedimas' },
    ]);
    expect(doc.seller.fields.map((field) => field.label)).toEqual([
      'Įmonės kodas',
      'PVM mokėtojo kodas',
      'El. paštas',
      'Telefonas',
      'Banko sąskaita',
      'Bankas',
    ]);
    expect(doc.buyer.lines).toContain('Lietuva');
    expect(doc.rows.find((row) => row.kind === 'shipping')?.description).toBe('Pristatymas: Kurjeris iki durų');
    expect(doc.rows[0]?.detail).toBe('Prekės kodas: CG-200');
    expect(doc.rows[0]?.amounts?.gross.text).toBe(formatMoney(4482, 'lt-LT'));
    expect(doc.footer.pageLabel(2, 3)).toBe('Puslapis 2 iš 3');
    expect(doc.closing).toBe('Dėkojame, kad perkate pas mus.');
  });

  it('writes an English order in English', () => {
    const doc = buildInvoiceDocument(richOrder('en'), ISSUED, SETTINGS, DEMO_SELLER);
    expect(doc.locale).toBe('en-GB');
    expect(doc.facts[1]).toEqual({ label: 'Issue date', value: '20 Nov 2026' });
    expect(doc.facts[4]).toEqual({ label: 'Payment method', value: 'Direct bank transfer' });
    expect(doc.seller.lines).toEqual(['Gedimino pr. 1', 'LT-01103 Vilnius', 'Lithuania']);
    expect(doc.footer).toMatchObject({ parts: ['Soul Shop UAB', 'soulshop.example', 'orders@soulshop.example'] });
    expect(doc.footer.pageLabel(1, 2)).toBe('Page 1 of 2');
  });

  it('names a company buyer first, then the person', () => {
    const order = richOrder('en');
    const doc = buildInvoiceDocument(
      { ...order, billing: { ...order.billing, company: 'Sveikata UAB', country: 'LV' } },
      ISSUED,
      SETTINGS,
      DEMO_SELLER,
    );
    expect(doc.buyer.name).toBe('Sveikata UAB');
    expect(doc.buyer.lines).toEqual(['Rūta Žemaitė', 'Šv. Ignoto g. 5', 'LT-44280 Kaunas', 'Latvia']);
  });

  it('names a payment method the catalog does not know by its id', () => {
    const doc = buildInvoiceDocument({ ...richOrder('en'), paymentMethod: 'legacy_gateway' }, ISSUED, SETTINGS, DEMO_SELLER);
    expect(doc.facts.at(-1)).toEqual({ label: 'Payment method', value: 'legacy_gateway' });
  });
});
