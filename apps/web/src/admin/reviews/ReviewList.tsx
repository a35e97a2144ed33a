import { REVIEW_STATUSES } from '@soul/contracts';
import { ListContextProvider, useListController, useTranslate } from 'ra-core';
import { ListScreen } from '../ui/ListScreen.tsx';
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
      <ListScreen
        id="reviews"
        title="reviews.title"
        statuses={REVIEW_STATUSES}
        statusLabel={(status) => translate(`reviews.status.${status}`)}
        columns={[
          { label: 'reviews.product' },
          { label: 'reviews.author' },
          { label: 'reviews.rating' },
          { label: 'reviews.review', className: 'min-w-56 p-3' },
          { label: 'list.status' },
          { label: 'list.actions' },
        ]}
      >
        {list.data?.map((review) => (
          <ReviewRow key={review.id} review={review} />
        ))}
      </ListScreen>
    </ListContextProvider>
  );
}
