import type { StoredOrderLine } from '@soul/domain/orders/order-line';

/** An order line as the JSON the inserting SQL reads with `json_to_recordset` (snake_case columns of `order_lines`). */
export function orderLineRecord(line: Omit<StoredOrderLine, 'id' | 'parentLineId'>) {
  return {
    product_id: line.productId,
    variation_id: line.variationId,
    name: line.name,
    sku: line.sku,
    quantity: line.quantity,
    subtotal: line.subtotal,
    subtotal_tax: line.subtotalTax,
    total: line.total,
    total_tax: line.totalTax,
    tax_rate_percent: line.taxRatePercent,
  };
}
