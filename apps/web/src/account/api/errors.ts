import { ApiRequestError } from '../../api/http.ts';

/**
 * A 2xx answer that does not hold what was asked for (account §8: "Order
 * detail has no order" → 'Query result data format is not correct').
 */
export class InvalidAnswerError extends Error {
  override readonly name = 'InvalidAnswerError';
}

/** The server's error code of a failed call, or null (network failure, bad answer, bug). */
export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiRequestError ? error.code : null;
}

/** Per-field messages of a 400 `rest_invalid_param` answer. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiRequestError ? error.params : {};
}

/** The text to show for a failed call: the server's translated message, or ours. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError || error instanceof InvalidAnswerError) return error.message || fallback;
  return fallback;
}
