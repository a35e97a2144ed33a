import { z } from 'zod/mini';

/**
 * The upsell products-list element's JSON (storefront §2 "One-click upsell
 * page"): the card customer id, order_id, discount_rate, user_id,
 * countdown_timer (default 3600 s) and expiration_date. The saved card's
 * token stays on the server: the order already names it.
 */
export const upsellPropsSchema = z.object({
  stripe_customer_id: z.string(),
  order_id: z.number().check(z.int(), z.positive()),
  discount_rate: z.number().check(z.gte(0), z.lte(90)),
  user_id: z.number().check(z.int(), z.gte(0)),
  countdown_timer: z._default(z.number().check(z.int(), z.positive()), 3600),
  expiration_date: z.string(),
  category_id: z.number().check(z.int(), z.positive()),
  order_url: z.string(),
});

export type UpsellProps = z.infer<typeof upsellPropsSchema>;

export function parseUpsellProps(json: unknown): UpsellProps {
  return upsellPropsSchema.parse(json);
}
