import { message, problem, type PaymentMethodId, type Problem } from '@soul/contracts';
import type { CartRequestContext, CartService, CurrentCart } from '../cart/cart.service.ts';
import { updateCheckoutDraft } from './checkout-draft.ts';

export type ExtensionOutcome = { ok: true; cart: CurrentCart } | { ok: false; problem: Problem };

/**
 * The shop's update callbacks for POST /cart/extensions, by namespace, as
 * WooCommerce extensions register theirs (`woocommerce_store_api_register_update_callback`).
 * `soul` takes `{ newsletter: boolean }`: the newsletter consent the order
 * placed from this cart records (the checkout's `soul/newsletter` field).
 */
const CALLBACKS: Readonly<Record<string, (data: Readonly<Record<string, unknown>>) => Record<string, unknown> | null>> = {
  soul: (data) => {
    if (data.newsletter === undefined) return {};
    return typeof data.newsletter === 'boolean' ? { 'soul/newsletter': data.newsletter } : null;
  },
};

/**
 * Runs a namespace's update callback on the session's cart. No namespace,
 * or one nobody registered, is WooCommerce's 400
 * `woocommerce_rest_cart_extensions_error`; data the callback cannot take
 * is a bad parameter. Refusals write nothing.
 */
export async function updateFromExtension(
  carts: CartService,
  ctx: CartRequestContext,
  request: { namespace: string | undefined; data: Readonly<Record<string, unknown>> },
  enabledMethods: readonly PaymentMethodId[],
): Promise<ExtensionOutcome> {
  const { namespace } = request;
  if (!namespace) return { ok: false, problem: problem('cartExtensionsMissingNamespace') };
  const callback = Object.hasOwn(CALLBACKS, namespace) ? CALLBACKS[namespace] : undefined;
  if (!callback) return { ok: false, problem: problem('cartExtensionsUnknownNamespace', { namespace }) };
  const additionalFields = callback(request.data);
  if (!additionalFields)
    return {
      ok: false,
      problem: problem(
        'invalidParam',
        { params: 'data' },
        { data: { params: { data: message('errors.invalidParam', { params: 'data' }) } } },
      ),
    };
  const outcome = await updateCheckoutDraft(carts, ctx, { additionalFields }, enabledMethods);
  return outcome.ok ? { ok: true, cart: outcome.cart } : outcome;
}
