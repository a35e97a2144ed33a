import type { AccountSubscription } from '@soul/contracts';
import { Minus, Plus } from 'lucide-react';
import { usePromptStore } from '../../overlays/prompt-store.ts';
import { Button } from '../../ui/Button.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useAccountT } from '../texts.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import type { SubscriptionChange } from './use-subscription-change.ts';

type Line = AccountSubscription['lines'][number];

/**
 * The lines of a subscription: name, quantity, price of one (plan discount
 * applied), total. With `edit` (abilities.edit_items) the quantity changes
 * one step at a time and a line can be removed after a confirmation; the
 * server keeps the last line and says so.
 */
export function SubscriptionLines({
  subscription,
  change,
  edit,
  onRemoved,
}: {
  subscription: AccountSubscription;
  change: SubscriptionChange;
  edit: boolean;
  onRemoved: () => void;
}) {
  const { t } = useAccountT();
  const money = useMoney();
  const openPrompt = usePromptStore((state) => state.open);
  const busy = change.pending === 'update-subscription-line';
  const setQuantity = (line: Line, quantity: number) => change.run('update-subscription-line', { line_id: line.id, quantity });
  const remove = (line: Line) =>
    openPrompt({
      id: 'remove-subscription-line',
      title: t('subscriptions.lines.removeTitle'),
      message: t('subscriptions.lines.removeText', { name: line.name }),
      confirmLabel: t('subscriptions.lines.remove'),
      cancelLabel: t('subscriptions.keep'),
      onConfirm: () => change.run('update-subscription-line', { line_id: line.id, quantity: 0 }, onRemoved),
    });
  const quantity = (line: Line) =>
    edit ? (
      <span className="inline-flex items-center gap-1">
        <Button
          variant="secondary"
          size="sm"
          className="w-9 px-0 aria-disabled:opacity-55"
          aria-label={t('subscriptions.lines.less', { name: line.name })}
          // Not `disabled`: the keyboard stays on it when the quantity reaches one (Remove takes a line away).
          aria-disabled={line.quantity <= 1 || busy || undefined}
          loading={busy}
          onClick={() => {
            if (line.quantity > 1) setQuantity(line, line.quantity - 1);
          }}
        >
          <Minus className="size-4" aria-hidden="true" />
        </Button>
        <span className="w-8 text-center tabular-nums">{line.quantity}</span>
        <Button
          variant="secondary"
          size="sm"
          className="w-9 px-0 aria-disabled:opacity-55"
          aria-label={t('subscriptions.lines.more', { name: line.name })}
          aria-disabled={line.quantity >= 99 || busy || undefined}
          loading={busy}
          onClick={() => {
            if (line.quantity < 99) setQuantity(line, line.quantity + 1);
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
        </Button>
      </span>
    ) : (
      line.quantity
    );
  const removeButton = (line: Line) => (
    <Button variant="ghost" size="sm" aria-label={t('subscriptions.lines.removeNamed', { name: line.name })} onClick={() => remove(line)}>
      {t('subscriptions.lines.remove')}
    </Button>
  );
  const columns: DataColumn<Line>[] = [
    { id: 'name', header: t('subscriptions.lines.product'), rowHeader: true, cell: (line) => line.name },
    { id: 'quantity', header: t('subscriptions.lines.quantity'), className: 'tabular-nums', cell: quantity },
    {
      id: 'price',
      header: t('subscriptions.lines.price'),
      align: 'end',
      className: 'whitespace-nowrap tabular-nums text-ink-soft',
      cell: (line) => money(line.price, subscription.currency),
    },
    {
      id: 'total',
      header: t('subscriptions.lines.total'),
      align: 'end',
      className: 'font-semibold whitespace-nowrap tabular-nums',
      cell: (line) => money(line.total, subscription.currency),
    },
    ...(edit ? [{ id: 'actions', header: t('subscriptions.lines.actions'), align: 'end' as const, cell: removeButton }] : []),
  ];
  return (
    <DataTable
      caption={t('subscriptions.lines.caption')}
      rows={subscription.lines}
      rowKey={(line) => line.id}
      columns={columns}
      tableClassName="min-w-[32rem]"
      card={(line) => ({
        head: (
          <>
            <span className="font-semibold text-ink">{line.name}</span>
            <span className="font-semibold tabular-nums">{money(line.total, subscription.currency)}</span>
          </>
        ),
        facts: [
          { label: t('subscriptions.lines.quantity'), value: quantity(line) },
          {
            label: t('subscriptions.lines.price'),
            value: money(line.price, subscription.currency),
            end: true,
            valueClassName: 'tabular-nums',
          },
        ],
        after: edit ? <div className="flex justify-end">{removeButton(line)}</div> : undefined,
      })}
    />
  );
}
