import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@soul/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { showNotification } from '../../overlays/notification-store.ts';
import { Button } from '../../ui/Button.tsx';
import { errorCodeOf, errorMessageOf, fieldErrorsOf } from '../api/errors.ts';
import { TextField } from '../forms/Field.tsx';
import { zodMessages } from '../forms/zod-messages.ts';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { passwordUpdate } from './profile-values.ts';
import { useSaveProfile } from './use-save-profile.ts';

/** The contract's password rules (profileUpdateSchema), both required here; the repeat is compared on submit. */
const passwordSchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(200)),
  newPassword: z.string().check(z.minLength(8), z.maxLength(200)),
  repeatPassword: z.string(),
});

type PasswordValues = z.input<typeof passwordSchema>;
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The "change password" part: current and new password, sent with the stored details (POST /profile). */
export function PasswordForm({ profile }: { profile: Profile }) {
  const { t } = useAccountT();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordValues, unknown, z.output<typeof passwordSchema>>({
    defaultValues: EMPTY,
    resolver: zodResolver(passwordSchema, { error: zodMessages(t) }),
  });
  const errors = form.formState.errors;
  const save = useSaveProfile(
    () => {
      form.reset(EMPTY);
      showNotification({ id: 'password-changed', tone: 'success', title: t('profile.passwordChanged'), autoCloseMs: 6000 });
    },
    (failure) => {
      const message = errorMessageOf(failure, t('errors.generic'));
      const params = fieldErrorsOf(failure);
      if (errorCodeOf(failure) === 'soul_wrong_password')
        form.setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
      else if (params.newPassword) form.setError('newPassword', { type: 'server', message: params.newPassword }, { shouldFocus: true });
      else if (params.currentPassword)
        form.setError('currentPassword', { type: 'server', message: params.currentPassword }, { shouldFocus: true });
      // Another field's problem (a stored detail the rules no longer accept): say which.
      else setError(Object.keys(params).length > 0 ? t('profile.fixDetailsFirst', { problems: Object.values(params).join(' ') }) : message);
    },
  );

  return (
    <form
      noValidate
      aria-busy={save.isPending}
      onSubmit={form.handleSubmit((values) => {
        setError(null);
        if (values.newPassword !== values.repeatPassword) {
          form.setError('repeatPassword', { type: 'mismatch', message: t('profile.passwordsDiffer') }, { shouldFocus: true });
          return;
        }
        save.mutate(passwordUpdate(profile, values.currentPassword, values.newPassword));
      })}
      className="flex flex-col gap-4"
    >
      {/* Lets password managers pair the new password with the account. */}
      <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <TextField
          label={t('profile.newPassword')}
          hint={t('profile.newPasswordHint')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <TextField
          label={t('profile.repeatPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.repeatPassword?.message}
          {...form.register('repeatPassword')}
        />
      </div>
      {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('profile.changePassword')}
        </Button>
      </div>
    </form>
  );
}
