import { cardProblems, readCardExpiry, type CardField, type CardProblem } from '@soul/domain/payments/card-checks';

export interface NewCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type NewCardErrors = Partial<Record<CardField, CardProblem>>;

/**
 * The typed card checked with the checkout's rules (the domain's), and, when
 * it passes, the `payment_data` list add-payment-method takes: digits only
 * and the expiry as MM/YY, whatever spacing the customer typed.
 */
export function readNewCard(
  values: NewCardValues,
  now: Date,
): { ok: true; paymentData: { key: CardField; value: string }[] } | { ok: false; errors: NewCardErrors } {
  const number = values.number.replace(/[\s-]/g, '');
  const cvc = values.cvc.trim();
  const expiry = readCardExpiry(values.expiry);
  const problems = cardProblems({ number, cvc, ...expiry }, now);
  if (problems.length > 0) return { ok: false, errors: Object.fromEntries(problems.map((p) => [p.field, p.problem])) };
  const month = String(expiry.expMonth).padStart(2, '0');
  const year = String(expiry.expYear % 100).padStart(2, '0');
  return {
    ok: true,
    paymentData: [
      { key: 'card_number', value: number },
      { key: 'card_expiry', value: `${month}/${year}` },
      { key: 'card_cvc', value: cvc },
    ],
  };
}
