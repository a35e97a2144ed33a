import type { OrderStatus } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { needsPayment } from '@soul/domain/orders/status';
import type { Translate } from '../../i18n.ts';
import { links } from '../../links.ts';

/** A mail's pay-for-order block: what to say and where to go. */
export interface PayLink {
  note: string;
  label: string;
  url: string;
}

/** The pay-for-order block for an order that still needs payment (pending or failed); null otherwise. */
export function payLinkOf(order: StoredOrder, siteUrl: string, note: string, t: Translate): PayLink | null {
  if (!needsPayment(order.status as OrderStatus, order.total)) return null;
  return { note, label: t('checkout:orderPay.payButton'), url: `${siteUrl}${links.orderPay(order.language, order.id, order.orderKey)}` };
}
