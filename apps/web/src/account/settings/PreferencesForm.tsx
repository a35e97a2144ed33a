import type { NotificationFlags, Profile } from '@soul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showNotification } from '../../overlays/notification-store.ts';
import { Button } from '../../ui/Button.tsx';
import { useAccountClient } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { SelectField } from '../forms/Field.tsx';
import { NotificationFields } from '../profile/NotificationFields.tsx';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';

interface Preferences {
  language: 'en' | 'lt';
  notifications: NotificationFlags;
}

/**
 * The account's preferences (account §2 Settings): the language the shop
 * writes in (its mails) and the notification flags of account §3, the same
 * ones the profile shows. Saved as a partial profile POST: the server keeps
 * every field the form does not send.
 */
export function PreferencesForm({ profile }: { profile: Profile }) {
  const { t } = useAccountT();
  const client = useAccountClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Preferences>({ defaultValues: { language: profile.language, notifications: { ...profile.notifications } } });
  const save = useMutation({
    mutationFn: (preferences: Preferences) => client.updatePreferences(preferences),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.profile(), saved);
      form.reset({ language: saved.language, notifications: { ...saved.notifications } });
      showNotification({ id: 'settings-saved', tone: 'success', title: t('settings.saved'), autoCloseMs: 6000 });
    },
    onError: (failure) => setError(errorMessageOf(failure, t('errors.generic'))),
  });

  return (
    <form
      noValidate
      aria-labelledby="settings-preferences"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => {
        setError(null);
        save.mutate(values);
      })}
    >
      <h3 id="settings-preferences" className="font-display text-xl font-semibold text-ink">
        {t('settings.preferencesTitle')}
      </h3>
      <SelectField
        label={t('settings.language')}
        hint={t('settings.languageHint')}
        options={[
          { value: 'en', label: t('company.form.languages.en') },
          { value: 'lt', label: t('company.form.languages.lt') },
        ]}
        className="max-w-xs"
        {...form.register('language')}
      />
      <NotificationFields register={form.register} />
      {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
