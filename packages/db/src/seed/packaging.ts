import { DEMO } from './fixtures.ts';
import type { PackShape, SizeSlug } from './types.ts';

/** A pack's shipping weight and box, in whole grams and millimetres (WooCommerce shows kg and cm). */
export interface Packaging {
  weightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

const SIZE_GRAMS: Readonly<Record<SizeSlug, number>> = { '25g': 25, '40g': 40, '200g': 200, '250g': 250 };

/** What the pouch itself and its zip weigh. */
const POUCH_GRAMS = 15;

/**
 * The demo packs: a 60-capsule tub, a spray bottle, or a stand-up pouch
 * whose weight is its contents plus the pouch (small pouches for 25–40 g).
 */
export function packaging(shape: PackShape, size?: SizeSlug): Packaging {
  switch (shape) {
    case 'jar':
      return { ...DEMO.jarPackaging };
    case 'bottle':
      return { weightGrams: 60, lengthMm: 40, widthMm: 40, heightMm: 120 };
    case 'pouch': {
      const grams = size ? SIZE_GRAMS[size] : 250;
      return grams <= 40
        ? { weightGrams: grams + POUCH_GRAMS, lengthMm: 120, widthMm: 80, heightMm: 30 }
        : { weightGrams: grams + POUCH_GRAMS, lengthMm: 220, widthMm: 150, heightMm: 60 };
    }
  }
}

/** A bundle ships its items in one box: their weights added up. */
export function bundlePackaging(itemGrams: number): Packaging {
  return { weightGrams: itemGrams, lengthMm: 250, widthMm: 200, heightMm: 120 };
}
