import type { AccountEvent } from '@soul/contracts';
import type { StoredAccountEvent } from '@soul/domain/accounts/account-event-port';

export function serializeAccountEvent(event: StoredAccountEvent): AccountEvent {
  return {
    id: event.id,
    user_id: event.userId,
    type: event.type,
    subject: event.subject,
    subject_id: event.subjectId,
    created_at: event.createdAt.toISOString(),
  };
}
