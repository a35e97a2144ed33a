import { EMPTY_BILLING_ADDRESS, type CartLine } from '../cart-document/document.ts';
import { pricingCoupon, pricingLine } from '../cart/price-cart.fixture.ts';
import { priceCart } from '../cart/price-cart.ts';
import { aProduct } from '../products/product.fixture.ts';
import { describe, expect, it } from 'vitest';
import { buildOrderDraft, orderLineName, type OrderSourceLine } from './order-draft.ts';

const now = new Date('2026-11-22T10:00:00Z');
const cartLine = (key: string, productId: number, quantity: number, data: CartLine['data'] = {}): CartLine => ({
  key,
  productId,
  quantity,
  data,
  bundledBy: null,
  bundledItemId: null,
});

function draftOf(
  sources: { line: CartLine; product: ReturnType<typeof aProduct>; unitPrice: number; subscriptionDiscountPercent?: number }[],
) {
  const priced = priceCart({
    lines: sources.map((s) =>
      pricingLine({
        key: s.line.key,
        productId: s.product.id,
        quantity: s.line.quantity,
        unitPrice: s.unitPrice,
        regularUnitPrice: s.unitPrice,
        ...(s.subscriptionDiscountPercent !== undefined
          ? { kind: 'subscription' as const, subscriptionDiscountPercent: s.subscriptionDiscountPercent }
          : {}),
      }),
    ),
    coupons: [pricingCoupon({ code: 'save5', discountType: 'fixed_cart', amount: 500 })],
    shipping: { price: 299, taxRatePercent: 21 },
    now,
  });
  const lines: OrderSourceLine[] = sources.map((s, i) => ({
    line: s.line,
    product: s.product,
    parent: null,
    priced: priced.lines[i]!,
    taxRatePercent: 21,
  }));
  return {
    priced,
    draft: buildOrderDraft({
      lines,
      priced,
      language: 'lt',
      billing: { ...EMPTY_BILLING_ADDRESS, email: 'a@b.lt', phone: '+37060000000', country: 'LT' },
      customerNote: '',
      newsletter: false,
      paymentMethod: 'bacs',
      shippingRateId: 'parcel_locker:1',
      now,
    }),
  };
}

describe('buildOrderDraft', () => {
  const vitamin = aProduct({ id: 11, sku: 'VIT', stockQuantity: 5, manageStock: true });
  const tea = aProduct({ id: 7, sku: 'TEA', stockQuantity: null, manageStock: false });

  it('copies the cart’s totals, and its lines add up to them', () => {
    const { priced, draft } = draftOf([
      { line: cartLine('a', 11, 2), product: vitamin, unitPrice: 1999 },
      { line: cartLine('b', 7, 1), product: tea, unitPrice: 1250 },
    ]);
    expect(draft.total).toBe(priced.totals.totalPrice);
    expect(draft.totalTax).toBe(priced.totals.totalTax);
    const linesGross = draft.lines.reduce((sum, l) => sum + l.total + l.totalTax, 0);
    expect(linesGross + draft.shippingTotal + draft.shippingTax).toBe(draft.total);
    expect(draft.itemsSubtotal + draft.itemsSubtotalTax - (draft.discountTotal + draft.discountTax)).toBe(linesGross);
    expect(draft.coupons).toEqual([
      { code: 'save5', discount: priced.coupons[0]!.totalDiscount, discountTax: priced.coupons[0]!.totalDiscountTax },
    ]);
    expect(draft.status).toBe('on-hold');
  });

  it('takes stock only from products that keep count, once per product, in id order', () => {
    const other = aProduct({ id: 3, sku: 'OTH', stockQuantity: 9, manageStock: true });
    const { draft } = draftOf([
      { line: cartLine('a', 11, 2), product: vitamin, unitPrice: 1000 },
      { line: cartLine('b', 7, 1), product: tea, unitPrice: 1000 },
      { line: cartLine('c', 11, 1, { subscription: { interval: 2, period: 'month' } }), product: vitamin, unitPrice: 1000 },
      { line: cartLine('d', 3, 4), product: other, unitPrice: 1000 },
    ]);
    expect(draft.stock.map((s) => [s.productId, s.quantity])).toEqual([
      [3, 4],
      [11, 3],
    ]);
  });

  it('records a subscription line’s plan and next renewal', () => {
    const plan = {
      style: 'tiers' as const,
      billing_period: 'month' as const,
      options: [{ interval: 4, jars: 2, discount_percent: 20, most_popular: false }],
    };
    const subscription = aProduct({ id: 20, type: 'subscription', subscriptionPlan: plan });
    const { draft } = draftOf([
      {
        line: cartLine('s', 20, 1, { subscription: { interval: 4, period: 'month' } }),
        product: subscription,
        unitPrice: 3000,
        subscriptionDiscountPercent: 20,
      },
    ]);
    expect(draft.lines[0]?.subscription).toEqual({
      interval: 4,
      period: 'month',
      discountPercent: 20,
      unitPrice: 2400,
      nextRenewalAt: new Date('2027-03-22T10:00:00Z'),
      anchorDay: 22,
    });
  });
});

describe('orderLineName', () => {
  const parent = aProduct({ id: 20, text: { name: 'Collagen Glow', slug: 'c', shortDescription: '', description: '' } });
  it('uses a variation’s own name when it names the product, else joins both', () => {
    expect(
      orderLineName(aProduct({ text: { name: 'Collagen Glow – 200G', slug: 'v', shortDescription: '', description: '' } }), parent),
    ).toBe('Collagen Glow – 200G');
    expect(orderLineName(aProduct({ text: { name: '200G', slug: 'v', shortDescription: '', description: '' } }), parent)).toBe(
      'Collagen Glow – 200G',
    );
    expect(orderLineName(parent, null)).toBe('Collagen Glow');
  });
});
