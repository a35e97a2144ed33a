import type { StoreProduct } from '@soul/contracts';

const decimal = (minor: string, minorUnit: number) => (Number(minor) / 10 ** minorUnit).toFixed(minorUnit);
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** schema.org Product data for search engines, from the Store API product. */
export function productJsonLd(product: StoreProduct, shopName: string): object {
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
  };
}
