import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@soul/contracts';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { showNotification } from '../../overlays/notification-store.ts';
import { Button } from '../../ui/Button.tsx';
import { useAccount } from '../account-context.tsx';
import { errorCodeOf, errorMessageOf } from '../api/errors.ts';
import { ReadOnlyValue, SelectField, TextField } from '../forms/Field.tsx';
import { applyServerFieldErrors } from '../forms/server-errors.ts';
import { zodMessages } from '../forms/zod-messages.ts';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { NotificationFields } from './NotificationFields.tsx';
import { profileFormValues, PROFILE_COUNTRIES, type ProfileFormValues } from './profile-values.ts';
import { useSaveProfile } from './use-save-profile.ts';

const FIELDS: readonly Path<ProfileFormValues>[] = [
  'firstName',
  'lastName',
  'company',
  'email',
  'phone',
  'address',
  'city',
  'postCode',
  'country',
  'position',
  'currentPassword',
];
const KNOWN_ROLES = ['customer', 'director', 'administrator', 'vendor', 'staff'];

function countryLabel(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Personal details, address, notification flags (account §3 "Profile"); role and username read-only. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useAccountT();
  const { locale } = useAccount();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    defaultValues: profileFormValues(profile),
    resolver: zodResolver(profileUpdateSchema, { error: zodMessages(t) }),
  });
  const errors = form.formState.errors;
  const emailChanged = useWatch({ control: form.control, name: 'email' }).trim().toLowerCase() !== profile.email.toLowerCase();
  const save = useSaveProfile(
    (saved) => {
      form.reset(profileFormValues(saved));
      showNotification({ id: 'profile-saved', tone: 'success', title: t('profile.saved'), autoCloseMs: 6000 });
    },
    (failure) => {
      const code = errorCodeOf(failure);
      if (code === 'soul_wrong_password')
        form.setError('currentPassword', { type: 'server', message: errorMessageOf(failure, t('errors.generic')) }, { shouldFocus: true });
      else if (code === 'soul_email_taken')
        form.setError('email', { type: 'server', message: errorMessageOf(failure, t('errors.generic')) }, { shouldFocus: true });
      else if (!applyServerFieldErrors(failure, FIELDS, form.setError)) setError(errorMessageOf(failure, t('errors.generic')));
    },
  );

  const submit = form.handleSubmit((values) => {
    setError(null);
    // Changing the e-mail needs the current password (the server refuses it otherwise).
    if (emailChanged && values.currentPassword === '') {
      form.setError('currentPassword', { type: 'required', message: t('profile.currentPasswordForEmail') }, { shouldFocus: true });
      return;
    }
    save.mutate({ ...values, newPassword: '', currentPassword: emailChanged ? values.currentPassword : '' });
  });

  const countries: string[] = [...PROFILE_COUNTRIES];
  if (profile.country && !countries.includes(profile.country)) countries.push(profile.country);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-busy={save.isPending}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ReadOnlyValue label={t('profile.username')} value={profile.username} />
        <ReadOnlyValue label={t('profile.role')} value={KNOWN_ROLES.includes(profile.role) ? t(`roles.${profile.role}`) : profile.role} />
        {profile.companyLocked ? (
          <ReadOnlyValue label={t('profile.company')} value={profile.company} hint={t('profile.companyLocked')} />
        ) : null}
      </dl>

      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-semibold text-ink">{t('profile.personal')}</legend>
        <TextField
          label={t('profile.firstName')}
          autoComplete="given-name"
          maxLength={60}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('profile.lastName')}
          autoComplete="family-name"
          maxLength={60}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={30}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        {emailChanged ? (
          <TextField
            className="sm:col-span-2"
            label={t('profile.currentPassword')}
            hint={t('profile.currentPasswordForEmail')}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        ) : null}
        {profile.companyLocked ? null : (
          <TextField
            label={t('profile.company')}
            autoComplete="organization"
            maxLength={100}
            error={errors.company?.message}
            {...form.register('company')}
          />
        )}
        <TextField
          label={t('profile.position')}
          autoComplete="organization-title"
          maxLength={60}
          error={errors.position?.message}
          {...form.register('position')}
        />
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-semibold text-ink">{t('profile.address')}</legend>
        <TextField
          className="sm:col-span-2"
          label={t('profile.street')}
          autoComplete="street-address"
          maxLength={120}
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          label={t('profile.city')}
          autoComplete="address-level2"
          maxLength={60}
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          label={t('profile.postCode')}
          autoComplete="postal-code"
          maxLength={12}
          error={errors.postCode?.message}
          {...form.register('postCode')}
        />
        <SelectField
          label={t('profile.country')}
          autoComplete="country"
          error={errors.country?.message}
          options={[
            { value: '', label: t('profile.chooseCountry') },
            ...countries.map((code) => ({ value: code, label: countryLabel(code, locale) })),
          ]}
          {...form.register('country')}
        />
      </fieldset>

      <NotificationFields register={form.register} />

      {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
