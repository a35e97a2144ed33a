import { createHmac, timingSafeEqual } from 'node:crypto';
import { LruCache } from './lru-cache.ts';

/**
 * WordPress-style nonces: an HMAC of (time window, action, user, session),
 * valid for the current and the previous 12-hour window (12–24 h in all).
 * Binding to the session means a nonce leaked from one visitor is useless to
 * another. Actions used: `wc_store_api` (Store API writes), `wp_rest`
 * (soul/v1 writes), `soul_ajax` (admin-ajax form posts).
 */
export const NONCE_ACTIONS = {
  store: 'wc_store_api',
  rest: 'wp_rest',
  ajax: 'soul_ajax',
  checkout: 'woocommerce-process_checkout',
  account: 'soul_account',
  orderPay: 'woocommerce-pay',
} as const;
export type NonceAction = (typeof NONCE_ACTIONS)[keyof typeof NONCE_ACTIONS];

const WINDOW_SECONDS = 12 * 60 * 60;

export interface NonceSubject {
  userId: number;
  /** The visitor's session token ('' before a session exists). */
  sessionToken: string;
}

export class NonceService {
  /** Signatures are pure functions of (window, action, subject): remembered, they cost one map lookup. */
  private readonly signatures = new LruCache<string>(20_000);

  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  create(action: NonceAction, subject: NonceSubject): string {
    return this.sign(this.tick(), action, subject);
  }

  verify(nonce: string | undefined, action: NonceAction, subject: NonceSubject): boolean {
    if (!nonce || !/^[0-9a-f]{12}$/.test(nonce)) return false;
    const tick = this.tick();
    return [tick, tick - 1].some((t) => safeEqual(nonce, this.sign(t, action, subject)));
  }

  /** Unix seconds, sent as the `Nonce-Timestamp` header. */
  timestamp(): number {
    return Math.floor(this.now() / 1000);
  }

  private tick(): number {
    return Math.ceil(this.now() / 1000 / WINDOW_SECONDS);
  }

  private sign(tick: number, action: string, subject: NonceSubject): string {
    const input = `${tick}|${action}|${subject.userId}|${subject.sessionToken}`;
    let signature = this.signatures.get(input);
    if (signature === undefined) {
      signature = createHmac('sha256', this.secret).update(input).digest('hex').slice(0, 12);
      this.signatures.set(input, signature);
    }
    return signature;
  }
}

function safeEqual(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
