/** What one run of a product's back-in-stock job did. */
export interface BackInStockRelease {
  /** Sign-ups marked notified (each with its mail queued in the same transaction). */
  notified: number;
  /** Of them, how many got a priority hold. */
  held: number;
  /** Whether sign-ups still wait (the throttle left them for the next run). */
  more: boolean;
}

/** What one sign-up's back-in-stock mail needs. */
export interface BackInStockMailView {
  notificationId: number;
  email: string;
  lang: string;
  /** The product (or variation) that came back, named in the sign-up's language. */
  productName: string;
  /** The product page's slug (a variation's parent's) in that language. */
  slug: string;
  /** The personal link's token and its end, when the sign-up got a priority hold. */
  hold: { token: string; expiresAt: Date } | null;
}

/** Back-in-stock sign-ups, one per product and e-mail; packages/db implements it. */
export interface StockNotificationRepository {
  /** Records a sign-up; false when this e-mail already waits for this product. */
  add(signUp: { productId: number; email: string; newsletterConsent: boolean; lang: string }): Promise<boolean>;
  /**
   * When the product is available: marks up to `limit` of its (and its parent's) waiting
   * sign-ups notified, oldest first, queues each one's mail, and (with `holdUntil`) holds
   * one unit each for the first of them while free units last. One transaction; sign-ups
   * another instance is releasing are skipped, so each is mailed once.
   */
  release(productId: number, options: { limit: number; now: Date; holdUntil: Date | null }): Promise<BackInStockRelease>;
  /** The mail of one notified sign-up about `productId` (what came back); null when it is gone. */
  mailView(notificationId: number, productId: number): Promise<BackInStockMailView | null>;
  /** Available products with waiting sign-ups (the sweep's safety net). */
  waitingAvailable(limit: number): Promise<number[]>;
}
