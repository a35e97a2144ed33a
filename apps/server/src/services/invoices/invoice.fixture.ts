import { DEFAULT_INVOICE_SETTINGS, type InvoiceSettings } from '@soul/contracts';
import type { StoredOrder, StoredOrderLine } from '@soul/domain/orders/stored-order';
import { splitIncludedTax } from '@soul/domain/cart/tax';
import type { IssuedInvoice } from './invoice-document.ts';

/**
 * Stored orders for the invoice tests, built by hand the way checkout stores
 * them: each amount is a VAT-inclusive price split with the domain's own
 * splitIncludedTax, so the fixtures are as consistent as real orders (line
 * nets and taxes add up to the order's totals) without a database.
 */

export interface FixtureLine {
  name: string;
  sku?: string;
  quantity?: number;
  /** The line's price before coupons, VAT included. */
  gross: number;
  /** What coupons took off this line, VAT included. */
  couponGross?: number;
  ratePercent?: number;
  /** Items of a bundle: priced themselves, their bundle line carries 0. */
  items?: Omit<FixtureLine, 'items'>[];
}

export interface FixtureOrder {
  id?: number;
  language?: 'en' | 'lt';
  lines: FixtureLine[];
  coupons?: { code: string; share: number }[];
  shippingGross?: number;
  shippingRateId?: string;
  customerNote?: string;
  paymentMethod?: string;
  billing?: Partial<StoredOrder['billing']>;
  createdAt?: Date;
}

export const ISSUED: IssuedInvoice = { number: 'SS-2026-00042', issuedAt: new Date('2026-11-20T10:30:00Z') };

export const SETTINGS: InvoiceSettings = { ...DEFAULT_INVOICE_SETTINGS };

export function buildStoredOrder(fixture: FixtureOrder): StoredOrder {
  let nextId = 1;
  const lines: StoredOrderLine[] = [];
  const addLine = (line: FixtureLine | Omit<FixtureLine, 'items'>, parentLineId: number | null): number => {
    const id = nextId++;
    const rate = line.ratePercent ?? 21;
    const before = splitIncludedTax(line.gross, rate);
    const after = splitIncludedTax(line.gross - (line.couponGross ?? 0), rate);
    lines.push({
      id,
      productId: 100 + id,
      variationId: 0,
      name: line.name,
      sku: line.sku ?? `SKU-${id}`,
      quantity: line.quantity ?? 1,
      subtotal: before.net,
      subtotalTax: before.tax,
      total: after.net,
      totalTax: after.tax,
      taxRatePercent: rate,
      parentLineId,
    });
    return id;
  };
  for (const line of fixture.lines) {
    const bundleId = addLine(line, null);
    for (const item of 'items' in line ? (line.items ?? []) : []) addLine(item, bundleId);
  }

  const sum = (pick: (line: StoredOrderLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const discountTotal = sum((l) => l.subtotal - l.total);
  const discountTax = sum((l) => l.subtotalTax - l.totalTax);
  const shipping = splitIncludedTax(fixture.shippingGross ?? 0, 21);
  const coupons = couponsOf(fixture.coupons ?? [], discountTotal, discountTax);
  const itemsGrossAfterCoupons = sum((l) => l.total + l.totalTax);

  return {
    id: fixture.id ?? 1042,
    orderKey: 'wc_order_fixture',
    status: 'processing',
    userId: null,
    sessionToken: 'session',
    language: fixture.language ?? 'en',
    billing: {
      first_name: 'Rūta',
      last_name: 'Žemaitė',
      company: '',
      address_1: 'Šv. Ignoto g. 5',
      address_2: '',
      city: 'Kaunas',
      state: '',
      postcode: 'LT-44280',
      country: 'LT',
      phone: '+370 611 22334',
      email: 'ruta@example.com',
      ...fixture.billing,
    },
    shipping: {
      first_name: 'Rūta',
      last_name: 'Žemaitė',
      company: '',
      address_1: 'Šv. Ignoto g. 5',
      address_2: '',
      city: 'Kaunas',
      state: '',
      postcode: 'LT-44280',
      country: 'LT',
      phone: '+370 611 22334',
    },
    customerNote: fixture.customerNote ?? '',
    paymentMethod: fixture.paymentMethod ?? 'bacs',
    shippingRateId: fixture.shippingRateId ?? 'courier:2',
    itemsSubtotal: sum((l) => l.subtotal),
    itemsSubtotalTax: sum((l) => l.subtotalTax),
    discountTotal,
    discountTax,
    shippingTotal: shipping.net,
    shippingTax: shipping.tax,
    total: itemsGrossAfterCoupons + (fixture.shippingGross ?? 0),
    totalTax: sum((l) => l.totalTax) + shipping.tax,
    createdAt: fixture.createdAt ?? new Date('2026-11-19T22:15:00Z'),
    upsellExpiresAt: null,
    lines,
    coupons,
    invoiceNumber: null,
    refundedTotal: 0,
    payment: null,
  };
}

/** The coupons' shares of the discount, the last one taking the remainder (as prorate would). */
function couponsOf(coupons: { code: string; share: number }[], discount: number, tax: number): StoredOrder['coupons'] {
  let restNet = discount;
  let restTax = tax;
  return coupons.map((coupon, index) => {
    const last = index === coupons.length - 1;
    const net = last ? restNet : Math.round(discount * coupon.share);
    const couponTax = last ? restTax : Math.round(tax * coupon.share);
    restNet -= net;
    restTax -= couponTax;
    return { code: coupon.code, discount: net, discountTax: couponTax };
  });
}

/** The worked example: two products (21 % and 9 %), a bundle of three, a coupon, courier delivery. */
export function richOrder(language: 'en' | 'lt' = 'lt'): StoredOrder {
  const lt = language === 'lt';
  return buildStoredOrder({
    language,
    lines: [
      { name: lt ? 'Kolageno spindesys – 200 g' : 'Collagen Glow – 200G', sku: 'CG-200', quantity: 2, gross: 4482, couponGross: 448 },
      { name: lt ? 'Vitaminas D3 + K2' : 'Vitamin D3 + K2', sku: 'D3K2-60', gross: 1290, couponGross: 129, ratePercent: 9 },
      {
        name: lt ? 'Imuniteto rinkinys' : 'Immune Essentials Bundle',
        sku: 'BUNDLE-IMM',
        gross: 0,
        items: [
          { name: lt ? 'Imuniteto skydas' : 'Immune Shield', sku: 'IMM-SH', gross: 1776, couponGross: 178 },
          { name: lt ? 'Cinkas ir selenas' : 'Zinc & Selenium', sku: 'ZN-SE', gross: 1011, couponGross: 101 },
          { name: lt ? 'Juodojo šeivamedžio uogos' : 'Black Elderberry', sku: 'ELD-90', gross: 1521, couponGross: 152 },
        ],
      },
    ],
    coupons: [{ code: 'vasara10', share: 1 }],
    shippingGross: 499,
    customerNote: lt ? 'Prašau palikti siuntą prie durų – „ačiū“!' : 'Please leave the parcel at the door.',
  });
}

/** A long order: `count` lines, for page breaks. */
export function longOrder(count: number, language: 'en' | 'lt' = 'en'): StoredOrder {
  return buildStoredOrder({
    language,
    lines: Array.from({ length: count }, (_, index) => ({
      name: `${language === 'lt' ? 'Kolageno spindesys' : 'Collagen Glow'} ${index + 1}${index % 7 === 0 ? ' – with a deliberately long variation name that has to wrap onto a second line' : ''}`,
      sku: `CG-${index + 1}`,
      quantity: (index % 3) + 1,
      gross: 1000 + index * 37,
    })),
    shippingGross: 0,
    shippingRateId: 'parcel_locker:1',
  });
}
