import { REVIEW_LIMITS, REVIEW_PHOTO_MAX_BYTES, reviewSubmittedSchema, type ReviewSubmitted } from '@soul/contracts';
import { validateReview, type ReviewField, type ReviewFieldError } from '@soul/domain/reviews/review-submission';
import { fetchOk, type HttpOptions } from '../../api/http.ts';

/** What the shopper types (storefront §2 review form). */
export interface ReviewFormValues {
  rating: number;
  name: string;
  email: string;
  title: string;
  text: string;
}

export type ReviewFormField = Exclude<ReviewField, 'hidden'> | 'photo';
export type ReviewFormErrors = Partial<Record<ReviewFormField, string>>;

/** Storefront §5: JPEG, PNG and GIF only (the server checks the bytes again). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The `reviews` text of a broken rule (the same rules the server applies: domain/reviews/review-submission.ts). */
function ruleText(error: ReviewFieldError, t: Translate): string {
  switch (error) {
    case 'noProductId':
      return t('form.noProduct');
    case 'ratingRequired':
      return t('form.required.rating');
    case 'nameRequired':
      return t('form.required.name');
    case 'emailRequired':
      return t('form.required.email');
    case 'titleRequired':
      return t('form.required.title');
    case 'textRequired':
      return t('form.required.text');
    case 'emailInvalid':
      return t('form.invalidEmail');
    case 'textTooLong':
      return t('form.textTooLong');
    case 'nameTooLong':
      return t('form.tooLong', { max: REVIEW_LIMITS.name });
    case 'emailTooLong':
      return t('form.tooLong', { max: REVIEW_LIMITS.email });
    case 'titleTooLong':
      return t('form.tooLong', { max: REVIEW_LIMITS.title });
    case 'fieldTooLong':
      return t('form.failed');
  }
}

/** The photo's problem before sending, or null (storefront §5: type and 5 MB). */
export function photoProblem(file: File, t: Translate): string | null {
  if (!PHOTO_TYPES.has(file.type)) return t('form.fileType');
  if (file.size > REVIEW_PHOTO_MAX_BYTES) return t('form.fileSize');
  return null;
}

/** Every broken rule, one message per field, checked in the browser with the server's own rules. */
export function reviewFormErrors(values: ReviewFormValues, productId: number, t: Translate): ReviewFormErrors {
  const checked = validateReview({
    productId,
    rating: values.rating,
    name: values.name,
    email: values.email,
    title: values.title,
    text: values.text,
    author: 'guest',
    commentType: 'review',
    nonce: '',
  });
  if (checked.ok) return {};
  const errors: ReviewFormErrors = {};
  for (const [field, error] of Object.entries(checked.errors) as [ReviewField, ReviewFieldError][]) {
    errors[field === 'hidden' ? 'text' : field] = ruleText(error, t);
  }
  return errors;
}

/**
 * Sends the review as multipart form data under storefront §3's names to
 * soul/v1/reviews with the page's REST nonce; the photo travels as
 * `review_attachment_file`. Refusals throw ApiRequestError with the
 * server's per-field messages in `params`.
 */
export async function submitReview(
  request: { soulRoot: string; restNonce: string; productId: number; values: ReviewFormValues; photo: File | null },
  http: HttpOptions,
): Promise<ReviewSubmitted> {
  const { values } = request;
  const form = new FormData();
  form.set('review_rating', String(values.rating));
  form.set('author', values.name.trim() || 'guest');
  form.set('review_name', values.name);
  form.set('email', values.email);
  form.set('review_title', values.title);
  form.set('review_comment', values.text);
  form.set('comment_type', 'review');
  form.set('comment_post_ID', String(request.productId));
  if (request.photo) {
    form.set('review_attachment_type', 'photo');
    form.set('review_attachment_file', request.photo, request.photo.name);
  }
  const response = await fetchOk(`${request.soulRoot}/reviews`, http, {
    method: 'POST',
    headers: { 'X-WP-Nonce': request.restNonce },
    body: form,
  });
  return reviewSubmittedSchema.parse(await response.json());
}
