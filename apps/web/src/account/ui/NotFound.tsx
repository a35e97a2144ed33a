import { ApiRequestError } from '../../api/http.ts';
import { InlineMessage } from './InlineMessage.tsx';

/**
 * A detail page's answer that means "nothing of that number for you": an id
 * that is no number, or the server's 404 (unknown and foreign ids answer the
 * same). Said plainly, not as a failed query.
 */
export function isNotFound(idValid: boolean, error: unknown): boolean {
  return !idValid || (error instanceof ApiRequestError && error.status === 404);
}

export function NotFound({ message }: { message: string }) {
  return <InlineMessage tone="info">{message}</InlineMessage>;
}
