import type { AccountOrder } from '@soul/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../api/query-keys.ts';

/** Puts the server's answer in place of the order (account §4 "replaces the order with the response"); lists refetch. */
export function useReplaceOrder(): (order: AccountOrder) => void {
  const queryClient = useQueryClient();
  return (order) => {
    queryClient.setQueryData(accountKeys.order(order.id), order);
    void queryClient.invalidateQueries({ queryKey: accountKeys.orderLists() });
  };
}
