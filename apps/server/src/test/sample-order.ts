import type { StoredOrder } from '@soul/domain/orders/stored-order';

/**
 * A placed order as the order repository returns it, for rendering mails
 * without a database: a bundle with an item, a single product, a coupon and
 * a parcel locker, paid by bank transfer (so the pay link shows). Override
 * what a test is about.
 */
export function sampleOrder(overrides: Partial<StoredOrder> = {}): StoredOrder {
  const billing = {
    first_name: 'Ona',
    last_name: 'Onaitė',
    company: '',
    address_1: 'Gedimino pr. 1',
    address_2: '',
    city: 'Vilnius',
    state: '',
    postcode: 'LT-01103',
    country: 'LT',
    phone: '+37060000000',
    email: 'ona@example.lt',
  };
  const { email: _email, ...shipping } = billing;
  return {
    id: 1042,
    orderKey: 'wc_order_sample',
    status: 'pending',
    userId: null,
    sessionToken: 'session',
    language: 'en',
    billing,
    shipping,
    customerNote: '',
    paymentMethod: 'bacs',
    shippingRateId: 'parcel_locker',
    itemsSubtotal: 4876,
    itemsSubtotalTax: 1024,
    discountTotal: 413,
    discountTax: 87,
    shippingTotal: 247,
    shippingTax: 52,
    total: 5799,
    totalTax: 989,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    upsellExpiresAt: null,
    lines: [
      {
        id: 1,
        productId: 10,
        variationId: 0,
        name: 'Energy Complex, 60 capsules',
        sku: 'EC-60',
        quantity: 2,
        subtotal: 3306,
        subtotalTax: 694,
        total: 2975,
        totalTax: 625,
        taxRatePercent: 21,
        parentLineId: null,
      },
      {
        id: 2,
        productId: 20,
        variationId: 0,
        name: 'Calm Bundle',
        sku: 'CB',
        quantity: 1,
        subtotal: 1570,
        subtotalTax: 330,
        total: 1488,
        totalTax: 312,
        taxRatePercent: 21,
        parentLineId: null,
      },
      {
        id: 3,
        productId: 21,
        variationId: 0,
        name: 'Magnesium Bisglycinate',
        sku: 'MG',
        quantity: 1,
        subtotal: 0,
        subtotalTax: 0,
        total: 0,
        totalTax: 0,
        taxRatePercent: 21,
        parentLineId: 2,
      },
    ],
    coupons: [{ code: 'soul10', discount: 413, discountTax: 87 }],
    invoiceNumber: null,
    refundedTotal: 0,
    payment: null,
    ...overrides,
  };
}
