import { createHash } from 'node:crypto';
import type { CartItemData } from '@soul/contracts';

/**
 * Line keys as WooCommerce makes them: an md5 of what makes a line distinct
 * (product, and the custom data), so adding the same thing again finds the
 * same line and different data (another plan, a promotion) makes a new one.
 * Object keys are sorted first so {a,b} and {b,a} give one key.
 */
export function lineKey(productId: number, data: CartItemData): string {
  return md5(`${productId}|${canonicalJson(data)}`);
}

/** A bundled item's line key: fixed by its bundle line and its place in the bundle. */
export function bundledLineKey(bundleLineKey: string, bundledItemId: number): string {
  return md5(`${bundleLineKey}|bundled|${bundledItemId}`);
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
