import type { CompanyUser } from '@soul/contracts';
import { b2bPermissions } from '@soul/domain/accounts/permissions';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField, SelectField, TextField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { flagFields, GRID_FLAGS } from './flags.ts';

type Field = 'firstName' | 'lastName' | 'email' | 'position';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invite a user or edit one: names, e-mail, position and the eight flags
 * (a new user starts with account §6's staff defaults: buy and see orders).
 * Never a password: the invited person chooses their own from the mail.
 */
export function StaffForm({
  user,
  language,
  saving,
  error,
  onSave,
  onCancel,
}: {
  user: CompanyUser | null;
  language: 'en' | 'lt';
  saving: boolean;
  error: string | null;
  onSave: (fields: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const { t } = useAccountT();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    email: user?.email ?? '',
    position: user?.position ?? '',
  });
  const [flags, setFlags] = useState<Record<string, boolean>>(user?.b2b_permissions ?? b2bPermissions('staff'));
  const [inviteLanguage, setInviteLanguage] = useState(language);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['firstName', 'lastName', 'email'] as const) if (!values[field].trim()) found[field] = t('company.form.required');
    if (!found.email && !EMAIL.test(values.email.trim())) found.email = t('company.form.invalidEmail');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave({
      ...(user ? { id: String(user.id) } : { language: inviteLanguage }),
      ...values,
      ...flagFields(flags),
    });
  };
  const text = (field: Field, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      value={values[field]}
      maxLength={field === 'email' ? 200 : 100}
      error={errors[field]}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      {...extra}
    />
  );
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  return (
    <Card title={user ? t('company.form.editTitle', { name }) : t('company.form.newTitle')}>
      <form noValidate aria-busy={saving} onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {text('firstName', t('company.form.firstName'), { autoComplete: 'off' })}
          {text('lastName', t('company.form.lastName'), { autoComplete: 'off' })}
          {text('email', t('company.form.email'), { type: 'email', autoComplete: 'off' })}
          {text('position', t('company.form.position'))}
          {user ? null : (
            <SelectField
              label={t('company.form.language')}
              hint={t('company.form.inviteHint')}
              value={inviteLanguage}
              onChange={(event) => setInviteLanguage(event.target.value === 'lt' ? 'lt' : 'en')}
              options={[
                { value: 'en', label: t('company.form.languages.en') },
                { value: 'lt', label: t('company.form.languages.lt') },
              ]}
            />
          )}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase">{t('company.permissions')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {GRID_FLAGS.map((flag) => (
              <CheckboxField
                key={flag}
                label={t(`company.flags.${flag}`)}
                checked={flags[flag] === true}
                onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
              />
            ))}
          </div>
        </fieldset>
        {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={saving}>
            {user ? t('company.form.save') : t('company.form.invite')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('company.form.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
