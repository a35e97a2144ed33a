import type { AccountOrder, OrderStatus } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { hasInvoice } from '@soul/domain/orders/status';
import { paymentMethodTitle, type Translate } from '../i18n.ts';
import type { OrderAbilities } from '../services/accounts/order-access.ts';

const cents = (value: number) => String(value);

export type { OrderAbilities };

/** An order as the account area reads it (account §3 "Order"), in the reader's language. */
export function serializeAccountOrder(order: StoredOrder, t: Translate, abilities: OrderAbilities): AccountOrder {
  const method = order.shippingRateId === '' ? null : order.shippingRateId.startsWith('courier') ? 'courier' : 'parcel_locker';
  const b = order.billing;
  return {
    id: order.id,
    name: `#${order.id}`,
    created_at: order.createdAt.toISOString(),
    status: order.status as OrderStatus,
    currency: 'EUR',
    total: cents(order.total),
    subtotal: cents(order.itemsSubtotal + order.itemsSubtotalTax),
    total_shipping: cents(order.shippingTotal + order.shippingTax),
    total_tax: cents(order.totalTax),
    total_discount: cents(order.discountTotal + order.discountTax),
    total_refunded: cents(order.refundedTotal),
    quantity: order.lines.filter((l) => l.parentLineId === null).reduce((sum, l) => sum + l.quantity, 0),
    payment_details: {
      method_id: order.paymentMethod,
      method_title: paymentMethodTitle(order.paymentMethod, t),
      paid: order.status === 'processing' || order.status === 'shipped' || order.status === 'completed',
    },
    transaction_id: order.payment?.transactionId ?? '',
    customer_note: order.customerNote,
    billing_address: {
      first_name: b.first_name,
      last_name: b.last_name,
      company: b.company,
      address_1: b.address_1,
      city: b.city,
      postcode: b.postcode,
      country: b.country,
      email: b.email,
      phone: b.phone,
    },
    // An order of downloads was never shipped: no line, as in WooCommerce.
    shipping_lines: method
      ? [
          {
            id: 1,
            method_id: method,
            method_title: t(`checkout:shipping.${method}`),
            total: cents(order.shippingTotal + order.shippingTax),
          },
        ]
      : [],
    coupon_lines: order.coupons.map((c) => ({ code: c.code, discount: cents(c.discount + c.discountTax) })),
    line_items: order.lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      variation_id: l.variationId,
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      subtotal: cents(l.subtotal),
      subtotal_tax: cents(l.subtotalTax),
      total: cents(l.total),
      total_tax: cents(l.totalTax),
      parent_id: l.parentLineId,
    })),
    invoice_url: hasInvoice(order.status as OrderStatus, order.invoiceNumber !== null) ? `/wp-json/soul/v1/invoice/${order.id}` : null,
    invoice_number: order.invoiceNumber,
    placed_by: order.placedBy ?? null,
    editable: abilities.edit,
    cancellable: abilities.cancel,
    needs_payment: abilities.needsPayment,
    payment_url: abilities.payUrl,
  };
}
