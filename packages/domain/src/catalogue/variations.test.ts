import { describe, expect, it } from 'vitest';
import { defaultVariation, matchingVariation, optionNumber, sortVariations } from './variations.ts';

const v = (id: number, option: string) => ({ id, attributes: [{ option }] });

describe('sortVariations', () => {
  it.each([
    [
      ['250G', '25G', '200G', '40G'],
      ['25G', '40G', '200G', '250G'],
    ],
    [
      ['2 kg', '0.5 kg', '1,5 kg'],
      ['0.5 kg', '1,5 kg', '2 kg'],
    ],
    [
      ['Large', '10G', 'Small'],
      ['10G', 'Large', 'Small'],
    ],
    [
      ['30 caps', '120 caps', '60 caps'],
      ['30 caps', '60 caps', '120 caps'],
    ],
  ])('%j → %j', (input, expected) => {
    const sorted = sortVariations(input.map((option, index) => v(index, option)));
    expect(sorted.map((x) => x.attributes[0]?.option)).toEqual(expected);
  });

  it('does not mutate its input', () => {
    const input = [v(1, '250G'), v(2, '25G')];
    sortVariations(input);
    expect(input[0]?.id).toBe(1);
  });

  it('defaults to the first after sorting, or null', () => {
    expect(defaultVariation([v(1, '250G'), v(2, '25G')])?.id).toBe(2);
    expect(defaultVariation([])).toBeNull();
  });

  it('puts variations without attributes first-comer last', () => {
    expect(sortVariations([{ id: 1, attributes: [] }, v(2, '40G')]).map((x) => x.id)).toEqual([2, 1]);
  });
});

describe('optionNumber and matchingVariation', () => {
  it('reads the leading number', () => {
    expect(optionNumber('250G')).toBe(250);
    expect(Number.isNaN(optionNumber('Large'))).toBe(true);
  });
  it('matches by option, case-insensitively', () => {
    expect(matchingVariation([v(7, '250g'), v(8, '25g')], '250G')?.id).toBe(7);
    expect(matchingVariation([v(7, '250g')], null)).toBeNull();
    expect(matchingVariation([v(7, '250g')], '40G')).toBeNull();
  });
});
