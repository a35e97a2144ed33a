import { shownPromotionSchema } from '@soul/contracts/promotions';
import { z } from 'zod/mini';

/**
 * The quantity-offer landing page's island (storefront §2 "Quantity-promotion
 * widget", §3 offer data): the live promotion exactly as
 * `GET soul/v1/promotions/{slug}` answers it (option prices computed by the
 * server), and the product it sells, for the page's heading and the
 * add-item's `mainProduct`.
 */
export const promoOfferPropsSchema = z.object({
  promotion: shownPromotionSchema,
  product: z.object({
    id: z.number(),
    name: z.string(),
    type: z.string(),
    sku: z.string(),
    url: z.string(),
    summary: z.string(),
    image: z.nullable(z.object({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() })),
  }),
});

export type PromoOfferProps = z.infer<typeof promoOfferPropsSchema>;
export type PromoOfferProduct = PromoOfferProps['product'];

export function parsePromoOfferProps(json: unknown): PromoOfferProps {
  return promoOfferPropsSchema.parse(json);
}
