/**
 * The checks a typed card passes before it is sent anywhere, shared by the
 * server (checkout, order-pay) and the browser (the account's new-card form),
 * so a typo is caught the same way on both sides. The processor still
 * decides everything else.
 */

export type CardField = 'card_number' | 'card_expiry' | 'card_cvc';
/** What is wrong with a field: the number fails its checksum, the expiry is unreadable or past, the CVC is not 3–4 digits. */
export type CardProblem = 'number' | 'expiry' | 'expired' | 'cvc';

export interface TypedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The Luhn checksum every card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or "MMYY", "MM/YYYY") as month and four-digit year; 0 for a part that cannot be read. */
export function readCardExpiry(expiry: string): { expMonth: number; expYear: number } {
  const compact = expiry.replace(/\s/g, '');
  const [month, year] = compact.includes('/') ? compact.split('/') : [compact.slice(0, 2), compact.slice(2)];
  const expMonth = Number.parseInt(month ?? '', 10);
  const expYear = Number.parseInt(year ?? '', 10);
  return {
    expMonth: Number.isFinite(expMonth) ? expMonth : 0,
    expYear: Number.isFinite(expYear) ? (expYear < 100 ? 2000 + expYear : expYear) : 0,
  };
}

/** Mistakes in a typed card, one per field at most, in the form's order. */
export function cardProblems(card: TypedCard, now: Date): { field: CardField; problem: CardProblem }[] {
  const problems: { field: CardField; problem: CardProblem }[] = [];
  if (!passesLuhn(card.number.replace(/[\s-]/g, ''))) problems.push({ field: 'card_number', problem: 'number' });
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || card.expYear < 2000) {
    problems.push({ field: 'card_expiry', problem: 'expiry' });
  } else if (card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)) {
    problems.push({ field: 'card_expiry', problem: 'expired' });
  }
  if (!/^\d{3,4}$/.test(card.cvc)) problems.push({ field: 'card_cvc', problem: 'cvc' });
  return problems;
}
