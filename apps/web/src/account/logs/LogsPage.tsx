import { ACCOUNT_EVENT_TYPES, ACCOUNT_EVENTS_PER_PAGE, type AccountEvent, type AccountEventType } from '@soul/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useAccount } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { SelectField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { useDates } from '../ui/format.ts';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Pager } from '../ui/Pager.tsx';
import { QueryFailed } from '../ui/QueryFailed.tsx';

const LINK = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * The account's event log (account §2 "logs"): sign-ins, sign-outs, what was
 * viewed and what was changed, newest first, 20 a page (account §9), with
 * the event type filter. POST soul/v1/events; the server decides whose log.
 */
export default function LogsPage() {
  const { t } = useAccountT();
  const { client, props } = useAccount();
  const { dateTime } = useDates();
  const [type, setType] = useState<AccountEventType | ''>('');
  const [page, setPage] = useState(1);
  // A director reads their staff's logs too (the server checks the member is theirs).
  const director = props.user.role === 'director';
  const [person, setPerson] = useState('');
  const staff = useQuery({
    queryKey: accountKeys.companyUsers(),
    queryFn: ({ signal }) => client.listCompanyUsers(signal),
    enabled: director,
  });
  const body = {
    paged: page,
    per_page: ACCOUNT_EVENTS_PER_PAGE,
    ...(person ? { user_id: Number(person) } : {}),
    query_args: type ? { type } : {},
  };
  const events = useQuery({
    queryKey: accountKeys.events(JSON.stringify(body)),
    queryFn: ({ signal }) => client.listEvents(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  /** What the event was about: an order, invoice or subscription links to its page. */
  const what = (event: AccountEvent) => {
    const id = event.subject_id;
    if (id === null || event.subject === 'session' || event.subject === 'profile') return t(`logs.subjects.${event.subject}`);
    const href = event.subject === 'subscription' ? `/subscriptions/${id}` : `/orders/${id}`;
    return (
      <Link href={href} className={LINK}>
        {t(`logs.withId.${event.subject}`, { id })}
      </Link>
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.logs')} />
      <p className="text-ink-soft">{t('logs.intro')}</p>
      <Card>
        <div className="flex flex-col gap-4 sm:flex-row">
          {director && staff.data && staff.data.length > 0 ? (
            <SelectField
              className="sm:max-w-xs"
              label={t('logs.person')}
              value={person}
              onChange={(event) => {
                setPerson(event.target.value);
                setPage(1);
              }}
              options={[
                { value: '', label: t('logs.me') },
                ...staff.data.map((member) => ({
                  value: String(member.id),
                  label: `${member.first_name} ${member.last_name}`.trim() || member.email,
                })),
              ]}
            />
          ) : null}
          <SelectField
            className="sm:max-w-xs"
            label={t('logs.filter')}
            value={type}
            onChange={(event) => {
              setType(event.target.value as AccountEventType | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('logs.all') },
              ...ACCOUNT_EVENT_TYPES.map((value) => ({ value, label: t(`logs.types.${value}`) })),
            ]}
          />
        </div>
      </Card>
      {events.isPending ? <Loading /> : null}
      {events.isError ? <QueryFailed error={events.error} onRetry={() => void events.refetch()} /> : null}
      {events.data && events.data.items.length === 0 ? (
        <Card>
          <p className="text-ink-soft">{t('logs.empty')}</p>
        </Card>
      ) : null}
      {events.data && events.data.items.length > 0 ? (
        <>
          <DataTable
            caption={t('logs.caption')}
            rows={events.data.items}
            rowKey={(event) => event.id}
            columns={[
              { id: 'when', header: t('logs.when'), className: 'whitespace-nowrap', cell: (event) => dateTime(event.created_at) },
              { id: 'type', header: t('logs.event'), rowHeader: true, cell: (event) => t(`logs.types.${event.type}`) },
              { id: 'what', header: t('logs.what'), cell: what },
            ]}
            card={(event) => ({
              head: <span className="font-semibold">{t(`logs.types.${event.type}`)}</span>,
              facts: [
                { label: t('logs.what'), value: what(event) },
                { label: t('logs.when'), value: dateTime(event.created_at), end: true },
              ],
            })}
          />
          <Pager
            page={page}
            perPage={ACCOUNT_EVENTS_PER_PAGE}
            total={events.data.total}
            totalPages={events.data.totalPages}
            label={t('logs.caption')}
            onPage={setPage}
          />
        </>
      ) : null}
    </div>
  );
}
