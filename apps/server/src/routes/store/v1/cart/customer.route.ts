import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../../../http/problem-error.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { checkAddressPart, type AddressProblem } from '../../../../services/cart/customer-address.ts';
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

type RefusedAddresses = Partial<Record<'billing_address' | 'shipping_address', AddressProblem>>;

/** WordPress's answer for address parameters its validate_callback refused: 400 rest_invalid_param naming each. */
function failAddress(refused: RefusedAddresses): never {
  const entries = Object.entries(refused);
  return fail(
    'invalidParam',
    { params: entries.map(([name]) => name).join(', ') },
    {
      data: {
        params: Object.fromEntries(entries.map(([name, problem]) => [name, problem.message])),
        details: Object.fromEntries(entries.map(([name, problem]) => [name, { code: problem.code, message: problem.message, data: null }])),
      },
    },
  );
}

/**
 * POST /cart/update-customer and /cart/select-shipping-rate (reference §2).
 * Postcodes and states are formatted and checked per country as WooCommerce
 * does (a Lithuanian postcode is stored normalised, LT-XXXXX); giving a
 * country makes the cart calculate shipping.
 */
export function registerCustomerRoutes(app: FastifyInstance, services: AppServices): void {
  app.post('/cart/update-customer', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const { billing_address: billing = {}, shipping_address: shipping = {} } = parseParams(updateCustomerSchema, requestParams(request));
    // Checked against the stored countries inside the change, so a concurrent country change is seen.
    const refusal: { found?: RefusedAddresses } = {};
    const outcome = await services.carts.change(ctx, {}, ({ current }) => {
      delete refusal.found; // a retried attempt decides afresh
      const checkedBilling = checkAddressPart(billing, current.document.billingAddress.country);
      const checkedShipping = checkAddressPart(shipping, current.document.shippingAddress.country);
      if (!checkedBilling.ok || !checkedShipping.ok) {
        refusal.found = {
          ...(checkedBilling.ok ? {} : { billing_address: checkedBilling.problem }),
          ...(checkedShipping.ok ? {} : { shipping_address: checkedShipping.problem }),
        };
        return { unchanged: true };
      }
      const billingAddress = { ...current.document.billingAddress, ...checkedBilling.address };
      const shippingAddress = { ...current.document.shippingAddress, ...checkedShipping.address };
      return { document: { ...current.document, billingAddress, shippingAddress } };
    });
    if (refusal.found) failAddress(refusal.found);
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
