import { REVIEW_EMAIL_PATTERN, REVIEW_LIMITS } from '@soul/contracts';

/** What a review form sends, as text fields (form post, admin-ajax or JSON alike). */
export interface ReviewFields {
  productId: unknown;
  rating: unknown;
  name: unknown;
  email: unknown;
  title: unknown;
  text: unknown;
  /** The hidden fields of storefront §5 (checked for length only). */
  author?: unknown;
  commentType?: unknown;
  nonce?: unknown;
}

export interface ValidReview {
  productId: number;
  rating: number;
  name: string;
  /** Lowercased: the duplicate check and the verified-buyer check compare addresses without case. */
  email: string;
  title: string;
  text: string;
}

export type ReviewField = 'product' | 'rating' | 'name' | 'email' | 'title' | 'text' | 'hidden';

/** The rule a field broke; the i18n key under `reviews.` names the message. */
export type ReviewFieldError =
  | 'noProductId'
  | 'ratingRequired'
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'titleRequired'
  | 'titleTooLong'
  | 'textRequired'
  | 'textTooLong'
  | 'fieldTooLong';

export type ReviewValidation = { ok: true; review: ValidReview } | { ok: false; errors: Partial<Record<ReviewField, ReviewFieldError>> };

/** Storefront §5: text fields are trimmed and the characters < and > removed (before their lengths are checked). */
export function cleanReviewText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return value.replace(/[<>]/g, '').trim();
}

function wholeNumber(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

/**
 * Storefront §5's review form rules, in the form's order: product id, a star
 * rating 1–5, name (220), e-mail (80, an address), title (80), text (1600),
 * and the hidden fields' lengths. Every broken rule is reported, so a form
 * can mark each field; the first one is the answer's message.
 */
export function validateReview(fields: ReviewFields): ReviewValidation {
  const errors: Partial<Record<ReviewField, ReviewFieldError>> = {};
  const productId = wholeNumber(fields.productId);
  if (productId === null || productId < 1 || productId > 2_147_483_647) errors.product = 'noProductId';
  const rating = wholeNumber(fields.rating);
  if (rating === null || rating < 1 || rating > 5) errors.rating = 'ratingRequired';
  const name = cleanReviewText(fields.name);
  if (!name) errors.name = 'nameRequired';
  else if (name.length > REVIEW_LIMITS.name) errors.name = 'nameTooLong';
  const email = cleanReviewText(fields.email).toLowerCase();
  if (!email) errors.email = 'emailRequired';
  else if (email.length > REVIEW_LIMITS.email) errors.email = 'emailTooLong';
  else if (!REVIEW_EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  const title = cleanReviewText(fields.title);
  if (!title) errors.title = 'titleRequired';
  else if (title.length > REVIEW_LIMITS.title) errors.title = 'titleTooLong';
  const text = cleanReviewText(fields.text);
  if (!text) errors.text = 'textRequired';
  else if (text.length > REVIEW_LIMITS.text) errors.text = 'textTooLong';
  const hidden = [fields.commentType, fields.nonce].some((v) => cleanReviewText(v).length > REVIEW_LIMITS.hidden);
  if (hidden || cleanReviewText(fields.author).length > REVIEW_LIMITS.author) errors.hidden = 'fieldTooLong';
  if (Object.keys(errors).length > 0 || productId === null || rating === null) return { ok: false, errors };
  return { ok: true, review: { productId, rating, name, email, title, text } };
}
