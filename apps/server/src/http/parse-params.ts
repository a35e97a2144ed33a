import type { z } from 'zod';
import { fail } from './problem-error.ts';

/**
 * Validates request parameters the way WordPress REST does: every bad
 * parameter is named in `data.params` (name → reason) and the answer is
 * 400 `rest_invalid_param` before any work is done.
 */
export function parseParams<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const params: Record<string, string> = {};
  const details: Record<string, { code: string; message: string; data: null }> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'request');
    if (params[name]) continue;
    const message = `${name} ${issue.message}`;
    params[name] = message;
    details[name] = { code: 'rest_invalid_param', message, data: null };
  }
  return fail('invalidParam', { params: Object.keys(params).join(', ') }, { data: { params, details } });
}
