import { cardProblems, type CardProblem } from '@soul/domain/payments/card-checks';
import type { CheckoutField } from '@soul/domain/orders/checkout-validation';
import type { CardDetails } from '../payments/gateway.ts';

export type CardField = Extract<CheckoutField, 'card_number' | 'card_expiry' | 'card_cvc'>;

const MESSAGE_KEYS: Record<CardProblem, string> = {
  number: 'checkout:errors.cardNumber',
  expiry: 'checkout:errors.cardExpiry',
  expired: 'checkout:errors.expiredCard',
  cvc: 'checkout:errors.cardCvc',
};

/**
 * Mistakes in typed card details, found before the order is placed: a typo
 * must be corrected in the form, not become a declined (failed) order in the
 * customer's account. The rules are the domain's, shared with the browser.
 */
export function cardFieldProblems(card: CardDetails, now: Date): { field: CardField; key: string }[] {
  return cardProblems(card, now).map(({ field, problem }) => ({ field, key: MESSAGE_KEYS[problem] }));
}
