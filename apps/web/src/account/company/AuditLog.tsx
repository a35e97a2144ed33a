import type { AuditEntry } from '@soul/contracts';
import { AUDIT_PAGE_SIZE } from '@soul/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccount } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Pager } from '../ui/Pager.tsx';
import { useDates } from '../ui/format.ts';

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'position'] as const;

/** "Buy: no → yes", "Last name: Ff → Fresh": what an audit row changed, in the reader's words. */
function useChangeText() {
  const { t } = useAccountT();
  const value = (raw: unknown) => (raw === true ? t('company.audit.yes') : raw === false ? t('company.audit.no') : String(raw ?? ''));
  const label = (key: string) =>
    (TEXT_FIELDS as readonly string[]).includes(key)
      ? t(`company.audit.fields.${key as (typeof TEXT_FIELDS)[number]}`)
      : key.startsWith('permission_')
        ? t(`company.flags.${key as 'permission_buy'}`)
        : key;
  return (entry: AuditEntry): string[] => {
    const before = entry.before ?? {};
    const after = entry.after ?? {};
    if (entry.action !== 'updated') return [];
    return Object.keys(after).map((key) => `${label(key)}: ${value(before[key])} → ${value(after[key])}`);
  };
}

/** The company's change history (issue 20 "audit log"): who changed which user or flag, before → after, when; 20 a page. */
export function AuditLog() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const { dateTime } = useDates();
  const [page, setPage] = useState(1);
  const changes = useChangeText();
  const audit = useQuery({
    queryKey: [...accountKeys.all, 'company-audit', page],
    queryFn: ({ signal }) => client.companyAudit(page, signal),
    placeholderData: keepPreviousData,
  });
  const action = (entry: AuditEntry) =>
    entry.action === 'created' || entry.action === 'updated' || entry.action === 'deleted'
      ? t(`company.audit.actions.${entry.action}`)
      : entry.action;

  return (
    <Card title={t('company.audit.title')}>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <InlineMessage tone="error">{errorMessageOf(audit.error, t('errors.generic'))}</InlineMessage>
      ) : audit.data.items.length === 0 ? (
        <p className="text-ink-soft">{t('company.audit.none')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          <DataTable
            caption={t('company.audit.caption')}
            rows={audit.data.items}
            rowKey={(entry) => entry.id}
            columns={[
              { id: 'when', header: t('company.audit.when'), cell: (entry) => dateTime(entry.at), rowHeader: true },
              { id: 'who', header: t('company.audit.who'), cell: (entry) => entry.actor.name },
              { id: 'user', header: t('company.audit.user'), cell: (entry) => entry.subject_name },
              {
                id: 'change',
                header: t('company.audit.change'),
                cell: (entry) => (
                  <span className="flex flex-col">
                    <span className="font-semibold">{action(entry)}</span>
                    {changes(entry).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </span>
                ),
              },
            ]}
            card={(entry) => ({
              head: <span className="font-semibold">{`${action(entry)}: ${entry.subject_name}`}</span>,
              facts: [
                { label: t('company.audit.when'), value: dateTime(entry.at) },
                { label: t('company.audit.who'), value: entry.actor.name },
                ...(changes(entry).length > 0 ? [{ label: t('company.audit.change'), value: changes(entry).join('; '), wide: true }] : []),
              ],
            })}
          />
          <Pager
            page={page}
            perPage={AUDIT_PAGE_SIZE}
            total={audit.data.total}
            totalPages={audit.data.totalPages}
            onPage={setPage}
            label={t('company.audit.pagination')}
          />
        </div>
      )}
    </Card>
  );
}
