import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
  });

  it('keeps the bytes it holds within maxBytes, dropping the least recently used first', () => {
    const cache = new LruCache<string>({ maxBytes: 1000 });
    for (let i = 0; i < 50; i++) {
      cache.set(`k${i}`, `v${i}`, 90 + (i % 7) * 10);
      expect(cache.bytes).toBeLessThanOrEqual(1000);
    }
    expect(cache.get('k49')).toBe('v49');
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.size).toBeGreaterThan(5);
  });

  it('counts a resized entry at its new size and evicts for it', () => {
    const cache = new LruCache<string>({ maxBytes: 1000 });
    cache.set('old', 'x', 400);
    cache.set('new', 'y', 10);
    cache.resize('new', 'y', 700);
    expect(cache.bytes).toBe(700);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.get('new')).toBe('y');
  });

  it('does not keep an entry bigger than the whole budget, and keeps the others', () => {
    const cache = new LruCache<string>({ maxBytes: 1000 });
    cache.set('small', 's', 100);
    cache.set('huge', 'h', 5000);
    expect(cache.get('huge')).toBeUndefined();
    cache.set('later', 'l', 10);
    cache.resize('later', 'l', 5000);
    expect(cache.get('later')).toBeUndefined();
    expect(cache.get('small')).toBe('s');
    expect(cache.bytes).toBe(100);
  });

  it('ignores a resize for a value the key no longer holds', () => {
    const cache = new LruCache<string>({ maxBytes: 1000 });
    cache.set('k', 'first', 10);
    cache.set('k', 'second', 20);
    cache.resize('k', 'first', 900);
    expect(cache.bytes).toBe(20);
    cache.clear();
    cache.resize('k', 'second', 900);
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
