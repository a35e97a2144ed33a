import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showNotification } from '../../overlays/notification-store.ts';
import { Button } from '../../ui/Button.tsx';
import { useAccountClient } from '../account-context.tsx';
import { errorMessageOf, fieldErrorsOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { TextField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { QueryFailed } from '../ui/QueryFailed.tsx';

/** The company's details, for its director (account §2 Settings): today its name, as invoices and staff see it. */
export function CompanyForm() {
  const { t } = useAccountT();
  const client = useAccountClient();
  const queryClient = useQueryClient();
  const company = useQuery({ queryKey: accountKeys.company(), queryFn: ({ signal }) => client.getCompany(signal) });
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ name: string }>({ values: { name: company.data?.name ?? '' } });
  const save = useMutation({
    mutationFn: (name: string) => client.renameCompany(name),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.company(), saved);
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
      showNotification({ id: 'company-saved', tone: 'success', title: t('settings.companySaved'), autoCloseMs: 6000 });
    },
    onError: (failure) => {
      const field = fieldErrorsOf(failure).name;
      if (field) form.setError('name', { type: 'server', message: field }, { shouldFocus: true });
      else setError(errorMessageOf(failure, t('errors.generic')));
    },
  });

  if (company.isPending) return <Loading />;
  if (company.isError) return <QueryFailed error={company.error} onRetry={() => void company.refetch()} />;
  return (
    <form
      noValidate
      aria-labelledby="settings-company"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => {
        setError(null);
        const name = values.name.trim();
        if (name === '' || name.length > 100) {
          form.setError('name', { type: 'validate', message: t('settings.companyNameRule') }, { shouldFocus: true });
          return;
        }
        save.mutate(name);
      })}
    >
      <h3 id="settings-company" className="font-display text-xl font-semibold text-ink">
        {t('settings.companyTitle')}
      </h3>
      <TextField
        label={t('settings.companyName')}
        autoComplete="organization"
        maxLength={100}
        error={form.formState.errors.name?.message}
        className="max-w-md"
        {...form.register('name')}
      />
      {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('settings.companySave')}
        </Button>
      </div>
    </form>
  );
}
