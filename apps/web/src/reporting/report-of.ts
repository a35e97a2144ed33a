import type { ClientErrorReport } from '@soul/contracts';
import { CLIENT_ERROR_LIMITS } from '@soul/contracts/client-error-limits';

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What was thrown, as a line of text: an Error's message, a string, anything else as JSON. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The body of POST soul/v1/client-errors, cut to the contract's bounds (contracts/client-errors.ts). */
export function reportOf(error: unknown, where: { url: string; widget?: string | undefined; language: 'en' | 'lt' }): ClientErrorReport {
  const message = messageOf(error).trim() || 'Error';
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : undefined;
  return {
    message: cut(message, CLIENT_ERROR_LIMITS.message),
    ...(stack ? { stack: cut(stack, CLIENT_ERROR_LIMITS.stack) } : {}),
    url: cut(where.url, CLIENT_ERROR_LIMITS.url),
    ...(where.widget ? { widget: cut(where.widget, CLIENT_ERROR_LIMITS.widget) } : {}),
    language: where.language,
  };
}
