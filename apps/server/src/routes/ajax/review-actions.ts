import { parseDbId } from '@soul/contracts';
import { fail } from '../../http/problem-error.ts';
import { REVIEW_PHOTO_FIELD } from '../../http/review-form.ts';
import { submitReviewPost } from '../review-form-upload.ts';
import { isUploadedFile } from '../../http/multipart-fields.ts';
import { readReviewsAnswer } from '../../http/reviews-answer.ts';
import type { AppServices } from '../../services/app-services.ts';
import type { AjaxHandler } from './ajax-types.ts';
import { NONCE_ACTIONS } from '../../services/nonces.ts';
import { reviewFormFragment } from './review-form-fragment.tsx';

const GET_REVIEWS_DEFAULT_PER_PAGE = 1000;

/** A page number or size from a form field: whole, from 1 to `max`; `fallback` when missing or not a number. */
function count(value: unknown, fallback: number, max: number): number {
  const n = typeof value === 'string' && /^\d{1,7}$/.test(value.trim()) ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/**
 * The reviews' admin-ajax actions (storefront §7): `add_anonymous_review`
 * (the review form's fields, as the comment endpoint takes them, with a
 * photo when sent as multipart) and
 * `get_product_reviews` (`product_id`, `page`, `per_page` default 1000).
 * Refusals keep their status (409 for a duplicate) in admin-ajax's shape.
 */
export function reviewAjaxActions(services: AppServices): Record<string, AjaxHandler> {
  return {
    add_anonymous_review: async (request, ctx, fields) => {
      const photo = fields[REVIEW_PHOTO_FIELD];
      const data = await submitReviewPost(services, request, ctx, { fields, file: isUploadedFile(photo) ? photo : null });
      return { success: true, data };
    },
    get_product_reviews: async (_request, ctx, fields) => {
      const productId = parseDbId(typeof fields.product_id === 'string' ? fields.product_id.trim() : fields.product_id);
      if (productId === null) fail('reviewMissingProduct');
      const { answer } = await readReviewsAnswer(services, ctx, {
        productId,
        scope: 'current_only',
        minRating: null,
        page: count(fields.page, 1, 100_000),
        perPage: count(fields.per_page, GET_REVIEWS_DEFAULT_PER_PAGE, GET_REVIEWS_DEFAULT_PER_PAGE),
      });
      return { success: true, data: answer };
    },
    // The form's HTML for a product ('No product ID is provided' without one; 404's text for an unknown one).
    soulel_render_product_review_form: async (request, ctx, fields) => {
      const productId = parseDbId(typeof fields.product_id === 'string' ? fields.product_id.trim() : fields.product_id);
      if (productId === null) fail('reviewMissingProduct');
      const product = (await services.catalogue.domainProducts([productId], ctx.language)).get(productId);
      if (!product) fail('reviewProductNotFound');
      const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
      const html = reviewFormFragment({
        language: ctx.language,
        product: { id: product.id, name: product.text.name },
        nonce: services.nonces.create(NONCE_ACTIONS.rest, subject),
        prefill: request.visitor.userId ? { name: '', email: request.visitor.email ?? '' } : null,
      });
      return { success: true, data: { html } };
    },
  };
}
