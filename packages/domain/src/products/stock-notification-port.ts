/** Back-in-stock sign-ups, one per product and e-mail; packages/db implements it. */
export interface StockNotificationRepository {
  /** Records a sign-up; false when this e-mail already waits for this product. */
  add(signUp: { productId: number; email: string; newsletterConsent: boolean; lang: string }): Promise<boolean>;
}
