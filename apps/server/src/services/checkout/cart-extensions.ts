import { message, problem, type PaymentMethodId, type Problem } from '@soul/contracts';
import type { CartRequestContext, CartService, CurrentCart } from '../cart/cart.service.ts';
import { updateCheckoutDraft } from './checkout-draft.ts';
import type { PointsService } from '../points/points.service.ts';

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
 * `soul-points` takes `{ points }`: whole points the signed-in customer
 * spends on this cart (0 takes them off), checked against the balance.
 */
export const POINTS_NAMESPACE = 'soul-points';

function badData(): Problem {
  return problem('invalidParam', { params: 'data' }, { data: { params: { data: message('errors.invalidParam', { params: 'data' }) } } });
}

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
  points?: { service: PointsService; userId: number },
): Promise<ExtensionOutcome> {
  const { namespace } = request;
  if (!namespace) return { ok: false, problem: problem('cartExtensionsMissingNamespace') };
  if (namespace === POINTS_NAMESPACE && points) {
    const asked = request.data.points;
    if (typeof asked !== 'number' || !Number.isSafeInteger(asked) || asked < 0) return { ok: false, problem: badData() };
    const applied = await points.service.applyToCart(carts, ctx, points.userId, asked);
    return applied.ok ? { ok: true, cart: applied.value } : applied;
  }
  const callback = Object.hasOwn(CALLBACKS, namespace) ? CALLBACKS[namespace] : undefined;
  if (!callback) return { ok: false, problem: problem('cartExtensionsUnknownNamespace', { namespace }) };
  const additionalFields = callback(request.data);
  if (!additionalFields) return { ok: false, problem: badData() };
  const outcome = await updateCheckoutDraft(carts, ctx, { additionalFields }, enabledMethods);
  return outcome.ok ? { ok: true, cart: outcome.cart } : outcome;
}
