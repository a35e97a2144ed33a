import { REVIEW_STATUSES } from '@soul/contracts';
import { ListContextProvider, useListController, useTranslate } from 'ra-core';
import { ListFilters } from '../ui/ListFilters.tsx';
import { ListState } from '../ui/ListState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import type { AdminReviewRecord } from './review-record.ts';
import { ReviewRow } from './ReviewRow.tsx';

/**
 * Reviews moderation (issue 21): pending first by default; each row shows
 * the text and any photo or video, and approves or rejects it
 * (PUT soul/v1/admin/reviews/{id} `{ status }`).
 */
export function ReviewList() {
  const translate = useTranslate();
  const list = useListController<AdminReviewRecord>({
    resource: 'reviews',
    sort: { field: 'date', order: 'DESC' },
    perPage: 20,
    filterDefaultValues: { status: 'pending' },
  });
  return (
    <ListContextProvider value={list}>
      <section aria-labelledby="reviews-title">
        <h1 id="reviews-title" className="font-display text-3xl font-semibold">
          {translate('reviews.title')}
        </h1>
        <ListFilters statuses={REVIEW_STATUSES} statusLabel={(status) => translate(`reviews.status.${status}`)} />
        <ListState>
          <table className="mt-6 w-full border-collapse rounded-xl bg-surface text-left align-top text-sm shadow-sm">
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <th scope="col" className="p-3">
                  {translate('reviews.product')}
                </th>
                <th scope="col" className="p-3">
                  {translate('reviews.author')}
                </th>
                <th scope="col" className="p-3">
                  {translate('reviews.rating')}
                </th>
                <th scope="col" className="min-w-56 p-3">
                  {translate('reviews.review')}
                </th>
                <th scope="col" className="p-3">
                  {translate('list.status')}
                </th>
                <th scope="col" className="p-3">
                  {translate('list.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data?.map((review) => (
                <ReviewRow key={review.id} review={review} />
              ))}
            </tbody>
          </table>
        </ListState>
        <Pagination />
      </section>
    </ListContextProvider>
  );
}
