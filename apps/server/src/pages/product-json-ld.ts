import type { StoreProduct } from '@soul/contracts';

const decimal = (minor: string, minorUnit: number) => (Number(minor) / 10 ** minorUnit).toFixed(minorUnit);
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An approved review as schema.org shows it under its product. */
export interface JsonLdReview {
  rating: number;
  title: string;
  content: string;
  name: string;
  createdAt: Date;
}

function reviewLd(review: JsonLdReview): object {
  return {
    '@type': 'Review',
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    author: { '@type': 'Person', name: review.name },
    datePublished: review.createdAt.toISOString().slice(0, 10),
    name: review.title,
    reviewBody: review.content,
  };
}

/**
 * schema.org Product data for search engines, from the Store API product:
 * its AggregateRating (approved reviews only, as the product's own figures
 * are) and a few of the newest approved reviews.
 */
export function productJsonLd(product: StoreProduct, shopName: string, reviews: readonly JsonLdReview[] = []): object {
  const unit = product.prices.currency_minor_unit;
  const availability = `https://schema.org/${product.is_in_stock ? 'InStock' : 'OutOfStock'}`;
  const offers = product.prices.price_range
    ? {
        '@type': 'AggregateOffer',
        lowPrice: decimal(product.prices.price_range.min_amount, unit),
        highPrice: decimal(product.prices.price_range.max_amount, unit),
        offerCount: product.variations.length,
        priceCurrency: product.prices.currency_code,
        availability,
      }
    : {
        '@type': 'Offer',
        price: decimal(product.prices.price, unit),
        priceCurrency: product.prices.currency_code,
        availability,
        url: product.permalink,
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.short_description || product.description),
    sku: product.sku,
    image: product.images.map((image) => image.src),
    brand: { '@type': 'Brand', name: shopName },
    offers,
    ...(product.review_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.average_rating, reviewCount: product.review_count } }
      : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewLd) } : {}),
  };
}
