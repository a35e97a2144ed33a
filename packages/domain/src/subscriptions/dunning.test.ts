import { describe, expect, it } from 'vitest';
import { afterDecline, DEFAULT_RETRY_DAYS, parseRetryDays } from './dunning.ts';

const first = new Date('2027-03-01T09:00:00Z');

describe('dunning schedule', () => {
  it('retries 1, 3 and 7 days after the first decline, then holds', () => {
    expect(afterDecline(1, first)).toEqual({ kind: 'retry', at: new Date('2027-03-02T09:00:00Z'), attempt: 2 });
    expect(afterDecline(2, first)).toEqual({ kind: 'retry', at: new Date('2027-03-04T09:00:00Z'), attempt: 3 });
    expect(afterDecline(3, first)).toEqual({ kind: 'retry', at: new Date('2027-03-08T09:00:00Z'), attempt: 4 });
    expect(afterDecline(4, first)).toEqual({ kind: 'hold' });
  });

  it('follows a configured schedule', () => {
    expect(afterDecline(1, first, [2])).toEqual({ kind: 'retry', at: new Date('2027-03-03T09:00:00Z'), attempt: 2 });
    expect(afterDecline(2, first, [2])).toEqual({ kind: 'hold' });
    expect(afterDecline(1, first, [])).toEqual({ kind: 'hold' });
  });

  it.each([
    ['1,3,7', [1, 3, 7]],
    [' 2 , 5 ', [2, 5]],
    ['1', [1]],
  ] as const)('parses %j', (text, days) => {
    expect(parseRetryDays(text)).toEqual(days);
  });

  it.each(['', '0', '3,1', '1,1', 'a', '1,,2', '1.5', '1,2,3,4,5,6,7,8,9,10,11'])('refuses %j', (text) => {
    expect(parseRetryDays(text)).toBeNull();
  });

  it('the default is 1, 3, 7', () => {
    expect(DEFAULT_RETRY_DAYS).toEqual([1, 3, 7]);
  });
});
