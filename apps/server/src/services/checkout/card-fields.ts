import type { CheckoutField } from '@soul/domain/orders/checkout-validation';
import type { CardDetails } from '../payments/gateway.ts';
import { passesLuhn } from '../payments/luhn.ts';

export type CardField = Extract<CheckoutField, 'card_number' | 'card_expiry' | 'card_cvc'>;

/**
 * Mistakes in typed card details, found before the order is placed: a typo
 * must be corrected in the form, not become a declined (failed) order in the
 * customer's account. The processor still decides everything else.
 */
export function cardFieldProblems(card: CardDetails, now: Date): { field: CardField; key: string }[] {
  const problems: { field: CardField; key: string }[] = [];
  if (!passesLuhn(card.number.replace(/[\s-]/g, ''))) problems.push({ field: 'card_number', key: 'checkout:errors.cardNumber' });
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || card.expYear < 2000) {
    problems.push({ field: 'card_expiry', key: 'checkout:errors.cardExpiry' });
  } else if (card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)) {
    problems.push({ field: 'card_expiry', key: 'checkout:errors.expiredCard' });
  }
  if (!/^\d{3,4}$/.test(card.cvc)) problems.push({ field: 'card_cvc', key: 'checkout:errors.cardCvc' });
  return problems;
}
