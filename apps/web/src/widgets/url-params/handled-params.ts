/** The URL parameters this widget handles (`promo` is the banner widget's, widgets/banner; `ref` a later issue's). */
export const HANDLED_PARAMS = ['coupon-code', 'rebuild_cart'] as const;
