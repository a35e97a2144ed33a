import { message, problem, type PaymentMethodId, type Problem } from '@soul/contracts';
import { EMPTY_CHECKOUT_DRAFT, type CartDocument, type CheckoutDraft } from '@soul/domain/cart-document/document';
import { readAdditionalFields } from '@soul/domain/orders/additional-fields';
import { isEnabledMethod } from '@soul/domain/orders/checkout-validation';
import type { CartRequestContext, CartService, CurrentCart } from '../cart/cart.service.ts';

/** What PUT /checkout may change; what it leaves out stays as it was. */
export interface DraftPatch {
  paymentMethod?: string;
  customerNote?: string;
  additionalFields?: Readonly<Record<string, unknown>>;
}

export type DraftOutcome = { ok: true; cart: CurrentCart; draft: CheckoutDraft } | { ok: false; problem: Problem };

/** The checkout draft a cart document holds (an empty one when nothing was set yet). */
export function draftOf(document: CartDocument): CheckoutDraft {
  return document.checkout ?? EMPTY_CHECKOUT_DRAFT;
}

/**
 * Updates the checkout draft kept with the session's cart (WooCommerce's
 * deferred draft: nothing is written to orders before the order is
 * placed). A payment method must be one of the enabled gateways; values of
 * additional fields must fit their field's type. Refused changes write nothing.
 */
export async function updateCheckoutDraft(
  carts: CartService,
  ctx: CartRequestContext,
  patch: DraftPatch,
  enabledMethods: readonly PaymentMethodId[],
): Promise<DraftOutcome> {
  const method = patch.paymentMethod;
  if (method !== undefined && method !== '' && !isEnabledMethod(method, enabledMethods))
    return { ok: false, problem: problem('checkoutPaymentMethodDisabled', { method }) };
  const fields = readAdditionalFields(patch.additionalFields ?? {});
  if (fields.invalid.length > 0) {
    const params = Object.fromEntries(fields.invalid.map((id) => [id, message('errors.invalidParam', { params: id })]));
    return {
      ok: false,
      problem: problem('invalidParam', { params: 'additional_fields' }, { data: { params: { additional_fields: params } } }),
    };
  }
  const outcome = await carts.change(ctx, {}, ({ current }) => {
    const before = draftOf(current.document);
    const checkout: CheckoutDraft = {
      paymentMethod: method ?? before.paymentMethod,
      customerNote: patch.customerNote ?? before.customerNote,
      additionalFields: { ...before.additionalFields, ...fields.values },
    };
    // Nothing new (a repeated PUT, an extension call without data): the stored cart stays as it is.
    if (sameDraft(checkout, current.document.checkout)) return { unchanged: true };
    return { document: { ...current.document, checkout } };
  });
  return { ok: true, cart: outcome.cart, draft: draftOf(outcome.cart.document) };
}

function sameDraft(next: CheckoutDraft, stored: CheckoutDraft | undefined): boolean {
  if (!stored || next.paymentMethod !== stored.paymentMethod || next.customerNote !== stored.customerNote) return false;
  const keys = Object.keys(next.additionalFields);
  return (
    keys.length === Object.keys(stored.additionalFields).length &&
    keys.every((key) => next.additionalFields[key] === stored.additionalFields[key])
  );
}
