/** The kinds of promotion (issue 17): a quantity offer's landing page, a promo banner, the exit-intent offer. */
export const PROMOTION_KINDS = ['quantity_offer', 'banner', 'exit_offer'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
