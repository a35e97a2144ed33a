import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { message } from '@soul/contracts';
import { fail } from '../http/problem-error.ts';

/** A UTF-16 half without its other half: no character at all, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A text no route may receive: a NUL byte (PostgreSQL refuses it in text) or a lone surrogate. */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Bodies nest a few levels at most (addresses, payment data, batch requests); deeper is refused as a whole. */
const MAX_DEPTH = 8;

/** Whether `value` holds unstorable text anywhere, in a value or a key. */
function unstorableIn(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnstorableText(value);
  if (!value || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => unstorableIn(item, depth + 1));
  return Object.entries(value).some(([key, inner]) => isUnstorableText(key) || unstorableIn(inner, depth + 1));
}

function firstUnstorable(source: unknown): string | null {
  if (!source || typeof source !== 'object') return typeof source === 'string' && isUnstorableText(source) ? 'body' : null;
  for (const [name, value] of Object.entries(source)) if (isUnstorableText(name) || unstorableIn(value)) return name;
  return null;
}

/**
 * Refuses, before any route runs, a request whose path parameters, query or
 * body hold text that cannot be stored: one check for every route, so no
 * NUL byte or broken character ever reaches PostgreSQL (where it was a 500).
 * The answer is 400 `rest_invalid_param` naming the parameter, shaped for
 * the route by the errors plugin.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const name = firstUnstorable(request.params) ?? firstUnstorable(request.query) ?? firstUnstorable(request.body);
    if (name === null) return;
    fail('invalidParam', { params: name }, { data: { params: { [name]: message('errors.invalidCharacters', { param: name }) } } });
  });
});
