import type { Language, ReviewAttachment, ShownReview, StoreReview } from '@soul/contracts';
import type { CatalogueProduct } from '@soul/domain/products/product';
import { videoContentType, type Review } from '@soul/domain/reviews/review';
import { formatDate, localeOf } from '@soul/i18n';
import { links } from '../links.ts';
import { serializeImage } from './image.serializer.ts';

/** WordPress shows comment dates in the site's time zone; the shop's is Lithuania's. */
const SHOP_TIME_ZONE = 'Europe/Vilnius';
const localParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DDTHH:mm:ss` in the shop's time zone, as WordPress's `date_created`. */
export function localIso(date: Date): string {
  const part = Object.fromEntries(localParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

export const gmtIso = (date: Date) => date.toISOString().slice(0, 19);

/** WordPress's wpautop for a plain text: paragraphs and line breaks, with the text escaped (<, > were removed on the way in). */
function paragraphs(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return escaped
    .split(/\n\s*\n/)
    .map((p) => `<p>${p.trim().replace(/\n/g, '<br />\n')}</p>`)
    .join('\n');
}

function productView(product: CatalogueProduct | undefined, siteUrl: string, language: Language) {
  return {
    name: product?.text.name ?? '',
    url: product ? siteUrl + links.product(language, product.text.slug) : '',
    image: product?.images[0] ? serializeImage(product.images[0], siteUrl, '96px') : null,
  };
}

function attachmentView(review: Review, siteUrl: string): ReviewAttachment | null {
  const attachment = review.attachment;
  if (!attachment) return null;
  if (attachment.type === 'video')
    return {
      type: 'video',
      src: siteUrl + links.reviewMedia(attachment.fileKey),
      content_type: videoContentType(attachment.fileKey),
      poster: siteUrl + links.reviewVideoPoster,
    };
  if (attachment.widths.length === 0) return null;
  const sizes = [...attachment.widths]
    .sort((a, b) => a - b)
    .map((width) => ({ width, src: siteUrl + links.reviewMedia(attachment.fileKey, width) }));
  return { type: 'photo', src: sizes[sizes.length - 1]?.src ?? '', sizes };
}

/** WooCommerce's Store API review item (ProductReviewSchema). */
export function serializeStoreReview(
  review: Review,
  product: CatalogueProduct | undefined,
  siteUrl: string,
  language: Language,
): StoreReview {
  const shown = productView(product, siteUrl, language);
  return {
    id: review.id,
    date_created: localIso(review.createdAt),
    formatted_date_created: formatDate(review.createdAt, localeOf(language), 'long'),
    date_created_gmt: gmtIso(review.createdAt),
    product_id: review.productId,
    product_name: shown.name,
    product_permalink: shown.url,
    product_image: shown.image,
    reviewer: review.name,
    review: paragraphs(review.content),
    rating: review.rating,
    verified: review.verified,
    // No third-party avatar service is called for a shopper's e-mail (privacy): the map stays empty.
    reviewer_avatar_urls: {},
  };
}

/** Storefront §3 "Review as shown": what the reviews widget reads. */
export function serializeShownReview(
  review: Review,
  product: CatalogueProduct | undefined,
  siteUrl: string,
  language: Language,
): ShownReview {
  const shown = productView(product, siteUrl, language);
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    content: review.content,
    name: review.name,
    author: review.name,
    date: review.createdAt.toISOString(),
    product_id: review.productId,
    product_name: shown.name,
    product_url: shown.url,
    product_image: shown.image,
    verified: review.verified,
    attachment: attachmentView(review, siteUrl),
  };
}

/** The back office's review: everything stored, the e-mail included (administrators only). */
export function serializeAdminReview(review: Review, product: CatalogueProduct | undefined, siteUrl: string, language: Language) {
  return {
    ...serializeShownReview(review, product, siteUrl, language),
    email: review.email,
    user_id: review.userId,
    language: review.language,
    status: review.status,
    moderated_at: review.moderatedAt?.toISOString() ?? null,
  };
}
