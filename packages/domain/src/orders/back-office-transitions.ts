import type { OrderStatus } from '@soul/contracts';
import { carrierById, type Carrier } from './carriers.ts';
import { canTransition } from './status.ts';

/** The statuses the back office moves an order to by hand (issue 21); the rest follow payments and refunds. */
export const BACK_OFFICE_TARGETS = ['shipped', 'completed', 'on-hold', 'cancelled'] as const;
export type BackOfficeTarget = (typeof BACK_OFFICE_TARGETS)[number];

/** What the back office knows of an order when it moves it. */
export interface TransitionSubject {
  status: OrderStatus;
  /** '' for an order with nothing to ship (downloads, virtual products). */
  shippingRateId: string;
}

export interface TransitionRequest {
  to: BackOfficeTarget;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}

export type TransitionPlan =
  | { ok: true; kind: 'ship'; from: OrderStatus; carrier: Carrier; trackingNumber: string }
  | { ok: true; kind: 'complete' | 'hold'; from: OrderStatus }
  /** Cancelling gives stock and coupon uses back and refunds card money: the existing cancellation does it. */
  | { ok: true; kind: 'cancel'; from: OrderStatus }
  | { ok: false; reason: 'invalid_transition' | 'nothing_to_ship' | 'carrier_required' | 'unknown_carrier'; from: OrderStatus };

/** Whether the order has a parcel: orders of downloads and virtual products have no shipping rate. */
export function needsShipping(order: Pick<TransitionSubject, 'shippingRateId'>): boolean {
  return order.shippingRateId !== '';
}

/**
 * Decides a back-office move along the domain's status map (status.ts):
 * processing → shipped needs a parcel, a known carrier and a tracking
 * number; an order with a parcel is completed only once shipped, one
 * without goes processing → completed; on-hold and cancelled where the map
 * allows. Pure: the repository applies the plan.
 */
export function planTransition(order: TransitionSubject, request: TransitionRequest): TransitionPlan {
  const from = order.status;
  if (!canTransition(from, request.to)) return { ok: false, reason: 'invalid_transition', from };
  switch (request.to) {
    case 'shipped': {
      if (!needsShipping(order)) return { ok: false, reason: 'nothing_to_ship', from };
      const number = request.trackingNumber?.trim() ?? '';
      if (!request.carrier || number === '') return { ok: false, reason: 'carrier_required', from };
      const carrier = carrierById(request.carrier);
      if (!carrier) return { ok: false, reason: 'unknown_carrier', from };
      return { ok: true, kind: 'ship', from, carrier, trackingNumber: number };
    }
    case 'completed':
      // A parcel is completed after it shipped, so the customer got its tracking mail.
      if (from === 'processing' && needsShipping(order)) return { ok: false, reason: 'invalid_transition', from };
      return { ok: true, kind: 'complete', from };
    case 'on-hold':
      return { ok: true, kind: 'hold', from };
    case 'cancelled':
      return { ok: true, kind: 'cancel', from };
  }
}

/** The statuses a back-office user may move this order to now (for the detail's buttons). */
export function backOfficeNextStatuses(order: TransitionSubject): BackOfficeTarget[] {
  return BACK_OFFICE_TARGETS.filter((to) => {
    const plan = planTransition(order, { to, carrier: 'lp_express', trackingNumber: 'x' });
    return plan.ok;
  });
}
