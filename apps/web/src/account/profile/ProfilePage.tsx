import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';

/** "Your photos and videos" (account §7): its own chunk, loaded after the profile itself. */
const MediaPanel = lazy(() => import('../media/MediaPanel.tsx'));

/** The profile (account §3): photo, details, notification flags, password; then the user's uploads. */
export default function ProfilePage() {
  const { t } = useAccountT();
  const client = useAccountClient();
  const query = useQuery({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => client.getProfile(signal) });
  const profile = query.data;
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.profile')} />
      {query.isPending ? <Loading /> : null}
      {query.isError ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {profile ? (
        <>
          <Card title={t('profile.photo.title')}>
            <PhotoCard profile={profile} />
          </Card>
          <Card title={t('profile.detailsTitle')}>
            <ProfileDetailsForm key={profile.id} profile={profile} />
          </Card>
          <Card title={t('profile.passwordTitle')}>
            <PasswordForm profile={profile} />
          </Card>
          <Suspense fallback={<Loading />}>
            <MediaPanel />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}
