import { describe, expect, it } from 'vitest';
import { CURONIAN_SPIT_POSTCODES, isCuronianSpitPostcode, isValidLithuanianPostcode, normalizeLithuanianPostcode } from './postcode.ts';

describe('normalizeLithuanianPostcode', () => {
  it.each([
    ['93101', 'LT-93101'],
    ['  01100 ', 'LT-01100'],
    ['lt-93101', 'LT-93101'],
    [' Lt-44280\t', 'LT-44280'],
    ['LT-93101', 'LT-93101'],
    ['abcde', 'LT-ABCDE'], // any 5 characters get the prefix; the format check then fails
    ['1234', '1234'],
    ['LT93101', 'LT93101'],
    ['', ''],
  ])('%j → %j', (raw, normalized) => {
    expect(normalizeLithuanianPostcode(raw)).toBe(normalized);
  });
});

describe('isValidLithuanianPostcode', () => {
  it.each([
    ['LT-93101', true],
    ['93101', true],
    [' lt-01100 ', true],
    ['LT-9310', false],
    ['LT-931011', false],
    ['LT-ABCDE', false],
    ['abcde', false],
    ['LT93101', false],
    ['LV-93101', false],
    ['1234', false],
    ['', false],
  ])('%j → %s', (raw, valid) => {
    expect(isValidLithuanianPostcode(raw)).toBe(valid);
  });
});

describe('Curonian Spit postcodes', () => {
  const spit = [
    'LT-93101',
    'LT-93102',
    'LT-93103',
    'LT-93104',
    'LT-93105',
    'LT-93121',
    'LT-93122',
    'LT-93123',
    'LT-93124',
    'LT-93125',
    'LT-93126',
    'LT-93127',
    'LT-93128',
    'LT-93129',
    'LT-93130',
    'LT-93132',
  ];

  it('are exactly the sixteen of storefront §5', () => {
    expect(spit).toHaveLength(16);
    expect([...CURONIAN_SPIT_POSTCODES].sort()).toEqual(spit);
  });

  it.each(spit)('%s is on the Curonian Spit', (postcode) => {
    expect(isCuronianSpitPostcode(postcode)).toBe(true);
    // also as typed: bare digits, lower case, spaces
    expect(isCuronianSpitPostcode(` ${postcode.slice(3)} `)).toBe(true);
    expect(isCuronianSpitPostcode(postcode.toLowerCase())).toBe(true);
  });

  it.each(['LT-93100', 'LT-93106', 'LT-93120', 'LT-93131', 'LT-93133', 'LT-91101', 'LT-01100', '93106', '', 'LT93101'])(
    '%j is not',
    (postcode) => {
      expect(isCuronianSpitPostcode(postcode)).toBe(false);
    },
  );
});
