import type { CheckoutResponse, OrderStatus } from '@soul/contracts';
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
