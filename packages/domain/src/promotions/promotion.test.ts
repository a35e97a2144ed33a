import { describe, expect, it } from 'vitest';
import { grantedPercent, grantPromoOffer } from './promo-offer.ts';
import { isPromotionLive, optionPrice, promotionInputProblem, promotionStatus, type Promotion } from './promotion.ts';

const now = new Date('2026-11-28T10:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const texts = { title: 'T', message: '', link: '', ctaText: '', ctaSubtext: '', countdownBannerText: '' };
const optionTexts = { title: '2 jars', saveBanner: '', specialTag: '', description: '', priceDisplayOverride: '' };

const promotion: Promotion = {
  id: 7,
  slug: 'energy-complex',
  kind: 'quantity_offer',
  discountRate: 0,
  countdownSeconds: 1800,
  productIds: [2011],
  options: [
    {
      key: 'two',
      productId: 2011,
      quantity: 2,
      discountRate: 20,
      imageUrl: '',
      defaultSelected: true,
      texts: { en: optionTexts, lt: optionTexts },
    },
  ],
  startsAt: null,
  endsAt: null,
  endedAt: null,
  landingSlugs: { en: 'energy-complex', lt: null },
  couponPrefix: null,
  texts: { en: texts, lt: texts },
  createdAt: now,
  updatedAt: now,
};
const timer = { timerId: 'promo-energy-complex', startedAt: minutes(-10), expiresAt: minutes(20) };

describe('promotion validity', () => {
  it.each([
    [{ startsAt: null, endsAt: null, endedAt: null }, 'active'],
    [{ startsAt: minutes(1), endsAt: null, endedAt: null }, 'scheduled'],
    [{ startsAt: minutes(-60), endsAt: now, endedAt: null }, 'expired'],
    [{ startsAt: null, endsAt: minutes(5), endedAt: minutes(-1) }, 'ended'],
    [{ startsAt: now, endsAt: minutes(1), endedAt: minutes(10) }, 'active'],
  ] as const)('%o is %s', (window, status) => {
    expect(promotionStatus(window, now)).toBe(status);
    expect(isPromotionLive(window, now)).toBe(status === 'active');
  });

  it.each([
    [{ kind: 'banner', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z', productIds: [], options: [] }, 'window'],
    [
      {
        kind: 'quantity_offer',
        startsAt: null,
        endsAt: null,
        productIds: [1],
        options: [
          { key: 'a', productId: 1 },
          { key: 'a', productId: 1 },
        ],
      },
      'option_keys',
    ],
    [{ kind: 'banner', startsAt: null, endsAt: null, productIds: [1], options: [{ key: 'a', productId: 1 }] }, 'options_kind'],
    [{ kind: 'quantity_offer', startsAt: null, endsAt: null, productIds: [1], options: [{ key: 'a', productId: 2 }] }, 'option_product'],
    [{ kind: 'quantity_offer', startsAt: null, endsAt: null, productIds: [1], options: [{ key: 'a', productId: 1 }] }, null],
  ] as const)('input %o → %s', (input, problem) => {
    expect(promotionInputProblem({ ...input, productIds: [...input.productIds], options: [...input.options] })).toBe(problem);
  });
});

describe('option prices (base minus discount_rate, cents, half up)', () => {
  it.each([
    [3490, 1, 0, 3490, 3490],
    [3490, 2, 20, 6980, 5584],
    [3490, 3, 25, 10470, 7852],
    [999, 1, 15, 999, 849],
    [1, 1, 50, 1, 0],
  ])('%i¢ × %i at %i %% → base %i, price %i', (unit, quantity, discountRate, base, price) => {
    expect(optionPrice(unit, { quantity, discountRate })).toEqual({ base, price });
  });
});

describe('grantPromoOffer: the server decides', () => {
  const data = { promo_offer_id: '7:two', promo_offer_discount_rate: 20 };
  const base = { data, productId: 2011, quantity: 2, promotion, timer, now };

  it('grants the option rate until the timer ends', () => {
    expect(grantPromoOffer(base)).toEqual({
      promotionId: 7,
      optionKey: 'two',
      percent: 20,
      quantity: 2,
      expiresAt: timer.expiresAt.toISOString(),
    });
  });

  it('ends with the promotion when that comes first', () => {
    expect(grantPromoOffer({ ...base, promotion: { ...promotion, endsAt: minutes(5) } })?.expiresAt).toBe(minutes(5).toISOString());
  });

  it.each([
    ['a forged rate', { ...base, data: { ...data, promo_offer_discount_rate: 90 } }],
    ['an unknown option', { ...base, data: { promo_offer_id: '7:ten' } }],
    ['another promotion id', { ...base, data: { promo_offer_id: '8:two' } }],
    ['a malformed id', { ...base, data: { promo_offer_id: 'free' } }],
    ['another product', { ...base, productId: 2012 }],
    ['another quantity', { ...base, quantity: 3 }],
    ['no timer', { ...base, timer: null }],
    ['an expired timer', { ...base, timer: { ...timer, expiresAt: now } }],
    ['an ended promotion', { ...base, promotion: { ...promotion, endedAt: minutes(-1) } }],
    ['a banner promotion', { ...base, promotion: { ...promotion, kind: 'banner' as const } }],
    ['no promotion', { ...base, promotion: null }],
  ])('refuses %s', (_name, input) => {
    expect(grantPromoOffer(input)).toBeNull();
  });

  it('a grant counts only for its quantity and until it ends', () => {
    const grant = grantPromoOffer(base) ?? undefined;
    expect(grantedPercent(grant, 2, now)).toBe(20);
    expect(grantedPercent(grant, 3, now)).toBeNull();
    expect(grantedPercent(grant, 2, minutes(20))).toBeNull();
    expect(grantedPercent(undefined, 2, now)).toBeNull();
  });
});
