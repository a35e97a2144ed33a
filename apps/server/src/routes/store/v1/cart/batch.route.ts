import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import { problem } from '@soul/contracts';
import { fail, problemAnswer } from '../../../../http/problem-error.ts';
import { ensureSession, SESSION_COOKIE } from '../../../../plugins/session.ts';
import type { CartTokens } from '../../../../services/cart-token.ts';

const MAX_REQUESTS = 25;
const subRequestSchema = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']).default('POST'),
  // An empty path is a path outside the Store API (woocommerce_rest_invalid_path), not a malformed request.
  path: z.string().max(500),
  body: z.unknown().optional(),
  headers: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const batchSchema = z.object({
  validation: z.enum(['normal', 'require-all-validate']).default('normal'),
  requests: z.array(
    z.looseObject({ method: z.string().optional(), path: z.unknown(), body: z.unknown().optional(), headers: z.unknown().optional() }),
  ),
});

/** Sub-requests may only write to the cart (WooCommerce's routes with `allow_batch`), in either Store API namespace. */
const BATCHABLE = /^\/wp-json\/wc\/store(\/v1)?\/cart(\/[^/]+)*$/;

interface StoreApiTarget {
  pathname: string;
  search: string;
}

/**
 * Where a sub-request really goes: its path resolved as the router will see
 * it (dot segments, percent-encoded dots) and checked to be inside the Store
 * API, or null. Deciding on the raw string let `cart/../checkout` and
 * `cart/../../../../wp-admin/admin-ajax.php` through.
 */
function storeApiTarget(path: string): StoreApiTarget | null {
  const withPrefix = path.startsWith('/wp-json/') ? path : `/wp-json${path.startsWith('/') ? '' : '/'}${path}`;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(withPrefix, 'http://batch.invalid');
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // An encoded slash, backslash or dot segment would be resolved again by the router: refuse rather than guess.
  if (/[\\\0]|\/\.\.?(\/|$)|\/\//.test(decoded)) return null;
  if (!/^\/wp-json\/wc\/store(\/|$)/.test(decoded)) return null;
  return { pathname: url.pathname, search: url.search };
}

/** A sub-response's body: JSON as sent, or its text (never a crash after the sub-request already ran). */
function bodyOf(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Headers the batch sets for its sub-requests: the session (a sub-request cannot pick another by cookie) and the framing. */
const BATCH_OWNED_HEADERS = new Set(['cookie', 'host', 'content-length', 'transfer-encoding']);

/** Headers each sub-response carries in the envelope, with WordPress's PHP types (numbers stay numbers). */
const ENVELOPE_HEADERS = ['nonce', 'nonce-timestamp', 'user-id', 'cart-token'] as const;
const HEADER_NAMES: Record<(typeof ENVELOPE_HEADERS)[number], string> = {
  nonce: 'Nonce',
  'nonce-timestamp': 'Nonce-Timestamp',
  'user-id': 'User-ID',
  'cart-token': 'Cart-Token',
};

/**
 * POST /batch (reference §6): up to 25 cart writes, answered 207 with one
 * `{ body, status, headers }` per request, in order, each succeeding or
 * failing on its own. Sub-requests do not inherit the outer headers (each
 * brings its own Nonce; the batch itself needs none) but share the visitor's
 * session, as they run within one WordPress request there.
 */
export function registerBatchRoute(app: FastifyInstance, root: FastifyInstance, cartTokens: CartTokens): void {
  // No Nonce on the batch itself, as in WooCommerce: each write inside it needs its own.
  app.post('/batch', { config: { storeNonce: false } }, async (request, reply) => {
    const parsed = batchSchema.safeParse(request.body ?? {});
    if (!parsed.success) fail('invalidParam', { params: 'requests' }, { data: { params: { requests: 'requests must be an array' } } });
    // `validation: require-all-validate` is accepted, and runs like `normal`: every cart write here
    // validates as it runs, so there is no separate check-everything-first pass to offer.
    const { requests } = parsed.data;
    if (requests.length > MAX_REQUESTS) {
      fail('batchTooMany', undefined, { data: { params: { requests: `requests must contain at most ${MAX_REQUESTS} items` } } });
    }
    // One path outside the Store API refuses the whole batch before anything runs (WooCommerce's Batch
    // route): decided on the resolved path, so `/wp/v2/users?query=wc/store` is not let in by its query.
    if (requests.some((r) => typeof r.path === 'string' && storeApiTarget(r.path) === null)) fail('batchInvalidPath');
    const subRequests = requests.map((r) => subRequestSchema.safeParse(r));
    if (subRequests.some((r) => !r.success)) {
      fail('batchMethodNotAllowed', undefined, { data: { params: { requests: 'requests[].method must be POST, PUT, PATCH or DELETE' } } });
    }
    const valid = subRequests.map((r) => (r.success ? { ...r.data, target: storeApiTarget(r.data.path) } : null)).filter((r) => r !== null);

    const sessionToken = ensureSession(request, reply);
    const responses = [];
    for (const sub of valid) {
      const target = sub.target as StoreApiTarget;
      if (!BATCHABLE.test(target.pathname)) {
        const refusal = problemAnswer(problem('batchNotAllowed'), request.ctx.language);
        responses.push({ body: refusal.body, status: refusal.status, headers: {} });
        continue;
      }
      const headers: Record<string, string> = { cookie: `${SESSION_COOKIE}=${sessionToken}` };
      for (const [name, value] of Object.entries(sub.headers ?? {})) {
        const lower = name.toLowerCase();
        if (!BATCH_OWNED_HEADERS.has(lower)) headers[lower] = String(value);
      }
      // Sub-requests share the batch's session: a Cart-Token stands in for their nonce only if it names
      // that session. Another cart's token is dropped, so without a Nonce the write is refused (401).
      if (headers['cart-token'] !== undefined && cartTokens.verify(headers['cart-token']) !== sessionToken) delete headers['cart-token'];
      if (request.headers['accept-language']) headers['accept-language'] = String(request.headers['accept-language']);
      // Links in the answers (permalinks, images) use the address the client reached us at, not inject()'s localhost.
      if (request.headers.host) headers.host = request.headers.host;
      if (request.headers['x-forwarded-proto']) headers['x-forwarded-proto'] = String(request.headers['x-forwarded-proto']);
      // The sub-request is the client's: it carries the client's address (login limits, logs), not 127.0.0.1.
      const options: InjectOptions = { method: sub.method, url: target.pathname + target.search, headers, remoteAddress: request.ip };
      if (sub.body !== undefined) options.payload = sub.body as InjectOptions['payload'];
      const response = await root.inject(options);
      const envelopeHeaders: Record<string, string | number> = {};
      for (const name of ENVELOPE_HEADERS) {
        const value = response.headers[name];
        if (value === undefined) continue;
        envelopeHeaders[HEADER_NAMES[name]] = name === 'nonce-timestamp' || name === 'user-id' ? Number(value) : String(value);
      }
      responses.push({ body: bodyOf(response.body), status: response.statusCode, headers: envelopeHeaders });
    }
    return reply.status(207).send({ responses });
  });
}
