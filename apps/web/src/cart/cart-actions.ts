import type { Cart } from '@soul/contracts';
import { CartConflictError, InvalidCartResponseError, type AddItemBody, type CartClient } from '../api/cart-client.ts';
import { showNotification } from '../overlays/notification-store.ts';
import type { OverlayText } from '../overlays/text.ts';
import type { NotificationTone } from '../overlays/notification-store.ts';
import { useDrawerStore } from './drawer-store.ts';
import { CART_EVENTS, dispatchCartEvents, type CartEventName } from './events.ts';
import { updateCartButton } from './header-button.ts';
import { initialCartState, lineByKey, useCartStore, without, type CartState } from './cart-store.ts';

/** Storefront §9 timers. */
export const BUSY_NOTICE_MS = 6000;
export const QUANTITY_RETRY_MS = 750;
export const BATCH_LIMIT = 25;

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface CartActionsDeps {
  client: CartClient;
  /** Resolves `ns:key` texts (cart and common namespaces). */
  t: Translate;
  doc?: Document;
  store?: typeof useCartStore;
}

export interface AddRow {
  body: AddItemBody;
  name: string;
}

export interface AddManyResult {
  added: number;
  failures: Array<{ name: string; message: string }>;
}

export type CouponOutcome = 'applied' | 'already-applied' | 'failed';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const messageOf = (error: unknown): string | null => (error instanceof Error && error.message.trim() !== '' ? error.message : null);

/**
 * Every cart change, from the server's answers only: per-line busy flags,
 * quantity revert, the 750 ms retry, the busy notice, coupon results, body
 * events, the header count and the drawer's live region.
 */
export class CartActions {
  private readonly client: CartClient;
  private readonly t: Translate;
  private readonly doc: Document | null;
  private readonly store: typeof useCartStore;
  private readonly lineControllers = new Map<string, AbortController>();
  private readonly noticeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private noticeSeq = 0;
  private loading: Promise<void> | null = null;

  constructor(deps: CartActionsDeps) {
    this.client = deps.client;
    this.t = deps.t;
    this.doc = deps.doc ?? (typeof document === 'undefined' ? null : document);
    this.store = deps.store ?? useCartStore;
  }

  private get state(): CartState {
    return this.store.getState();
  }

  private set(partial: Partial<CartState> | ((state: CartState) => Partial<CartState>)): void {
    this.store.setState(partial);
  }

  private text(text: OverlayText): string {
    if (typeof text === 'string') return text;
    return this.t(`${text.ns ?? 'common'}:${text.key}`, text.values);
  }

  /** In the open drawer, or as the page's notification when it is closed. */
  notify(
    tone: NotificationTone,
    title: OverlayText,
    message?: OverlayText,
    autoCloseMs: number | null = tone === 'error' ? null : 6000,
  ): void {
    if (useDrawerStore.getState().open) {
      this.noticeSeq += 1;
      this.set({ notice: { id: this.noticeSeq, tone, title, ...(message === undefined ? {} : { message }) } });
      return;
    }
    showNotification({ id: `cart-${tone}`, tone, title, ...(message === undefined ? {} : { message }), autoCloseMs });
  }

  notifyError(error: unknown): void {
    const message = messageOf(error);
    this.set({ lastError: message });
    this.notify('error', { key: 'errors.oops' }, message ?? { key: 'errors.generic' });
  }

  dismissNotice(): void {
    this.set({ notice: null });
  }

  announce(text: string): void {
    this.set((state) => ({ announcement: { text, seq: state.announcement.seq + 1 } }));
  }

  /** A new cart from the server: store it, update the header button, fire the body events. */
  applyCart(cart: Cart, events: readonly CartEventName[] = [], detail: Record<string, unknown> = {}): void {
    const keys = new Set(cart.items.map((item) => item.key));
    this.set((state) => ({
      cart,
      status: 'ready',
      loadError: null,
      // Forget UI state of lines the server no longer has.
      lineNotice: Object.fromEntries(Object.entries(state.lineNotice).filter(([key]) => keys.has(key))),
    }));
    if (this.doc) updateCartButton(this.doc, cart.items_count, this.t('cart:button.count', { count: cart.items_count }));
    if (events.length > 0) dispatchCartEvents(events, { cart, ...detail });
  }

  /** GET /cart (concurrent callers share one request). */
  load(): Promise<void> {
    if (!this.loading) {
      if (!this.state.cart) this.set({ status: 'loading', loadError: null });
      this.loading = this.client
        .getCart()
        .then((cart) => this.applyCart(cart))
        .catch((error: unknown) => {
          if (!this.state.cart) this.set({ status: 'error', loadError: messageOf(error) });
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }

  private handleConflict(error: unknown): boolean {
    if (error instanceof CartConflictError) {
      this.applyCart(error.cart, CART_EVENTS.updated);
      this.notifyError(error);
      return true;
    }
    return false;
  }

  // ── add ──────────────────────────────────────────────────────────────────

  /** add-item; on success the drawer opens (storefront §4). */
  async addItem(row: AddRow, opener: HTMLElement | null = null): Promise<boolean> {
    useDrawerStore.getState().preload();
    try {
      const cart = await this.client.addItem(row.body);
      this.applyCart(cart, CART_EVENTS.added, { id: row.body.id, quantity: row.body.quantity });
      this.announce(this.t('cart:announce.added', { name: row.name }));
      // The add button was disabled while adding (it lost focus): focus returns to it on close.
      useDrawerStore.getState().openDrawer(opener);
      return true;
    } catch (error) {
      if (!this.handleConflict(error)) this.notifyError(error);
      return false;
    }
  }

  /** Several add-items in /batch requests (25 each); per-row failures are returned. */
  async addItems(
    rows: readonly AddRow[],
    options: { openDrawer?: boolean; events?: readonly CartEventName[]; opener?: HTMLElement | null } = {},
  ): Promise<AddManyResult> {
    const failures: AddManyResult['failures'] = [];
    let added = 0;
    let lastCart: Cart | null = null;
    for (let start = 0; start < rows.length; start += BATCH_LIMIT) {
      const chunk = rows.slice(start, start + BATCH_LIMIT);
      const results = await this.client.addItems(chunk.map((row) => row.body));
      results.forEach((result, index) => {
        const row = chunk[index];
        if (!row) return;
        if (result.ok) {
          added += 1;
          lastCart = result.cart;
        } else failures.push({ name: row.name, message: result.message });
      });
    }
    if (lastCart) this.applyCart(lastCart, options.events ?? CART_EVENTS.added);
    else await this.load();
    if (added > 0 && options.openDrawer !== false) useDrawerStore.getState().openDrawer(options.opener);
    return { added, failures };
  }

  // ── quantity ─────────────────────────────────────────────────────────────

  private setLineNotice(key: string, title: OverlayText, message?: OverlayText): void {
    this.set((state) => ({ lineNotice: { ...state.lineNotice, [key]: { title, ...(message === undefined ? {} : { message }) } } }));
    const previous = this.noticeTimers.get(key);
    if (previous) clearTimeout(previous);
    this.noticeTimers.set(
      key,
      setTimeout(() => {
        this.noticeTimers.delete(key);
        this.set((state) => ({ lineNotice: without(state.lineNotice, key) }));
      }, BUSY_NOTICE_MS),
    );
  }

  /** The quantity stepper lowered a value to the stock: 'Stock is limited' under the line. */
  stockLimited(key: string, count: number): void {
    this.setLineNotice(key, { key: 'quantity.stockLimitedTitle' }, { key: 'quantity.stockLimitedText', values: { count } });
  }

  private finishLine(key: string): void {
    this.lineControllers.delete(key);
    this.set((state) => ({ busy: without(state.busy, key), pendingQuantity: without(state.pendingQuantity, key) }));
  }

  /**
   * update-item (storefront §4 "Cart item update"): the line is busy until the
   * answer; a further change meanwhile shows the busy notice (6000 ms); a
   * failure is retried once after 750 ms; an invalid cart response or a final
   * failure reverts to the previous quantity.
   */
  async setQuantity(key: string, quantity: number): Promise<void> {
    const line = lineByKey(this.state.cart, key);
    if (!line) return;
    if (this.state.busy[key]) {
      this.setLineNotice(key, { key: 'busy.wait', ns: 'cart' });
      return;
    }
    if (quantity === line.quantity) return;
    this.lineControllers.get(key)?.abort();
    const controller = new AbortController();
    this.lineControllers.set(key, controller);
    this.set((state) => ({ busy: { ...state.busy, [key]: true }, pendingQuantity: { ...state.pendingQuantity, [key]: quantity } }));

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        const cart = await this.client.updateItem(key, quantity, controller.signal);
        if (controller.signal.aborted) return;
        this.finishLine(key);
        this.applyCart(cart, CART_EVENTS.updated, { key, quantity });
        const updated = lineByKey(cart, key);
        this.announce(this.t('cart:announce.quantity', { name: updated?.name ?? line.name, count: updated?.quantity ?? quantity }));
        return;
      } catch (error) {
        if (isAbort(error) || controller.signal.aborted) return;
        if (error instanceof CartConflictError) {
          this.finishLine(key);
          this.handleConflict(error);
          return;
        }
        const final = attempt === 2 || error instanceof InvalidCartResponseError;
        if (final) {
          // Revert: drop the pending value, the line shows the server's quantity again.
          this.finishLine(key);
          this.announce(this.t('cart:announce.quantity', { name: line.name, count: line.quantity }));
          this.notifyError(error);
          return;
        }
        await sleep(QUANTITY_RETRY_MS);
        if (controller.signal.aborted) return;
      }
    }
  }

  // ── remove ───────────────────────────────────────────────────────────────

  async removeItem(key: string): Promise<void> {
    const line = lineByKey(this.state.cart, key);
    if (!line) return;
    // A removal supersedes a quantity update in flight.
    this.lineControllers.get(key)?.abort();
    const controller = new AbortController();
    this.lineControllers.set(key, controller);
    this.set((state) => ({ busy: { ...state.busy, [key]: true } }));
    try {
      const cart = await this.client.removeItem(key, controller.signal);
      this.finishLine(key);
      this.applyCart(cart, CART_EVENTS.removed, { key });
      this.announce(this.t('cart:announce.removed', { name: line.name }));
    } catch (error) {
      if (isAbort(error)) return;
      this.finishLine(key);
      if (!this.handleConflict(error)) this.notifyError(error);
    }
  }

  // ── coupons ──────────────────────────────────────────────────────────────

  /**
   * apply-coupon: applied → the cart; 'already been applied' → 'Already
   * applied' notice; another failure → 'No Coupon' with the server's message.
   */
  async applyCoupon(code: string): Promise<CouponOutcome> {
    const trimmed = code.trim();
    if (trimmed === '') {
      this.notify('error', { key: 'coupon.noCoupon', ns: 'cart' }, { key: 'coupon.required', ns: 'cart' });
      return 'failed';
    }
    this.set({ couponBusy: true });
    try {
      const result = await this.client.applyCoupon(trimmed);
      if (result.status === 'already-applied') {
        this.notify('warning', { key: 'coupon.alreadyAppliedTitle', ns: 'cart' }, { key: 'coupon.alreadyAppliedText', ns: 'cart' });
        return 'already-applied';
      }
      this.applyCart(result.cart, CART_EVENTS.couponApplied, { code: trimmed });
      this.announce(this.t('cart:announce.couponApplied', { code: trimmed }));
      return 'applied';
    } catch (error) {
      const message = messageOf(error);
      this.set({ lastError: message });
      if (error instanceof CartConflictError) this.applyCart(error.cart);
      this.notify('error', { key: 'coupon.noCoupon', ns: 'cart' }, message ?? { key: 'errors.generic' });
      return 'failed';
    } finally {
      this.set({ couponBusy: false });
    }
  }

  async removeCoupon(code: string): Promise<void> {
    this.set({ couponBusy: true });
    try {
      const cart = await this.client.removeCoupon(code);
      this.applyCart(cart, CART_EVENTS.couponRemoved, { code });
      this.announce(this.t('cart:announce.couponRemoved', { code }));
    } catch (error) {
      if (!this.handleConflict(error)) this.notifyError(error);
    } finally {
      this.set({ couponBusy: false });
    }
  }

  /** Spends points on the cart (0 takes them off): the server checks the balance and answers the cart with its points line. */
  async spendPoints(points: number): Promise<boolean> {
    this.set({ couponBusy: true });
    try {
      this.applyCart(await this.client.spendPoints(points));
      return true;
    } catch (error) {
      if (!this.handleConflict(error)) this.notifyError(error);
      return false;
    } finally {
      this.set({ couponBusy: false });
    }
  }

  /** Test helper: forget everything. */
  reset(): void {
    for (const controller of this.lineControllers.values()) controller.abort();
    for (const timer of this.noticeTimers.values()) clearTimeout(timer);
    this.lineControllers.clear();
    this.noticeTimers.clear();
    this.store.setState({ ...initialCartState });
  }
}
