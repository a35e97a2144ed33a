import type { Answer } from '../answer.ts';
import { problem, type Problem, type ProblemName } from '@soul/contracts';
import type { SubscriptionActionRefusal } from '@soul/domain/subscriptions/customer-actions';

const REFUSALS: Record<SubscriptionActionRefusal | 'changed' | 'not_found' | 'undo_expired' | 'nothing_changed', ProblemName> = {
  not_changeable: 'subscriptionNotChangeable',
  not_active: 'subscriptionNotActive',
  not_paused: 'subscriptionNotPaused',
  not_cancelled: 'subscriptionNotCancelled',
  date_in_past: 'subscriptionDateInPast',
  date_too_far: 'subscriptionDateTooFar',
  pause_too_long: 'subscriptionPauseTooLong',
  last_line: 'subscriptionLastLine',
  unknown_line: 'subscriptionUnknownLine',
  changed: 'subscriptionChanged',
  not_found: 'subscriptionNotFound',
  undo_expired: 'subscriptionUndoExpired',
  nothing_changed: 'subscriptionNotChangeable',
};

/** The problem for a change the repository or a domain rule refused. */
export function refusal(reason: string): Problem {
  return problem(REFUSALS[reason as keyof typeof REFUSALS] ?? 'subscriptionNotChangeable');
}

export type { Answer };
