import { isMessageRef, PROBLEMS, problem, type Language, type Problem, type ProblemName, type ProblemParams } from '@soul/contracts';
import { textOf } from '../i18n.ts';

/**
 * A Problem thrown by the HTTP layer (routes, guards): the errors plugin
 * answers it in the route's shape. Services return Problems as values; a
 * route that cannot go on throws them. Only the edge may override the
 * status, for failures Fastify itself reports (413, 415).
 */
export class ProblemError extends Error {
  constructor(
    readonly problem: Problem,
    readonly statusOverride?: number,
  ) {
    super(problem.name);
    this.name = 'ProblemError';
  }
}

/** Stops the request with this problem. */
export function fail(name: ProblemName, params?: ProblemParams, extra?: { message?: string; data?: Record<string, unknown> }): never {
  throw new ProblemError(problem(name, params, extra));
}

/** Stops the request with a problem a service returned. */
export function failWith(found: Problem): never {
  throw new ProblemError(found);
}

export interface ProblemAnswer {
  status: number;
  body: { code: string; message: string; data: Record<string, unknown> & { status: number } };
}

/** The wire answer for a problem, in the reader's language: WordPress's `{ code, message, data: { status, … } }`. */
export function problemAnswer(found: Problem, language: Language, statusOverride?: number): ProblemAnswer {
  const entry = PROBLEMS[found.name];
  const status = statusOverride ?? entry.status;
  const text = textOf({ $message: found.message ?? entry.message, ...(found.params ? { params: found.params } : {}) }, language);
  const data = found.data ? (inLanguage(found.data, language) as Record<string, unknown>) : {};
  return { status, body: { code: entry.code, message: text, data: { status, ...data } } };
}

/** Texts and amounts still to put in the reader's language anywhere in an answer's extra data (per-parameter messages, a cart's notices). */
function inLanguage(value: unknown, language: Language): unknown {
  if (isMessageRef(value)) return textOf(value, language);
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inLanguage(inner, language)]));
  return value;
}
