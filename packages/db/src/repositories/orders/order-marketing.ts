import type { PlaceOrderCommand } from '@soul/domain/orders/order-placement';
import { newsletterListFor } from '@soul/domain/marketing/lists';
import type { Database } from '../../connection.ts';
import { recordEventIn, subscribeIn } from '../marketing/marketing-writes.ts';

/**
 * The order's marketing, in the order's transaction (storefront §4, §7): the
 * newsletter sign-up with its consent record when the box was ticked (first,
 * so the event finds the profile), and the placed-order event.
 */
export async function recordOrderMarketing(tx: Database, command: PlaceOrderCommand, orderId: number, mirror: boolean): Promise<void> {
  const { draft } = command;
  const billing = draft.billing;
  if (draft.newsletter && command.newsletterConsent) {
    await subscribeIn(
      tx,
      {
        listId: newsletterListFor(billing.country),
        profile: {
          email: billing.email,
          firstName: billing.first_name,
          lastName: billing.last_name,
          phone: billing.phone,
          language: draft.language,
          country: billing.country,
          source: 'checkout',
        },
        consent: {
          kind: 'granted',
          method: 'checkout_checkbox',
          listId: null,
          shown: command.newsletterConsent,
          language: draft.language,
          requestId: command.requestId ?? null,
        },
        properties: { source: 'checkout' },
      },
      mirror,
    );
  }
  await recordEventIn(
    tx,
    {
      kind: 'placed_order',
      sessionToken: command.sessionToken,
      email: billing.email,
      payload: {
        order_id: orderId,
        value_cents: draft.total,
        items: draft.lines.map((line) => ({
          product_id: line.productId,
          variation_id: line.variationId,
          name: line.name,
          quantity: line.quantity,
        })),
        current_language: draft.language,
      },
    },
    mirror,
  );
}
