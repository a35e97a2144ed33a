import { z } from 'zod/mini';
import { fail } from './problem-error.ts';

// The contracts are zod/mini schemas, and zod/mini loads no locale (each
// message would read "Invalid input"). The server names a bad parameter in
// English, as WordPress does, so it loads zod's English messages itself.
z.config(z.locales.en());

/**
 * Validates request parameters the way WordPress REST does: every bad
 * parameter is named in `data.params` (name → reason) and the answer is
 * 400 `rest_invalid_param` before any work is done. Takes any zod schema:
 * the contracts' zod/mini ones and the server's own classic ones.
 */
export function parseParams<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = z.safeParse(schema, input ?? {});
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
