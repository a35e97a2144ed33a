import type { Cart, CartItem } from '@soul/contracts';
import { create } from 'zustand';
import type { OverlayText } from '../overlays/text.ts';
import type { NotificationTone } from '../overlays/notification-store.ts';

/** A message shown inside the open drawer (the page's toasts sit behind its modal backdrop). */
export interface DrawerNotice {
  id: number;
  tone: NotificationTone;
  title: OverlayText;
  message?: OverlayText;
}

/**
 * The cart as the server last answered it, and the UI state around it.
 * Nothing here computes a price: every amount shown comes from `cart`.
 */
export interface CartState {
  cart: Cart | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  loadError: string | null;
  /** Lines with an update or removal in flight. */
  busy: Readonly<Record<string, boolean>>;
  /** The quantity a busy line shows until the server answers (reverted on failure). */
  pendingQuantity: Readonly<Record<string, number>>;
  /** Inline texts under a line ('Please wait while quantity update in progress...', 'Stock is limited'). */
  lineNotice: Readonly<Record<string, { title: OverlayText; message?: OverlayText }>>;
  couponBusy: boolean;
  /** The last error message of any cart action. */
  lastError: string | null;
  notice: DrawerNotice | null;
  /** The live region's text; `seq` makes a repeated text announce again. */
  announcement: { text: string; seq: number };
}

export const initialCartState: CartState = {
  cart: null,
  status: 'idle',
  loadError: null,
  busy: {},
  pendingQuantity: {},
  lineNotice: {},
  couponBusy: false,
  lastError: null,
  notice: null,
  announcement: { text: '', seq: 0 },
};

export const useCartStore = create<CartState>()(() => ({ ...initialCartState }));

export function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _dropped, ...next } = record;
  return next;
}

export function lineByKey(cart: Cart | null, key: string): CartItem | undefined {
  return cart?.items.find((item) => item.key === key);
}
