import { describe, expect, it } from 'vitest';
import { renewalDateBounds, withinBounds } from './renewal-bounds.ts';

describe('next renewal date bounds (tomorrow to six months ahead, as the server checks)', () => {
  it.each([
    [new Date(2026, 10, 28), '2026-11-29', '2027-05-28'],
    [new Date(2026, 7, 31), '2026-09-01', '2027-02-28'],
    [new Date(2026, 11, 31), '2027-01-01', '2027-06-30'],
  ])('from %s: %s to %s', (today, min, max) => {
    expect(renewalDateBounds(today)).toEqual({ min, max });
  });

  it('accepts only whole days inside the bounds', () => {
    const bounds = { min: '2026-11-29', max: '2027-05-28' };
    expect(withinBounds('2026-11-29', bounds)).toBe(true);
    expect(withinBounds('2027-05-28', bounds)).toBe(true);
    expect(withinBounds('2026-11-28', bounds)).toBe(false);
    expect(withinBounds('2027-05-29', bounds)).toBe(false);
    expect(withinBounds('', bounds)).toBe(false);
  });
});
