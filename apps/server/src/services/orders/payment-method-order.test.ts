import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n.ts';
import { paymentMethodsByName } from './payment-method-order.ts';

describe('payment methods sorted by their names', () => {
  it('follows the names the reader sees, in the reader’s alphabet, not the ids', () => {
    expect(paymentMethodsByName(translator('en'), 'en')).toEqual(['stripe', 'cod', 'soul_test_card', 'bacs']);
    expect(paymentMethodsByName(translator('lt'), 'lt')).toEqual(['cod', 'stripe', 'soul_test_card', 'bacs']);
  });
});
