import {
  REVIEW_LIMITS,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_VIDEO_MAX_BYTES,
  reviewSubmittedSchema,
  type ReviewSubmitted,
} from '@soul/contracts';
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
/** H.264 in MP4 or MOV, MPEG-4, AVI (storefront §5); the server checks the container's bytes again. */
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi', 'video/msvideo']);

/** What the chosen file is to the form: a photo, a video, or neither. */
export function attachmentKind(file: File): 'photo' | 'video' | null {
  if (PHOTO_TYPES.has(file.type)) return 'photo';
  if (VIDEO_TYPES.has(file.type) || /\.(mp4|m4v|mov|avi)$/i.test(file.name)) return 'video';
  return null;
}

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
  const kind = attachmentKind(file);
  if (kind === null) return t('form.fileType');
  if (kind === 'video') return file.size > REVIEW_VIDEO_MAX_BYTES ? t('form.videoSize') : null;
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
 * soul/v1/reviews with the page's REST nonce; the photo or video travels
 * as `review_attachment_file`. Refusals throw ApiRequestError with the
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
    form.set('review_attachment_type', attachmentKind(request.photo) ?? 'photo');
    form.set('review_attachment_file', request.photo, request.photo.name);
  }
  const response = await fetchOk(`${request.soulRoot}/reviews`, http, {
    method: 'POST',
    headers: { 'X-WP-Nonce': request.restNonce },
    body: form,
  });
  return reviewSubmittedSchema.parse(await response.json());
}
