import type { DigitalPurchase } from '@soul/contracts';
import type { DigitalPurchaseView } from '../services/downloads/download.service.ts';

/** A digital purchase on the wire (account §2's columns); money in cents, dates ISO 8601. */
export function serializeDigitalPurchase(view: DigitalPurchaseView): DigitalPurchase {
  return {
    id: view.id,
    product_id: view.productId,
    name: view.name,
    purchased_at: view.grantedAt.toISOString(),
    file_name: view.fileName,
    type: view.kind,
    access_expires: view.expiresAt?.toISOString() ?? null,
    order_id: view.orderId,
    total: view.lineTotalCents,
    currency: view.currency,
    downloads_remaining: view.downloadsRemaining,
    state: view.state,
    url: view.url,
  };
}
