import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normalizeLithuanianPostcode } from '@soul/domain/cart/index';
import { fail } from '../../../../http/problem-error.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { cartContext, cartOrThrow, requestParams } from './cart-route-helpers.ts';

/** Countries the shop delivers to; anything else is a bad parameter, as WooCommerce answers for unknown countries. */
export const SHIPPING_COUNTRIES = ['LT', 'LV', 'EE', 'PL', 'FI', 'DE'] as const;

const text = z.string().trim().max(200);
const country = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || (SHIPPING_COUNTRIES as readonly string[]).includes(v), 'is not a country we deliver to');
const addressFields = {
  first_name: text,
  last_name: text,
  company: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  postcode: z.string().trim().max(20),
  country,
  phone: z.string().trim().max(40),
};
const updateCustomerSchema = z.object({
  billing_address: z
    .object({ ...addressFields, email: z.union([z.literal(''), z.string().trim().max(200).email()]) })
    .partial()
    .optional(),
  shipping_address: z.object(addressFields).partial().optional(),
});
const selectRateSchema = z.object({ rate_id: z.string().max(100).optional(), package_id: z.coerce.number().int().optional() });

/**
 * POST /cart/update-customer and /cart/select-shipping-rate (reference §2).
 * A Lithuanian postcode is stored normalised (LT-XXXXX); giving a country
 * makes the cart calculate shipping.
 */
export function registerCustomerRoutes(app: FastifyInstance, services: AppServices): void {
  app.post('/cart/update-customer', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const { billing_address: billing = {}, shipping_address: shipping = {} } = parseParams(updateCustomerSchema, requestParams(request));
    const outcome = await services.carts.change(ctx, {}, ({ current }) => {
      const billingAddress = { ...current.document.billingAddress, ...billing };
      const shippingAddress = { ...current.document.shippingAddress, ...shipping };
      for (const address of [billingAddress, shippingAddress]) {
        if (address.country === 'LT' && address.postcode) address.postcode = normalizeLithuanianPostcode(address.postcode);
      }
      return { document: { ...current.document, billingAddress, shippingAddress } };
    });
    return cartOrThrow(outcome, ctx);
  });

  app.post('/cart/select-shipping-rate', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const { rate_id: rateId } = parseParams(selectRateSchema, requestParams(request));
    if (!rateId) fail('shippingMissingRateId');
    let unavailable = false;
    const outcome = await services.carts.change(ctx, {}, ({ current, price }) => {
      const available = price(current.document).shippingRates.some((rate) => rate.rateId === rateId);
      if (!available) {
        unavailable = true;
        return { unchanged: true };
      }
      return { document: { ...current.document, shippingRateId: rateId } };
    });
    if (unavailable) fail('shippingInvalidRate');
    return cartOrThrow(outcome, ctx);
  });
}
