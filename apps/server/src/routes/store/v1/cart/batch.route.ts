import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../../../http/api-error.ts';
import { requestLanguage } from '../../../../http/language.ts';
import { translator } from '../../../../i18n.ts';
import { ensureSession, SESSION_COOKIE } from '../../../../plugins/session.ts';

const MAX_REQUESTS = 25;
const subRequestSchema = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']).default('POST'),
  path: z.string().min(1).max(500),
  body: z.unknown().optional(),
  headers: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const batchSchema = z.object({
  validation: z.enum(['normal', 'require-all-validate']).default('normal'),
  requests: z.array(z.looseObject({ method: z.string().optional(), path: z.unknown(), body: z.unknown().optional(), headers: z.unknown().optional() })),
});

/** Headers each sub-response carries in the envelope, with WordPress's PHP types (numbers stay numbers). */
const ENVELOPE_HEADERS = ['nonce', 'nonce-timestamp', 'user-id', 'cart-token'] as const;
const HEADER_NAMES: Record<(typeof ENVELOPE_HEADERS)[number], string> = {
  nonce: 'Nonce', 'nonce-timestamp': 'Nonce-Timestamp', 'user-id': 'User-ID', 'cart-token': 'Cart-Token',
};

/**
 * POST /batch (reference §6): up to 25 cart writes, answered 207 with one
 * `{ body, status, headers }` per request, in order, each succeeding or
 * failing on its own. Sub-requests do not inherit the outer headers (each
 * brings its own Nonce) but share the visitor's session, as they run within
 * one WordPress request there.
 */
export function registerBatchRoute(app: FastifyInstance, root: FastifyInstance, namespace: string): void {
  app.post('/batch', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const parsed = batchSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError('rest_invalid_param', t('errors.invalidParam', { params: 'requests' }), 400, { params: { requests: 'requests must be an array' } });
    // `validation: require-all-validate` is accepted, and runs like `normal`: every cart write here
    // validates as it runs, so there is no separate check-everything-first pass to offer.
    const { requests } = parsed.data;
    if (requests.length > MAX_REQUESTS) {
      throw new ApiError('rest_invalid_param', t('cart.batchTooMany'), 400, { params: { requests: `requests must contain at most ${MAX_REQUESTS} items` } });
    }
    const subRequests = requests.map((r) => subRequestSchema.safeParse(r));
    if (subRequests.some((r) => !r.success)) {
      throw new ApiError('rest_invalid_param', t('cart.batchGetNotAllowed'), 400, { params: { requests: 'requests[].method must be POST, PUT, PATCH or DELETE' } });
    }
    const valid = subRequests.map((r) => (r.success ? r.data : null)).filter((r) => r !== null);
    if (valid.some((r) => !r.path.includes('wc/store'))) throw new ApiError('woocommerce_rest_invalid_path', t('cart.batchInvalidPath'), 400);

    const sessionToken = ensureSession(request, reply);
    const responses = [];
    for (const sub of valid) {
      const path = sub.path.startsWith('/wp-json') ? sub.path : `/wp-json${sub.path.startsWith('/') ? '' : '/'}${sub.path}`;
      if (!path.startsWith(`/wp-json${namespace}/cart`) && !path.startsWith('/wp-json/wc/store/cart')) {
        responses.push({ body: new ApiError('rest_batch_not_allowed', t('cart.batchNotAllowed'), 400).toBody(), status: 400, headers: {} });
        continue;
      }
      const headers: Record<string, string> = { cookie: `${SESSION_COOKIE}=${sessionToken}` };
      for (const [name, value] of Object.entries(sub.headers ?? {})) headers[name.toLowerCase()] = String(value);
      if (request.headers['accept-language']) headers['accept-language'] = String(request.headers['accept-language']);
      // Links in the answers (permalinks, images) use the address the client reached us at, not inject()'s localhost.
      if (request.headers.host) headers.host = request.headers.host;
      if (request.headers['x-forwarded-proto']) headers['x-forwarded-proto'] = String(request.headers['x-forwarded-proto']);
      const options: InjectOptions = { method: sub.method, url: path, headers };
      if (sub.body !== undefined) options.payload = sub.body as InjectOptions['payload'];
      const response = await root.inject(options);
      const envelopeHeaders: Record<string, string | number> = {};
      for (const name of ENVELOPE_HEADERS) {
        const value = response.headers[name];
        if (value === undefined) continue;
        envelopeHeaders[HEADER_NAMES[name]] = name === 'nonce-timestamp' || name === 'user-id' ? Number(value) : String(value);
      }
      responses.push({ body: response.body ? JSON.parse(response.body) : null, status: response.statusCode, headers: envelopeHeaders });
    }
    return reply.status(207).send({ responses });
  });
}
