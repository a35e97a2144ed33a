import { describe, expect, it } from 'vitest';
import { formatPostcode, isValidPostcode } from './country-postcodes.ts';
import { formatState, isValidState, stateCodesOf } from './country-states.ts';

describe('postcodes per country (wc_format_postcode, WC_Validation::is_postcode)', () => {
  it.each([
    ['DE', ' 10115 ', '10115', true],
    ['DE', 'ABCDE', 'ABCDE', false],
    ['DE', '00999', '00999', false],
    ['FI', '00100', '00100', true],
    ['FI', '0010', '0010', false],
    ['EE', '10 111', '10111', true],
    ['PL', '00950', '00-950', true],
    ['PL', '00 - 950', '00-950', true],
    ['PL', '0095', '0-095', false],
    ['LV', 'lv-1050', 'LV-1050', true],
    ['LV', '1050', 'LV-1050', true],
    ['LT', '01100', 'LT-01100', true],
    ['LT', '0110', '0110', false],
    ['DE', '10115!', '10115!', false],
    ['DE', '', '', true],
  ])('%s %j → %j (valid: %s)', (country, raw, formatted, valid) => {
    expect(formatPostcode(raw, country)).toBe(formatted);
    expect(isValidPostcode(formatted, country)).toBe(valid);
  });
});

describe('states per country (ValidationUtils::format_state / validate_state)', () => {
  it('German states by name or code become the code; others are refused', () => {
    expect(formatState('Bavaria', 'DE')).toBe('DE-BY');
    expect(formatState(' de-nw ', 'DE')).toBe('DE-NW');
    expect(isValidState('DE-NW', 'DE')).toBe(true);
    expect(isValidState(formatState('Narnia', 'DE'), 'DE')).toBe(false);
    expect(stateCodesOf('DE')).toHaveLength(16);
  });

  it.each(['LT', 'LV', 'EE', 'FI', 'PL'])('%s has no state list: any text passes as given', (country) => {
    expect(formatState('Vilniaus apskritis', country)).toBe('Vilniaus apskritis');
    expect(isValidState('Vilniaus apskritis', country)).toBe(true);
  });
});
