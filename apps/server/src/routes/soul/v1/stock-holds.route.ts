import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, failWith } from '../../../http/problem-error.ts';
import { ensureSession } from '../../../plugins/session.ts';
import type { AppServices } from '../../../services/app-services.ts';

const paramsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/**
 * GET /wp-json/soul/v1/stock-holds/{token} — the back-in-stock mail's
 * personal link: the held unit becomes this visitor's (their cart may take
 * it), then the product page. A GET, as a mail link is; the token is the
 * secret (24 random bytes), so no nonce.
 */
export function registerStockHoldRoute(app: FastifyInstance, services: AppServices): void {
  app.get('/wp-json/soul/v1/stock-holds/:token', async (request, reply) => {
    const parsed = paramsSchema.safeParse(request.params);
    if (!parsed.success) fail('stockHoldNotFound');
    const claimed = await services.stockHolds.claim(parsed.data.token, ensureSession(request, reply));
    if (!claimed.ok) failWith(claimed.problem);
    return reply.header('cache-control', 'no-store').redirect(claimed.path, 303);
  });
}
