import { parseDbId } from '@soul/contracts';
import type { AppServices } from '../../services/app-services.ts';
import type { AjaxHandler } from './ajax-types.ts';

const int = (value: unknown): number => {
  // Ids and quantities are int4 in the database: anything bigger is no id of ours (0 = none).
  return parseDbId(String(value ?? '').trim()) ?? 0;
};
const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * The one-click card purchase added to an existing order (storefront §7):
 * fields product_id, product_variation_id, product_quantity, discount_rate,
 * existing_order_id, stripe_customer_id, user_id; answers data.order_id.
 */
export function upsellAjaxAction(services: AppServices): Record<string, AjaxHandler> {
  return {
    soulel_one_click_upsell: async (request, ctx, fields) => {
      const { t } = ctx;
      if (!present(fields.stripe_customer_id)) return { success: false, data: t('checkout:upsell.stripeCustomerRequired') };
      if (!int(fields.existing_order_id)) return { success: false, data: t('checkout:upsell.orderRequired') };
      if (!present(fields.user_id)) return { success: false, data: t('checkout:upsell.userRequired') };
      if (!int(fields.product_id)) return { success: false, data: t('checkout:upsell.productRequired') };
      const answer = await services.upsell.add(
        {
          orderId: int(fields.existing_order_id),
          productId: int(fields.product_id),
          variationId: int(fields.product_variation_id),
          quantity: int(fields.product_quantity) || 1,
          customerRef: String(fields.stripe_customer_id).trim(),
          claimedUserId: int(fields.user_id),
        },
        { sessionToken: ctx.sessionToken, userId: request.visitor.userId, language: ctx.language, t },
      );
      return answer.ok
        ? { success: true, data: { order_id: answer.orderId, message: t('checkout:upsell.added') } }
        : { success: false, data: answer.message };
    },
  };
}
