import { describe, expect, it } from 'vitest';
import type { ProductType } from '@soul/contracts';
import { availablePurchaseModes, canChoosePurchaseMode, initialPurchaseMode, type PurchaseModeProduct } from './purchase-mode.ts';

const plan = { plan: { options: [{}] } };
const product = (type: ProductType, twin: boolean | null, withPlan = true): PurchaseModeProduct => ({
  type,
  extensions: { one_time_purchase: twin === null ? undefined : twin ? { id: 1 } : null, subscriptions: withPlan ? plan : null },
});

describe('purchase modes', () => {
  it.each([
    ['simple', null, true, ['one-time']],
    ['variable', null, true, ['one-time']],
    ['bundle', null, true, ['one-time']],
    ['subscription', true, true, ['one-time', 'subscription']],
    ['variable-subscription', true, true, ['one-time', 'subscription']],
    ['variable-subscription', false, true, ['subscription']],
    ['subscription', null, true, ['subscription']],
    ['subscription', false, false, ['subscription']],
    ['subscription', true, false, ['one-time']],
  ] as const)('%s, twin %s, plan %s → %j', (type, twin, withPlan, expected) => {
    expect(availablePurchaseModes(product(type, twin, withPlan))).toEqual(expected);
    expect(initialPurchaseMode(product(type, twin, withPlan))).toBe(expected[0]);
  });

  it('a subscription-only product cannot choose one-time', () => {
    expect(canChoosePurchaseMode(product('variable-subscription', false), 'one-time')).toBe(false);
    expect(canChoosePurchaseMode(product('variable-subscription', false), 'subscription')).toBe(true);
  });
});
