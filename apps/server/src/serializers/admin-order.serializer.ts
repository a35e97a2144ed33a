import type { AdminOrderRow, OrderNote } from '@soul/domain/orders/admin-order-port';
import { carrierById, trackingUrl } from '@soul/domain/orders/carriers';
import type { AdminOrderDetail } from '../services/orders/admin-orders.service.ts';

/**
 * The back office's orders on the wire (issue 21): snake_case, money in
 * integer cents (`*_cents`), dates as ISO strings. The shipping method is
 * the order's rate id ('' for an order with nothing to ship).
 */
export function serializeAdminOrderRow(row: AdminOrderRow) {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    status: row.status,
    customer: row.customer,
    total_cents: row.total,
    payment_method: row.paymentMethod,
    items_count: row.itemsCount,
    shipping_method: row.shippingRateId,
    needs_shipping: row.shippingRateId !== '',
    language: row.language,
  };
}

export function serializeOrderNote(note: OrderNote) {
  return { id: note.id, note: note.note, to_customer: note.toCustomer, author: note.author, date: note.createdAt.toISOString() };
}

export function serializeAdminOrderDetail({ order, extras, next }: AdminOrderDetail) {
  return {
    id: order.id,
    status: order.status,
    date: order.createdAt.toISOString(),
    language: order.language,
    customer: {
      id: order.userId,
      name: `${order.billing.first_name} ${order.billing.last_name}`.trim(),
      email: order.billing.email,
      phone: order.billing.phone,
    },
    billing: order.billing,
    shipping: order.shipping,
    customer_note: order.customerNote,
    payment_method: order.paymentMethod,
    shipping_method: order.shippingRateId,
    needs_shipping: order.shippingRateId !== '',
    lines: order.lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      variation_id: l.variationId,
      parent_line_id: l.parentLineId,
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      subtotal_cents: l.subtotal,
      subtotal_tax_cents: l.subtotalTax,
      total_cents: l.total,
      total_tax_cents: l.totalTax,
      tax_rate_percent: l.taxRatePercent,
    })),
    coupons: order.coupons.map((c) => ({ code: c.code, discount_cents: c.discount, discount_tax_cents: c.discountTax })),
    totals: {
      items_subtotal_cents: order.itemsSubtotal,
      items_subtotal_tax_cents: order.itemsSubtotalTax,
      discount_cents: order.discountTotal,
      discount_tax_cents: order.discountTax,
      shipping_cents: order.shippingTotal,
      shipping_tax_cents: order.shippingTax,
      total_cents: order.total,
      total_tax_cents: order.totalTax,
      refunded_cents: order.refundedTotal,
    },
    payments: extras.payments.map((p) => ({
      id: p.id,
      gateway: p.gateway,
      title: p.title,
      purpose: p.purpose,
      status: p.status,
      amount_cents: p.amount,
      refunded_cents: p.refunded,
      refund_pending_cents: p.refundPending,
      transaction_id: p.transactionId,
      date: p.createdAt.toISOString(),
      refunds: p.refunds.map((r) => ({
        id: r.id,
        amount_cents: r.amount,
        status: r.status,
        reason: r.reason,
        purpose: r.purpose,
        date: r.createdAt.toISOString(),
      })),
    })),
    notes: extras.notes.map(serializeOrderNote),
    timeline: extras.timeline.map((e) => ({ date: e.at.toISOString(), kind: e.kind, actor: e.actor, detail: e.detail })),
    documents: extras.documents.map((d) => ({ kind: d.kind, number: d.number, date: d.issuedAt.toISOString() })),
    tracking: extras.shipments.map((s) => {
      const carrier = carrierById(s.carrier);
      return {
        carrier: s.carrier,
        carrier_name: carrier?.name ?? s.carrier,
        tracking_number: s.trackingNumber,
        tracking_url: carrier ? trackingUrl(carrier, s.trackingNumber) : null,
        date: s.createdAt.toISOString(),
      };
    }),
    next_statuses: next,
  };
}
