import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../api/errors.ts';

/**
 * Puts a 400 `rest_invalid_param` answer's per-field messages (data.params)
 * under their fields. Returns true when at least one field took a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const params = fieldErrorsOf(error);
  let applied = false;
  for (const field of fields) {
    const message = params[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
