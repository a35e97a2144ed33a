import type { ChatMessage } from '@soul/contracts';
import { Badge } from '../../../ui/Badge.tsx';
import { cx } from '../../../ui/cx.ts';
import { useAccountT } from '../../texts.ts';
import { useDates } from '../../ui/format.ts';

/**
 * One message of the thread: the shop's answers on the left in the brand's
 * tint with the shop's name, the customer side's on the right; a shop answer
 * the reader had not seen before is marked new.
 */
export function ChatMessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t } = useAccountT();
  const { dateTime } = useDates();
  const fromShop = message.author === 'shop';
  const isNew = fromShop && !message.read;
  return (
    <li className={cx('flex', fromShop ? 'justify-start' : 'justify-end')}>
      <article
        data-author={message.author}
        aria-label={`${fromShop ? t('chat.fromShop') : mine ? t('chat.you') : message.author_name}, ${dateTime(message.created_at)}`}
        className={cx(
          'flex max-w-[85%] min-w-0 flex-col gap-1 rounded-2xl border px-4 py-3 sm:max-w-[75%]',
          fromShop ? 'rounded-bl-sm border-brand-200 bg-brand-50' : 'rounded-br-sm border-line bg-canvas',
        )}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
          <span className={cx('font-semibold', fromShop ? 'text-brand-800' : 'text-ink-soft')}>
            {fromShop ? t('chat.fromShop') : mine ? t('chat.you') : message.author_name}
          </span>
          <time dateTime={message.created_at}>{dateTime(message.created_at)}</time>
          {isNew ? <Badge tone="accent">{t('chat.newMessage')}</Badge> : null}
        </header>
        {message.subject ? <p className="text-sm font-semibold text-ink">{t('chat.subject', { subject: message.subject })}</p> : null}
        <p className="whitespace-pre-line break-words text-ink">{message.message}</p>
      </article>
    </li>
  );
}
