import { useQuery } from '@tanstack/react-query';
import { useAccount, useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { PreferencesForm } from './PreferencesForm.tsx';

/** Settings (account §2): the language the shop writes in, notifications, and for a director the company's details. */
export default function SettingsPage() {
  const { t } = useAccountT();
  const client = useAccountClient();
  const { props } = useAccount();
  const profile = useQuery({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => client.getProfile(signal) });
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.settings')} />
      {profile.isPending ? <Loading /> : null}
      {profile.isError ? <QueryFailed error={profile.error} onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? (
        <Card>
          <PreferencesForm profile={profile.data} />
        </Card>
      ) : null}
      {props.user.role === 'director' ? (
        <Card>
          <CompanyForm />
        </Card>
      ) : null}
    </div>
  );
}
