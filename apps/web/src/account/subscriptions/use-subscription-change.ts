import type { AccountSubscription } from '@soul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccountClient } from '../account-context.tsx';
import type { SubscriptionWrite, SubscriptionWriteBody } from '../api/account-client.ts';
import { errorCodeOf, errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';

type Body = SubscriptionWriteBody;

export interface SubscriptionChange {
  /** Sends a write with the version last read; `onDone` runs with the answer once it is in place. */
  run: (action: SubscriptionWrite, body?: Body, onDone?: (answer: AccountSubscription) => void) => void;
  /** The write under way, so only its button shows busy. */
  pending: SubscriptionWrite | null;
  /** The server's message of the last refused write (already in the reader's language). */
  error: string | null;
  /** Which write `error` belongs to, so it is shown beside its control. */
  failed: SubscriptionWrite | null;
  clearError: () => void;
}

/**
 * Every write of the subscription screens: the answer (the whole
 * subscription) replaces the cached one and the lists refetch. A 409
 * `soul_subscription_changed` means someone changed it meanwhile: the
 * message is shown and the subscription read again, so the next try
 * carries the new version.
 */
export function useSubscriptionChange(subscription: AccountSubscription): SubscriptionChange {
  const { t } = useAccountT();
  const client = useAccountClient();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ action: SubscriptionWrite; message: string } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ action, body }: { action: SubscriptionWrite; body: Body }) => {
      // The two card writes of account §7 name the subscription `subscription_id`; the others `id`.
      const byCard = action === 'change-subscription-payment-method' || action === 'add-payment-method';
      const target: Body = byCard ? { subscription_id: subscription.id } : { id: subscription.id };
      return client.changeSubscription(action, { ...target, ...body, version: subscription.version });
    },
    onMutate: () => setFailure(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.subscription(answer.id), answer);
      void queryClient.invalidateQueries({ queryKey: accountKeys.subscriptionLists() });
    },
    onError: (problem, { action }) => {
      setFailure({ action, message: errorMessageOf(problem, t('errors.generic')) });
      if (errorCodeOf(problem) === 'soul_subscription_changed') {
        void queryClient.invalidateQueries({ queryKey: accountKeys.subscription(subscription.id) });
      }
    },
  });
  return {
    run: (action, body = {}, onDone) => mutation.mutate({ action, body }, { onSuccess: (answer) => onDone?.(answer) }),
    pending: mutation.isPending ? (mutation.variables?.action ?? null) : null,
    error: failure?.message ?? null,
    failed: failure?.action ?? null,
    clearError: () => setFailure(null),
  };
}
