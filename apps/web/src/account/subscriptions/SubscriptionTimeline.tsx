import type { AccountSubscription } from '@soul/contracts';
import { useAccountT } from '../texts.ts';
import { useDates } from '../ui/format.ts';

/** What happened to the subscription, newest first, each entry worded by the server (it names who did it, so the screen adds no actor). */
export function SubscriptionTimeline({ events }: { events: NonNullable<AccountSubscription['events']> }) {
  const { t } = useAccountT();
  const { dateTime } = useDates();
  if (events.length === 0) return <p className="text-sm text-ink-muted">{t('subscriptions.timeline.empty')}</p>;
  return (
    <ol className="flex flex-col" aria-label={t('subscriptions.timeline.title')}>
      {events.map((event, index) => (
        <li key={event.id} className="relative flex gap-3 pb-5 last:pb-0">
          {index < events.length - 1 ? <span aria-hidden="true" className="absolute top-4 bottom-0 left-[0.3125rem] w-px bg-line" /> : null}
          <span aria-hidden="true" className="relative mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600 ring-4 ring-surface" />
          <div className="flex min-w-0 flex-col">
            <span className="text-ink">{event.text}</span>
            <time dateTime={event.date} className="text-sm text-ink-muted">
              {dateTime(event.date)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
