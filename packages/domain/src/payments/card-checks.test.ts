import { describe, expect, it } from 'vitest';
import { cardProblems, passesLuhn, readCardExpiry } from './card-checks.ts';

const NOW = new Date('2026-11-28T09:00:00Z');

describe('card checks (shared by checkout and the account new-card form)', () => {
  it.each([
    ['4242424242424242', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['42424242', false],
    ['4242 4242 4242 4242', false],
  ])('Luhn %s → %s', (digits, ok) => expect(passesLuhn(digits)).toBe(ok));

  it.each([
    ['11/31', { expMonth: 11, expYear: 2031 }],
    ['1131', { expMonth: 11, expYear: 2031 }],
    [' 03 / 2030 ', { expMonth: 3, expYear: 2030 }],
    ['xx', { expMonth: 0, expYear: 0 }],
  ])('reads the expiry %j', (text, parts) => expect(readCardExpiry(text)).toEqual(parts));

  it('names each wrong field once, in the form order', () => {
    expect(cardProblems({ number: '5555 5555 5555 4444', expMonth: 11, expYear: 2031, cvc: '321' }, NOW)).toEqual([]);
    expect(cardProblems({ number: '1234', expMonth: 13, expYear: 2031, cvc: '12' }, NOW)).toEqual([
      { field: 'card_number', problem: 'number' },
      { field: 'card_expiry', problem: 'expiry' },
      { field: 'card_cvc', problem: 'cvc' },
    ]);
    expect(cardProblems({ number: '4242424242424242', expMonth: 10, expYear: 2026, cvc: '1234' }, NOW)).toEqual([
      { field: 'card_expiry', problem: 'expired' },
    ]);
    expect(cardProblems({ number: '4242424242424242', expMonth: 11, expYear: 2026, cvc: '123' }, NOW)).toEqual([]);
  });
});
