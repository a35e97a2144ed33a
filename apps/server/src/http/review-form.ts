import type { ReviewSubmitted } from '@soul/contracts';
import type { CatalogueProduct } from '@soul/domain/products/product';
import type { Review } from '@soul/domain/reviews/review';
import type { ReviewFields } from '@soul/domain/reviews/review-submission';
import { links } from '../links.ts';

type Fields = Record<string, unknown>;

/** Storefront §3: the form's file field (a photo; videos come later). */
export const REVIEW_PHOTO_FIELD = 'review_attachment_file';

const first = (fields: Fields, ...names: string[]): unknown => {
  for (const name of names) if (fields[name] !== undefined && fields[name] !== '') return fields[name];
  return undefined;
};

/**
 * A review form's fields, under storefront §3's names (`review_rating`,
 * `review_name`, `email`, `review_title`, `review_comment`,
 * `comment_post_ID`; `author` is 'guest' unless a name replaces it) or the
 * plain names a JSON client sends (`rating`, `name`, `title`, `content`,
 * `product_id`). `comment` is the page's nonce, never the text.
 */
export function reviewFieldsOf(body: unknown): ReviewFields {
  const fields: Fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Fields) : {};
  const author = fields.author;
  const authorName = typeof author === 'string' && author.trim().toLowerCase() !== 'guest' ? author : undefined;
  return {
    productId: first(fields, 'comment_post_ID', 'product_id', 'product'),
    rating: first(fields, 'review_rating', 'rating'),
    name: first(fields, 'review_name', 'name') ?? authorName,
    email: first(fields, 'email', 'review_email'),
    title: first(fields, 'review_title', 'title'),
    text: first(fields, 'review_comment', 'content', 'review'),
    author,
    commentType: fields.comment_type,
    nonce: fields.comment,
  };
}

/**
 * Storefront §3 "Review submission response". `review_type` picks the
 * form's closing state: `social` (the share prompt) for a four- or
 * five-star review, `other` (the thank-you prompt) otherwise.
 */
export function reviewSubmitted(review: Review, product: CatalogueProduct | null, siteUrl: string): ReviewSubmitted {
  return {
    review_type: review.rating >= 4 ? 'social' : 'other',
    review: { title: review.title, content: review.content },
    product_name: product?.text.name ?? '',
    product_url: product ? siteUrl + links.product(review.language, product.text.slug) : '',
    status: review.status,
  };
}
