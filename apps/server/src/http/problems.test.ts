import { PROBLEMS, problem } from '@soul/contracts';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n.ts';
import { problemAnswer } from './problem-error.ts';

describe('the problem table', () => {
  it.each(['en', 'lt'] as const)('has a message for every problem in %s', (language) => {
    const t = translator(language);
    const missing = Object.entries(PROBLEMS).filter(
      ([, entry]) => t(entry.message, { count: 2 }) === entry.message.split(':').at(-1) || t(entry.message, { count: 2 }) === entry.message,
    );
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('answers in WordPress’s shape with the table’s status, nested texts and amounts in the reader’s language', () => {
    const refused = problemAnswer(
      problem('checkoutCouponInvalid', {
        code: 'spring',
        reason: { $message: 'cart.couponMinimumSpend', params: { amount: { $money: 2500 } } },
      }),
      'lt',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('woocommerce_rest_cart_coupon_errors');
    expect(refused.body.data.status).toBe(409);
    expect(refused.body.message).toContain('spring');
    expect(refused.body.message).toContain('25,00');
    const params = problemAnswer(
      problem('invalidParam', { params: 'email' }, { data: { params: { email: { $message: 'profile.emailTaken' } } } }),
      'en',
    );
    expect(params.body.data).toEqual({ status: 400, params: { email: expect.stringMatching(/\S/) } });
  });
});
