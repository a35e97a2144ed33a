import { reviewsAnswerSchema, type ReviewsAnswer } from '@soul/contracts';
import { fetchOk, type HttpOptions } from '../../api/http.ts';
import type { ReviewsWidgetProps } from './props.ts';

/** soul/v1/reviews's query for the widget's settings (scope, product, minimum rating, page). */
export function reviewsQuery(props: ReviewsWidgetProps, page: number, perPage: number, language: string): URLSearchParams {
  const params = new URLSearchParams({ scope: props.review_scope, page: String(page), per_page: String(perPage), lang: language });
  if (props.current_product_id !== null && props.review_scope !== 'all') params.set('product', String(props.current_product_id));
  if (props.rating_filter !== 'all') params.set('rating', String(props.rating_filter));
  return params;
}

/** GET soul/v1/reviews: one page of approved reviews with the scope's average and histogram. */
export async function fetchReviews(
  soulRoot: string,
  params: URLSearchParams,
  http: HttpOptions,
  signal?: AbortSignal,
): Promise<ReviewsAnswer> {
  const response = await fetchOk(`${soulRoot}/reviews?${params.toString()}`, http, { signal: signal ?? null });
  return reviewsAnswerSchema.parse(await response.json());
}
