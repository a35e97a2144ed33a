import type { CompanyUser } from '@soul/contracts';
import type { PermissionFlag } from '@soul/domain/accounts/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePromptStore } from '../../overlays/prompt-store.ts';
import { Button } from '../../ui/Button.tsx';
import { useAccount } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { AuditLog } from './AuditLog.tsx';
import { flagField } from './flags.ts';
import { PermissionGrid } from './PermissionGrid.tsx';
import { StaffForm } from './StaffForm.tsx';

const USERS_KEY = accountKeys.companyUsers();
const AUDIT_KEY = [...accountKeys.all, 'company-audit'] as const;

/**
 * Company users (account §2): the director's staff with the permission grid,
 * the invite/edit form, removal, and the change history. The server decides
 * everything; the screen shows what it answered.
 */
export default function CompanyUsersPage() {
  const { t } = useAccountT();
  const { client, language } = useAccount();
  const queryClient = useQueryClient();
  const openPrompt = usePromptStore((state) => state.open);
  const [editing, setEditing] = useState<CompanyUser | 'new' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<{ key: string; value: boolean } | null>(null);
  const users = useQuery({ queryKey: USERS_KEY, queryFn: ({ signal }) => client.listCompanyUsers(signal) });
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: USERS_KEY }), queryClient.invalidateQueries({ queryKey: AUDIT_KEY })]);

  const save = useMutation({
    mutationFn: (fields: Record<string, string>) => client.saveCompanyUser(fields),
    onSuccess: async () => {
      setEditing(null);
      setNotice({ tone: 'success', text: t('company.saved') });
      await refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: ({ user, flag, value }: { user: CompanyUser; flag: PermissionFlag; value: boolean }) =>
      client.saveCompanyUser({ id: String(user.id), [flagField(flag)]: value ? '1' : '0' }),
    onMutate: ({ user, flag, value }) => {
      setBusy({ key: `${user.id}:${flag}`, value });
      setNotice(null);
    },
    onSuccess: (saved) => {
      // The saved member as the server answered, at once (the refetch below follows).
      queryClient.setQueryData<CompanyUser[]>(USERS_KEY, (list) => list?.map((one) => (one.id === saved.id ? saved : one)));
      setNotice({ tone: 'success', text: t('company.saved') });
    },
    onError: (failure) => setNotice({ tone: 'error', text: errorMessageOf(failure, t('errors.generic')) }),
    onSettled: async () => {
      await refresh();
      setBusy(null);
    },
  });
  const remove = useMutation({
    mutationFn: (user: CompanyUser) => client.deleteCompanyUser(user.id),
    onSuccess: async () => {
      setNotice({ tone: 'success', text: t('company.saved') });
      await refresh();
    },
    onError: (failure) => setNotice({ tone: 'error', text: errorMessageOf(failure, t('errors.generic')) }),
  });
  const confirmRemove = (user: CompanyUser) => {
    const name = `${user.first_name} ${user.last_name}`.trim();
    openPrompt({
      id: `remove-user-${user.id}`,
      title: t('company.remove', { name }),
      message: t('company.confirmRemove', { name }),
      confirmLabel: t('company.removeShort'),
      cancelLabel: t('company.form.cancel'),
      onConfirm: () => remove.mutate(user),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.users')}>
        {editing === null ? (
          <Button
            onClick={() => {
              save.reset();
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('company.add')}
          </Button>
        ) : null}
      </PageHeading>
      <p className="text-ink-soft">{t('company.intro')}</p>
      {editing !== null ? (
        <StaffForm
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? null : editing}
          language={language}
          saving={save.isPending}
          error={save.isError ? errorMessageOf(save.error, t('errors.generic')) : null}
          onSave={(fields) => save.mutate(fields)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {notice ? <InlineMessage tone={notice.tone}>{notice.text}</InlineMessage> : null}
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <InlineMessage tone="error">{errorMessageOf(users.error, t('errors.generic'))}</InlineMessage>
      ) : users.data.length === 0 ? (
        <Card>
          <p className="text-ink-soft">{t('company.none')}</p>
        </Card>
      ) : (
        <PermissionGrid
          users={users.data}
          busy={busy}
          onToggle={(user, flag, value) => toggle.mutate({ user, flag, value })}
          onEdit={(user) => {
            save.reset();
            setEditing(user);
          }}
          onRemove={confirmRemove}
        />
      )}
      <AuditLog />
    </div>
  );
}
