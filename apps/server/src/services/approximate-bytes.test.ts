import { describe, expect, it } from 'vitest';
import { approximateBytes } from './approximate-bytes.ts';

describe('approximateBytes', () => {
  it('grows with the text and buffers a value holds', () => {
    const small = approximateBytes({ html: 'x'.repeat(10), props: Buffer.alloc(10) });
    const large = approximateBytes({ html: 'x'.repeat(100_000), props: Buffer.alloc(50_000) });
    expect(large - small).toBeGreaterThanOrEqual(2 * 100_000 + 50_000 - 100);
  });

  it('counts an object reached twice once, and ends on cycles', () => {
    const shared = { text: 'y'.repeat(1000) };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    expect(approximateBytes(cyclic)).toBeLessThan(2 * 2000);
  });
});
