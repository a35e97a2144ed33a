import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CartTokens } from '../services/cart-token.ts';

/** Both Store API namespaces (/wp-json/wc/store/v1 and the older /wp-json/wc/store). */
const STORE_API = /^\/wp-json\/wc\/store(\/|$)/;
/** An origin as browsers send it: scheme, host and port, nothing else (no 'null', no path). */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

const ALLOW_METHODS = 'OPTIONS, GET, POST, PUT, PATCH, DELETE';
/** WordPress's allowed request headers plus the Store API's own. */
const ALLOW_HEADERS = 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type, Cart-Token, Nonce, X-WC-Store-API-Nonce';
/** WordPress's exposed headers plus the Store API's session headers, so a headless client can read its token and nonce. */
const EXPOSE_HEADERS = 'X-WP-Total, X-WP-TotalPages, Link, Cart-Token, Nonce, Nonce-Timestamp, User-ID, X-WC-Store-API-Nonce';

function appendVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const list =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((v) => v.trim());
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) reply.header('Vary', [...list, value].filter(Boolean).join(', '));
}

/**
 * CORS for the Store API as WooCommerce's StoreApi Authentication sends it,
 * so headless front ends on another origin work: a request carrying a valid
 * Cart-Token may come from any origin (the token, not a cookie, names the
 * cart), and so may a preflight, which cannot show its token yet. Any other
 * cross-origin request gets no Access-Control-Allow-Origin, as some Store
 * API answers hold personal data. Credentials are never allowed across
 * origins: the session cookie stays SameSite=Lax and same-site, and a
 * cross-origin page can never read an answer made with the shopper's cookies.
 */
export const storeApiCorsPlugin = fp<{ cartTokens: CartTokens }>(async (app: FastifyInstance, { cartTokens }) => {
  const allowedOrigin = (request: FastifyRequest): string | null => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !ORIGIN.test(origin)) return null;
    if (isPreflight(request) || origin === new URL(request.ctx.siteUrl).origin) return origin;
    const token = request.headers['cart-token'];
    return cartTokens.verify(typeof token === 'string' ? token : undefined) ? origin : null;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (!STORE_API.test(request.url)) return payload;
    appendVary(reply, 'Origin');
    const origin = allowedOrigin(request);
    if (origin) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Methods', ALLOW_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
      reply.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
    return payload;
  });

  // Preflights end here, before any route runs (WooCommerce exits early on them).
  for (const prefix of ['/wp-json/wc/store', '/wp-json/wc/store/*']) {
    app.options(prefix, async (_request, reply) => reply.status(204).send());
  }
});

function isPreflight(request: FastifyRequest): boolean {
  return request.method === 'OPTIONS' && typeof request.headers['access-control-request-method'] === 'string';
}
