import type { Cart } from '@soul/contracts';
import { isRecord } from '../shared/is-record.ts';

/**
 * The cart link (storefront §7): the home URL with `rebuild_cart` set to
 * base64 of JSON `[{ id, quantity, variationId, customData }]`. `id` is the
 * product (the parent for a variation), `variationId` the variation or 0;
 * `customData` the line's custom cart data (mainProduct, subscription,
 * promo_offer_*). Bundled children are left out: the bundle brings them.
 */
export interface CartLinkItem {
  id: number;
  quantity: number;
  variationId: number;
  customData: Record<string, unknown>;
}

export const MAX_REBUILD_ITEMS = 25;

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(value: string): string {
  // Accept the URL-safe alphabet and missing padding too.
  let normal = value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '+');
  while (normal.length % 4 !== 0) normal += '=';
  const binary = atob(normal);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function cartLinkItems(cart: Cart): CartLinkItem[] {
  return cart.items
    .filter((item) => !item.extensions.bundles.bundled_by)
    .map((item) => {
      const soul = item.extensions.soul;
      const isVariation = soul.parent_id > 0;
      return {
        id: isVariation ? soul.parent_id : item.id,
        quantity: item.quantity,
        variationId: isVariation ? item.id : 0,
        customData: soul.item_data,
      };
    });
}

export function encodeCartLink(items: readonly CartLinkItem[]): string {
  return toBase64(JSON.stringify(items));
}

export function cartLinkUrl(homeUrl: string, items: readonly CartLinkItem[], origin: string): string {
  const url = new URL(homeUrl, origin);
  url.searchParams.set('rebuild_cart', encodeCartLink(items));
  return url.toString();
}

const positiveInt = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
};

/** Parses a rebuild_cart value; null when it is not base64 JSON of a non-empty, valid item list. */
export function decodeCartLink(value: string): CartLinkItem[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64(value));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_REBUILD_ITEMS) return null;
  const items: CartLinkItem[] = [];
  for (const entry of parsed) {
    if (!isRecord(entry)) return null;
    const id = positiveInt(entry.id);
    const quantity = positiveInt(entry.quantity);
    if (id === null || quantity === null || quantity > 999) return null;
    const variationId = positiveInt(entry.variationId) ?? 0;
    let customData: Record<string, unknown> = {};
    if (isRecord(entry.customData)) customData = entry.customData;
    else if (typeof entry.customData === 'string' && entry.customData !== '') {
      try {
        const inner: unknown = JSON.parse(entry.customData);
        if (isRecord(inner)) customData = inner;
      } catch {
        return null;
      }
    }
    items.push({ id, quantity, variationId, customData });
  }
  return items;
}

/** The add-item body that re-adds one cart-link item. */
export function addBodyOfLinkItem(item: CartLinkItem): { id: number; quantity: number; cart_item_data: string } {
  const customData = item.customData.mainProduct ? item.customData : { ...item.customData, mainProduct: { id: item.id } };
  return { id: item.variationId > 0 ? item.variationId : item.id, quantity: item.quantity, cart_item_data: JSON.stringify(customData) };
}
