import { describe, expect, it } from 'vitest';
import { nextMenuSpot } from './menu-keys.ts';

describe('nextMenuSpot (arrow keys in the mega menu)', () => {
  const lengths = [4, 3, 0, 1];
  it('moves up and down within a column, stopping at its ends', () => {
    expect(nextMenuSpot('ArrowDown', { col: 0, index: 0 }, lengths)).toEqual({ col: 0, index: 1 });
    expect(nextMenuSpot('ArrowDown', { col: 0, index: 3 }, lengths)).toEqual({ col: 0, index: 3 });
    expect(nextMenuSpot('ArrowUp', { col: 1, index: 0 }, lengths)).toEqual({ col: 1, index: 0 });
    expect(nextMenuSpot('ArrowUp', { col: 1, index: 2 }, lengths)).toEqual({ col: 1, index: 1 });
  });
  it('moves left and right to the first link of the next non-empty column, wrapping round', () => {
    expect(nextMenuSpot('ArrowRight', { col: 0, index: 2 }, lengths)).toEqual({ col: 1, index: 0 });
    expect(nextMenuSpot('ArrowRight', { col: 1, index: 0 }, lengths)).toEqual({ col: 3, index: 0 });
    expect(nextMenuSpot('ArrowRight', { col: 3, index: 0 }, lengths)).toEqual({ col: 0, index: 0 });
    expect(nextMenuSpot('ArrowLeft', { col: 0, index: 1 }, lengths)).toEqual({ col: 3, index: 0 });
  });
  it('Home and End go to the first and the last link; other keys (Tab) are left alone', () => {
    expect(nextMenuSpot('Home', { col: 1, index: 2 }, lengths)).toEqual({ col: 0, index: 0 });
    expect(nextMenuSpot('End', { col: 0, index: 0 }, lengths)).toEqual({ col: 3, index: 0 });
    expect(nextMenuSpot('Tab', { col: 0, index: 0 }, lengths)).toBeNull();
    expect(nextMenuSpot('ArrowDown', { col: 0, index: 0 }, [])).toBeNull();
  });
});
