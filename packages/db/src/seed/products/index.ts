import type { DemoProduct } from '../types.ts';
import { BUNDLE_PRODUCTS } from './bundles.ts';
import { DETOX_PRODUCTS } from './detox.ts';
import { DIGITAL_PRODUCTS } from './digital.ts';
import { ENERGY_PRODUCTS } from './energy.ts';
import { GUT_PRODUCTS } from './gut.ts';
import { IMMUNE_PRODUCTS } from './immune.ts';
import { SERENITY_PRODUCTS } from './serenity.ts';
import { SKIN_PRODUCTS } from './skin.ts';
import { UPSELL_PRODUCTS } from './upsell.ts';

/**
 * The whole demo catalogue in menu order: the position in this list is the
 * product's menu_order. Bundles come last so their items exist before them.
 */
export const CATALOGUE: readonly DemoProduct[] = [
  ...ENERGY_PRODUCTS,
  ...GUT_PRODUCTS,
  ...DETOX_PRODUCTS,
  ...SKIN_PRODUCTS,
  ...IMMUNE_PRODUCTS,
  ...SERENITY_PRODUCTS,
  ...UPSELL_PRODUCTS,
  ...BUNDLE_PRODUCTS,
  ...DIGITAL_PRODUCTS,
];
