import { BULK_ORDER_LIMITS, type BulkOrderAnswer } from '@soul/contracts';
import { parseBulkText } from '@soul/domain/company-users/bulk-lines';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { dispatchCartEvents, CART_EVENTS } from '../../cart/events.ts';
import { useAccount } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { TextAreaField } from '../forms/Field.tsx';
import { LABEL_CLASS } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';

/**
 * Bulk order (issue 20): a company buyer types or pastes SKUs and quantities
 * (or loads a CSV into the box), and the server adds every good line to the
 * cart in one batch, answering each other line with its reason.
 */
export default function BulkOrderPage() {
  const { t } = useAccountT();
  const { client, language } = useAccount();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (lines: { sku: string; quantity: string }[]) => client.bulkOrder({ lines }),
    onSuccess: (answer) => {
      // The header's cart button and any open cart follow the Store API cart events.
      if (answer.added > 0) dispatchCartEvents(CART_EVENTS.added, {});
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = parseBulkText(text);
    setError(
      lines.length === 0
        ? t('company.bulk.empty')
        : lines.length > BULK_ORDER_LIMITS.maxLines
          ? t('company.bulk.tooMany', { count: BULK_ORDER_LIMITS.maxLines })
          : null,
    );
    if (lines.length > 0 && lines.length <= BULK_ORDER_LIMITS.maxLines) send.mutate(lines);
  };
  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText((await file.text()).slice(0, 200_000));
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.bulk-order')} />
      <Card>
        <p className="mb-5 text-ink-soft">{t('company.bulk.intro')}</p>
        <form noValidate aria-busy={send.isPending} onSubmit={submit} className="flex flex-col gap-4">
          <TextAreaField
            label={t('company.bulk.lines')}
            hint={t('company.bulk.linesHint')}
            error={error ?? undefined}
            rows={8}
            value={text}
            spellCheck={false}
            className="font-mono"
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="bulk-csv" className={LABEL_CLASS}>
              {t('company.bulk.file')}
            </label>
            <input
              id="bulk-csv"
              type="file"
              accept=".csv,text/csv,text/plain"
              aria-describedby="bulk-csv-hint"
              className="text-sm"
              onChange={(event) => void loadFile(event)}
            />
            <p id="bulk-csv-hint" className="text-sm text-ink-muted">
              {t('company.bulk.fileHint')}
            </p>
          </div>
          <div>
            <Button type="submit" loading={send.isPending}>
              {t('company.bulk.add')}
            </Button>
          </div>
        </form>
      </Card>
      {send.isError ? <InlineMessage tone="error">{errorMessageOf(send.error, t('errors.generic'))}</InlineMessage> : null}
      {send.data ? <BulkResult answer={send.data} checkoutUrl={language === 'lt' ? '/lt/checkout' : '/checkout'} /> : null}
    </div>
  );
}

function BulkResult({ answer, checkoutUrl }: { answer: BulkOrderAnswer; checkoutUrl: string }) {
  const { t } = useAccountT();
  return (
    <div className="flex flex-col gap-4">
      {answer.added > 0 ? (
        <InlineMessage tone="success">
          {t('company.bulk.summary', { count: answer.added })}{' '}
          <a href={checkoutUrl} className="font-semibold underline">
            {t('company.bulk.checkout')}
          </a>
        </InlineMessage>
      ) : null}
      {answer.failed > 0 ? <InlineMessage tone="warning">{t('company.bulk.failed', { count: answer.failed })}</InlineMessage> : null}
      <DataTable
        caption={t('company.bulk.caption')}
        rows={answer.lines}
        rowKey={(line) => line.line}
        columns={[
          { id: 'line', header: t('company.bulk.line'), cell: (line) => line.line },
          { id: 'sku', header: t('company.bulk.sku'), cell: (line) => line.sku || '—', rowHeader: true },
          { id: 'quantity', header: t('company.bulk.quantity'), cell: (line) => line.quantity, align: 'end' },
          {
            id: 'result',
            header: t('company.bulk.result'),
            cell: (line) => (
              <span className={line.ok ? 'text-success-700' : 'text-danger-700'}>
                {line.name ? `${line.name}: ${line.message}` : line.message}
              </span>
            ),
          },
        ]}
        card={(line) => ({
          head: <span className="font-semibold">{`${line.line}. ${line.sku || '—'} × ${line.quantity}`}</span>,
          facts: [
            {
              label: t('company.bulk.result'),
              value: line.name ? `${line.name}: ${line.message}` : line.message,
              wide: true,
              valueClassName: line.ok ? 'text-success-700' : 'text-danger-700',
            },
          ],
        })}
      />
    </div>
  );
}
