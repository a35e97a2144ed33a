import type { FastifyInstance } from 'fastify';
import { readReviewUpload } from '../review-form-upload.ts';
import { fail, failWith } from '../../http/problem-error.ts';
import { reviewFieldsOf, reviewSubmitted } from '../../http/review-form.ts';
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
    const form = request.isMultipart() ? await readReviewUpload(request) : { fields: request.body, file: null };
    const fields = form.fields;
    const nonce = fields && typeof fields === 'object' ? (fields as Record<string, unknown>).comment : undefined;
    const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
    if (typeof nonce !== 'string' || !services.nonces.verify(nonce, NONCE_ACTIONS.rest, subject)) fail('cookieNonceInvalid');
    const submitted = await services.reviews.submit(
      reviewFieldsOf(fields),
      {
        userId: request.visitor.userId,
        language: request.ctx.language,
        ip: request.ip,
      },
      form.file,
    );
    if (!submitted.ok) failWith(submitted.problem);
    return reply
      .header('Cache-Control', 'no-store')
      .send({ success: true, data: reviewSubmitted(submitted.value.review, submitted.value.product, request.ctx.siteUrl) });
  });
}
