import { describe, expect, it } from 'vitest';
import { parseOrderIds } from './order-ids.ts';

describe('export order ids', () => {
  it.each([
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
    [
      ['4', '5'],
      [4, 5],
    ],
    [[], []],
    [[0], null],
    [['x'], null],
    ['1,2', null],
  ])('%j → %j', (data, expected) => {
    expect(parseOrderIds(data)).toEqual(expected);
  });
});
