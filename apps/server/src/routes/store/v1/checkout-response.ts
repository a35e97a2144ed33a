import type { Cart, CheckoutDraftResponse, CheckoutResponse, OrderStatus } from '@soul/contracts';
import type { CheckoutDraft } from '@soul/domain/cart-document/document';
import { additionalFieldsWithDefaults } from '@soul/domain/orders/additional-fields';
import type { PlacedOrder } from '../../../services/checkout/checkout.service.ts';
import { links } from '../../../links.ts';

/** An order as the Store API's checkout answers it. */
export function serializeCheckoutOrder(order: PlacedOrder, siteUrl: string): CheckoutResponse {
  const paid = order.status === 'processing' || order.status === 'completed';
  const pending = order.status === 'pending' || order.status === 'on-hold';
  return {
    order_id: order.id,
    status: order.status as OrderStatus,
    order_key: order.orderKey,
    order_number: String(order.id),
    customer_note: order.customerNote,
    customer_id: order.userId ?? 0,
    billing_address: order.billing,
    shipping_address: order.shipping,
    payment_method: order.paymentMethod,
    payment_result: {
      payment_status: paid ? 'success' : pending ? 'pending' : 'failure',
      payment_details: order.transactionId ? [{ key: 'transaction_id', value: order.transactionId }] : [],
      redirect_url: `${siteUrl}${links.orderReceived(order.language, order.id, order.orderKey)}`,
    },
    extensions: {},
  };
}

/**
 * The checkout before an order exists (GET and PUT /checkout): order_id 0,
 * the addresses the cart holds, what the draft chose, and the cart itself.
 */
export function serializeCheckoutDraft(draft: CheckoutDraft, cart: Cart, customerId: number): CheckoutDraftResponse {
  return {
    order_id: 0,
    status: 'checkout-draft',
    order_key: '',
    order_number: '',
    customer_note: draft.customerNote,
    customer_id: customerId,
    billing_address: cart.billing_address,
    shipping_address: cart.shipping_address,
    payment_method: draft.paymentMethod,
    payment_result: { payment_status: '', payment_details: [], redirect_url: '' },
    additional_fields: additionalFieldsWithDefaults(draft.additionalFields),
    __experimentalCart: cart,
    extensions: {},
  };
}
