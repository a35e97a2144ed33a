import type { AccountOrder } from '@soul/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccount } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';

/**
 * The people of the orders list's "placed by" filter (issue 20): for a
 * director, themself and the company's users (GET multiusers); for an
 * administrator, everyone seen placing an order in the lists so far.
 */
export function usePlacedByChoices(
  seesOthers: boolean,
  orders: readonly AccountOrder[],
  selected: number | null,
): { id: number; name: string }[] {
  const { t } = useAccountT();
  const { client, props } = useAccount();
  const director = seesOthers && props.user.role === 'director';
  const staff = useQuery({
    queryKey: [...accountKeys.all, 'company-users'],
    queryFn: ({ signal }) => client.listCompanyUsers(signal),
    enabled: director,
  });
  // Everyone seen so far, kept across pages and filters (React's "adjust state while rendering" when new people appear).
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(new Map());
  const fresh = orders.flatMap((order) =>
    order.placed_by && seen.get(order.placed_by.id) !== order.placed_by.name ? [order.placed_by] : [],
  );
  if (fresh.length > 0) setSeen(new Map([...seen, ...fresh.map((person) => [person.id, person.name] as const)]));
  if (!seesOthers) return [];
  if (director) {
    const me = { id: props.user.id, name: t('company.placedBy.me', { name: props.user.displayName }) };
    return [me, ...(staff.data ?? []).map((user) => ({ id: user.id, name: `${user.first_name} ${user.last_name}`.trim() || user.email }))];
  }
  const people = [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return selected && !seen.has(selected) ? [...people, { id: selected, name: `#${selected}` }] : people;
}
