import type { AccountSubscription } from '@soul/contracts';

/** "Gut Restore × 2, Zinc" — what a subscription delivers, on one line of the list. */
export function productsSummary(subscription: Pick<AccountSubscription, 'lines'>): string {
  return subscription.lines.map((line) => (line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name)).join(', ');
}
