import { DEFAULT_LANGUAGE, languageSchema, type Language } from '@soul/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a request: pages take it from the URL (/lt/… is Lithuanian),
 * API calls from `lang` (any case, cut to 2 letters: storefront §9), then the
 * Accept-Language header; English by default.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/lt' || path.startsWith('/lt/')) return 'lt';
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? query.lang.slice(0, 2).toLowerCase() : undefined;
  const parsed = languageSchema.safeParse(fromQuery);
  if (parsed.success) return parsed.data;
  if (path.startsWith('/wp-json/')) {
    const accept = request.headers['accept-language'];
    if (typeof accept === 'string' && /^lt\b/i.test(accept.trim())) return 'lt';
  }
  return DEFAULT_LANGUAGE;
}
