import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { useAccountClient } from '../account-context.tsx';
import { INVOICE_EXPORT_MAX_DAYS, INVOICE_EXPORT_MAX_ORDERS, ORDER_STATUSES } from '@soul/contracts';
import { errorMessageOf } from '../api/errors.ts';
import { TextField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { defaultExportRange, downloadBlob, rangeProblem } from './export-range.ts';

type Outcome =
  | { kind: 'done'; count: number }
  | { kind: 'nothing' }
  | { kind: 'tooMany'; count: number }
  | { kind: 'error'; message: string };

/**
 * Bulk export (account §7 wpo_wcpdf_export_*): the original's fixed past
 * range is the user's choice here. Order ids first, then one combined PDF,
 * saved as a file.
 */
export function ExportPanel() {
  const { t } = useAccountT();
  const client = useAccountClient();
  const [range, setRange] = useState(defaultExportRange);
  // Any status by default: a new customer's orders are not completed yet, and "completed" alone found nothing.
  const [status, setStatus] = useState<string>('any');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checked, setChecked] = useState(false);
  const problem = rangeProblem(range.dateFrom, range.dateTo);

  const exportRun = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const ids = await client.exportOrderIds({ ...range, status });
      if (ids.length === 0) return { kind: 'nothing' };
      if (ids.length > INVOICE_EXPORT_MAX_ORDERS) return { kind: 'tooMany', count: ids.length };
      const pdf = await client.exportInvoices(ids);
      downloadBlob(pdf, t('invoices.export.fileName', { from: range.dateFrom, to: range.dateTo }));
      return { kind: 'done', count: ids.length };
    },
    onMutate: () => setOutcome(null),
    onSuccess: setOutcome,
    onError: (failure) => setOutcome({ kind: 'error', message: errorMessageOf(failure, t('errors.generic')) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    // The last result belongs to the last run: it goes when a new one starts.
    setOutcome(null);
    if (!problem) exportRun.mutate();
  };

  // A missing start date is told under it; everything else about the period under the end date.
  const problemText = checked && problem ? t(`invoices.export.problems.${problem}`, { count: INVOICE_EXPORT_MAX_DAYS }) : undefined;
  const fromError = problem === 'missing' && range.dateFrom === '' ? problemText : undefined;
  const toError = fromError ? undefined : problemText;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{t('invoices.export.intro')}</p>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        <TextField
          type="date"
          label={t('invoices.export.from')}
          value={range.dateFrom}
          max={range.dateTo}
          required
          error={fromError}
          onChange={(event) => {
            setOutcome(null);
            setRange((current) => ({ ...current, dateFrom: event.target.value }));
          }}
        />
        <TextField
          type="date"
          label={t('invoices.export.to')}
          value={range.dateTo}
          min={range.dateFrom}
          required
          error={toError}
          onChange={(event) => {
            setOutcome(null);
            setRange((current) => ({ ...current, dateTo: event.target.value }));
          }}
        />
        <Select
          label={t('invoices.export.status')}
          value={status}
          onChange={(event) => {
            setOutcome(null);
            setStatus(event.target.value);
          }}
          options={[
            { value: 'any', label: t('invoices.export.anyStatus') },
            ...ORDER_STATUSES.map((value) => ({ value, label: t(`orderStatus.${value}`) })),
          ]}
        />
      </div>
      <div>
        <Button type="submit" loading={exportRun.isPending}>
          {t('invoices.export.submit')}
        </Button>
      </div>
      {exportRun.isPending ? <InlineMessage tone="info">{t('invoices.export.busy')}</InlineMessage> : null}
      {outcome?.kind === 'done' ? (
        <InlineMessage tone="success">{t('invoices.export.done', { count: outcome.count })}</InlineMessage>
      ) : null}
      {outcome?.kind === 'nothing' ? <InlineMessage tone="info">{t('invoices.export.nothing')}</InlineMessage> : null}
      {outcome?.kind === 'tooMany' ? (
        <InlineMessage tone="warning">
          {t('invoices.export.tooMany', { count: outcome.count, max: INVOICE_EXPORT_MAX_ORDERS })}
        </InlineMessage>
      ) : null}
      {outcome?.kind === 'error' ? <InlineMessage tone="error">{outcome.message}</InlineMessage> : null}
    </form>
  );
}
