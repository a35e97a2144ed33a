import { ACCOUNT_MEDIA_PAGE_SIZE, type UserMedia } from '@soul/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { useDates } from '../ui/format.ts';
import { Loading } from '../ui/Loading.tsx';
import { Pager } from '../ui/Pager.tsx';
import { QueryFailed } from '../ui/QueryFailed.tsx';

/** The picture a list shows for a video: the server has no decoder to take a frame. */
const VIDEO_POSTER = '/review-media/video-poster.svg';

const STATE_TONES: Record<NonNullable<UserMedia['soul']['review_status']>, BadgeTone> = {
  pending: 'neutral',
  approved: 'brand',
  rejected: 'danger',
};

/**
 * "Your photos and videos" (account §7): what the user uploaded, the
 * profile photo and review attachments, from `soul/v1/media` (WordPress's
 * media shape), each with its type, date, where it belongs and, for a
 * review's, whether the review is still waiting for approval. Its own
 * chunk: the profile page loads it after its own content.
 */
export default function MediaPanel() {
  const { t } = useAccountT();
  const client = useAccountClient();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: accountKeys.mediaPage(page),
    queryFn: ({ signal }) => client.getMedia(page, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <Card title={t('media.title')}>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && !query.isError ? (
        data.items.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('media.empty')}</p>
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('media.title')}>
              {data.items.map((item) => (
                <MediaItem key={item.id} item={item} />
              ))}
            </ul>
            {data.totalPages > 1 ? (
              <Pager
                page={page}
                perPage={ACCOUNT_MEDIA_PAGE_SIZE}
                total={data.total}
                totalPages={data.totalPages}
                onPage={setPage}
                label={t('media.pages')}
              />
            ) : null}
          </div>
        )
      ) : null}
    </Card>
  );
}

function MediaItem({ item }: { item: UserMedia }) {
  const { t } = useAccountT();
  const { date } = useDates();
  const video = item.media_type === 'file';
  const thumbnail = video ? VIDEO_POSTER : (item.media_details.sizes.thumbnail?.source_url ?? item.source_url);
  const state = item.soul.review_status;
  const where =
    item.soul.source === 'profile_photo'
      ? t('media.profilePhoto')
      : item.soul.product_name
        ? t('media.reviewOf', { product: item.soul.product_name })
        : t('media.review');
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-xl border border-line p-2">
      <a href={item.source_url} target="_blank" rel="noreferrer" className="shrink-0">
        <img
          src={thumbnail}
          alt={video ? t('media.videoAlt', { where }) : t('media.photoAlt', { where })}
          width={64}
          height={64}
          loading="lazy"
          className="size-16 rounded-md border border-line bg-sand object-cover text-[0px]"
        />
      </a>
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="font-semibold text-ink">
          {video ? t('media.video') : t('media.photo')}
          <span className="font-normal text-ink-muted"> · {date(item.date_gmt + 'Z')}</span>
        </p>
        <p className="line-clamp-2 text-ink-soft break-words">{where}</p>
        <div>
          {state ? (
            <Badge tone={STATE_TONES[state]}>{t(`media.state.${state}`)}</Badge>
          ) : (
            <Badge tone="brand">{t('media.state.inUse')}</Badge>
          )}
        </div>
      </div>
    </li>
  );
}
