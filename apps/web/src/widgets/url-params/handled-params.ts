/** The URL parameters the handler takes (`promo` is the banner widget's, widgets/banner; `ref` the affiliate check's, AffiliateCheck.tsx). */
export const HANDLED_PARAMS = ['coupon-code', 'rebuild_cart'] as const;
