import { useListContext, useNotify, useTranslate, useUpdate } from 'ra-core';
import { formatDate } from '../format.ts';
import { useAdminSettings } from '../layout/settings-context.ts';
import { ACTION_BUTTON, PRIMARY_ACTION_BUTTON } from '../ui/action-button.ts';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import type { AdminReviewRecord } from './review-record.ts';

/** One review: what it says, its attachment, and the moderation buttons the status allows. */
export function ReviewRow({ review }: { review: AdminReviewRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useAdminSettings();
  const { refetch } = useListContext();
  const [update, { isPending }] = useUpdate();
  const moderate = (status: 'approved' | 'rejected') =>
    update(
      'reviews',
      { id: review.id, data: { status }, previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`reviews.${status}`, { type: 'success' });
          void refetch();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  const attachment = review.attachment;
  return (
    <tr className="border-b border-line last:border-0">
      <td className="p-3">
        <a href={review.product_url} className="font-semibold text-brand-700 underline">
          {review.product_name}
        </a>
      </td>
      <td className="p-3">
        <p className="font-semibold">{review.name}</p>
        <p className="break-all text-ink-muted">{review.email}</p>
        <p className="whitespace-nowrap text-ink-muted">{formatDate(review.date, locale)}</p>
      </td>
      <td className="p-3">{translate('reviews.ratingValue', { rating: review.rating })}</td>
      <td className="p-3">
        {review.title ? <p className="font-semibold">{review.title}</p> : null}
        <p className="whitespace-pre-line text-ink-soft">{review.content}</p>
        {attachment ? (
          <p className="mt-2">
            {attachment.type === 'photo' ? (
              <a href={attachment.src} target="_blank" rel="noreferrer">
                <img
                  src={attachment.sizes?.[0]?.src ?? attachment.src}
                  alt={translate('reviews.photo', { name: review.name })}
                  className="h-20 w-20 rounded-lg object-cover"
                />
              </a>
            ) : (
              <a href={attachment.src} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
                {translate('reviews.video')}
              </a>
            )}
          </p>
        ) : null}
      </td>
      <td className="p-3">
        <StatusBadge status={review.status} label={translate(`reviews.status.${review.status}`)} />
      </td>
      <td className="p-3">
        <div className="flex flex-wrap gap-2">
          {review.status !== 'approved' ? (
            <button
              type="button"
              className={PRIMARY_ACTION_BUTTON}
              disabled={isPending}
              aria-label={translate('reviews.approveNamed', { name: review.name })}
              onClick={() => void moderate('approved')}
            >
              {translate('reviews.approve')}
            </button>
          ) : null}
          {review.status !== 'rejected' ? (
            <button
              type="button"
              className={ACTION_BUTTON}
              disabled={isPending}
              aria-label={translate('reviews.rejectNamed', { name: review.name })}
              onClick={() => void moderate('rejected')}
            >
              {translate('reviews.reject')}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
