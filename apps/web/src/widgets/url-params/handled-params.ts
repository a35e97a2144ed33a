/** The URL parameters this widget handles (promo and ref belong to later issues). */
export const HANDLED_PARAMS = ['coupon-code', 'rebuild_cart'] as const;
