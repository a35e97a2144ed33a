import type { FastifyInstance } from 'fastify';
import { readReviewPost, submitReviewPost } from '../review-form-upload.ts';
import { fail } from '../../http/problem-error.ts';
import type { AppServices } from '../../services/app-services.ts';
import { NONCE_ACTIONS } from '../../services/nonces.ts';

/**
 * POST /wp-comments-post.php — the review form's classic post (storefront
 * §3, §7): the §3 fields, `comment` carrying the page's nonce (the REST
 * nonce every page has), answered `{ success, data }` with the submission
 * response; refusals in the same shape with their status (409 for a
 * duplicate review).
 */
export function registerCommentsPostRoute(app: FastifyInstance, services: AppServices): void {
  app.post('/wp-comments-post.php', async (request, reply) => {
    const form = await readReviewPost(request);
    const fields = form.fields;
    const nonce = fields && typeof fields === 'object' ? (fields as Record<string, unknown>).comment : undefined;
    const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
    if (typeof nonce !== 'string' || !services.nonces.verify(nonce, NONCE_ACTIONS.rest, subject)) fail('cookieNonceInvalid');
    const data = await submitReviewPost(services, request, request.ctx, form);
    return reply.header('Cache-Control', 'no-store').send({ success: true, data });
  });
}
