import { problem, type Language, type MessageRef, type PaymentMethodId, type Problem } from '@soul/contracts';
import { DELIVERY_COUNTRIES, isEnabledMethod } from '@soul/domain/orders/checkout-validation';
import { countryName } from '@soul/i18n';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { OrderPayService, PaySubmission } from './order-pay.service.ts';

export type StoreOrderPayResult =
  | { ok: true; order: StoredOrder }
  | { ok: false; kind: 'fields'; errors: Record<string, MessageRef> }
  | { ok: false; kind: 'refused'; problem: Problem };

/** Statuses a payment leaves an order in: paid (card, cash on delivery) or waiting for the bank transfer. */
const SETTLED = ['processing', 'completed', 'on-hold'];

/**
 * POST /checkout/{id} (WooCommerce's CheckoutOrder route): pays an order
 * the visitor may pay (storeOrderAccess) through the pay-for-order page's
 * service, so a failed order takes its stock again first and a card is
 * charged outside any transaction under the order's attempt key. The
 * payment method must be given and enabled, as WooCommerce checks. The
 * same request sent again after it went through answers the order as it
 * now stands instead of refusing a paid order: a retry is safe. A billing
 * address sent along is checked as WooCommerce checks it (a country the
 * shop does not deliver to is refused before anything is charged) but not
 * stored: the order was priced and is shipped for the address it was placed with.
 */
export async function payStoreOrder(
  orderPay: OrderPayService,
  enabledMethods: readonly PaymentMethodId[],
  order: StoredOrder,
  submission: PaySubmission & { billingCountry: string; language: Language },
): Promise<StoreOrderPayResult> {
  const country = submission.billingCountry.trim().toUpperCase();
  if (country && !(DELIVERY_COUNTRIES as readonly string[]).includes(country))
    return refused(
      problem(
        'checkoutCountryNotAllowed',
        { country: countryName(country, submission.language) },
        { data: { allowed_countries: [...DELIVERY_COUNTRIES] } },
      ),
    );
  const method = submission.paymentMethod;
  if (!method) return refused(problem('checkoutMissingPaymentMethod'));
  if (!isEnabledMethod(method, enabledMethods)) return refused(problem('checkoutPaymentMethodDisabled', { method }));
  if (order.paymentMethod === method && SETTLED.includes(order.status)) return { ok: true, order };
  const result = await orderPay.pay(order, submission);
  if (!result.ok) return result;
  return { ok: true, order: (await orderPay.find(order.id)) ?? order };
}

const refused = (found: Problem): StoreOrderPayResult => ({ ok: false, kind: 'refused', problem: found });
