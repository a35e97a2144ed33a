import { describe, expect, it } from 'vitest';
import { addMonths, checkNewRenewalDate, nextRenewalAfter, upcomingRenewals } from './renewal-dates.ts';

const utc = (iso: string) => new Date(`${iso}T09:00:00Z`);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('renewal dates', () => {
  it('a subscription started on 31 January renews on the last day of shorter months, then on the 31st again', () => {
    const start = utc('2027-01-31');
    expect(upcomingRenewals(nextRenewalAfter(start, 1, 31), 1, 31, 5).map(day)).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
  });

  it('leap years give 29 February', () => {
    expect(day(addMonths(utc('2028-01-31'), 1))).toBe('2028-02-29');
  });

  it.each([
    ['2027-01-15', 2, '2027-03-15'],
    ['2027-11-30', 3, '2028-02-29'],
    ['2027-12-31', 12, '2028-12-31'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2027-03-31', -1, '2027-02-28'],
  ] as const)('%s + %i months → %s', (from, months, expected) => {
    expect(day(addMonths(utc(from), months))).toBe(expected);
  });

  it('keeps the time of day', () => {
    expect(addMonths(new Date('2027-01-31T06:45:10.123Z'), 1).toISOString()).toBe('2027-02-28T06:45:10.123Z');
  });

  it('a new renewal date must be from tomorrow to six months ahead', () => {
    const now = new Date('2027-05-10T12:00:00Z');
    expect(checkNewRenewalDate(new Date('2027-05-10T23:00:00Z'), now)).toBe('date_in_past');
    expect(checkNewRenewalDate(new Date('2027-05-11T00:00:00Z'), now)).toBeNull();
    expect(checkNewRenewalDate(new Date('2027-11-10T12:00:00Z'), now)).toBeNull();
    expect(checkNewRenewalDate(new Date('2027-11-11T00:00:00Z'), now)).toBe('date_too_far');
  });
});
