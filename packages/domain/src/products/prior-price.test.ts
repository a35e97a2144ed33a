import { describe, expect, it } from 'vitest';
import type { PriceHistoryEntry } from './price-history.ts';
import { aProduct } from './product.fixture.ts';
import { priorPriceCents } from './prior-price.ts';

const at = (iso: string) => new Date(iso);
const wasThenSale = (regular: number, sale: number): PriceHistoryEntry[] => [
  { priceCents: regular, regularPriceCents: regular, validFrom: at('2026-01-01T00:00:00Z'), validTo: at('2026-11-18T00:00:00Z') },
  { priceCents: sale, regularPriceCents: regular, validFrom: at('2026-11-18T00:00:00Z'), validTo: null },
];

describe('priorPriceCents of a catalogue product', () => {
  it('is null when the product is not on sale', () => {
    expect(priorPriceCents(aProduct({ priceHistory: wasThenSale(2000, 1500) }))).toBeNull();
  });

  it('reads a sale product’s history', () => {
    expect(priorPriceCents(aProduct({ salePriceCents: 1500, priceHistory: wasThenSale(2000, 1500) }))).toBe(2000);
  });

  it('falls back to the sale price when no history backs the sale', () => {
    expect(priorPriceCents(aProduct({ salePriceCents: 1500 }))).toBe(1500);
  });

  it('answers for a variable product’s cheapest variation, the one its price shows', () => {
    const product = aProduct({
      type: 'variable',
      variations: [
        aProduct({ id: 2, type: 'variation', regularPriceCents: 3000 }),
        aProduct({ id: 3, type: 'variation', regularPriceCents: 1990, salePriceCents: 1690, priceHistory: wasThenSale(1990, 1690) }),
      ],
    });
    expect(priorPriceCents(product)).toBe(1990);
    expect(priorPriceCents(aProduct({ type: 'variable', variations: [aProduct({ id: 2, type: 'variation' })] }))).toBeNull();
  });

  it('is null for a bundle (a standing bulk discount is not a reduction in time)', () => {
    expect(priorPriceCents(aProduct({ type: 'bundle', salePriceCents: 1000 }))).toBeNull();
  });
});
