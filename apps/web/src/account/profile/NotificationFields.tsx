import type { NotificationFlags } from '@soul/contracts';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';

/**
 * The notification flags of account §3 as checkboxes, for any form that
 * holds them under `notifications` (the profile, the settings).
 */
export function NotificationFields<Values extends FieldValues & { notifications: NotificationFlags }>({
  register,
}: {
  register: UseFormRegister<Values>;
}) {
  const { t } = useAccountT();
  const field = (flag: keyof NotificationFlags) => register(`notifications.${flag}` as Path<Values>);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 font-semibold text-ink">{t('profile.notifications')}</legend>
      <CheckboxField label={t('profile.notify.email')} {...field('email')} />
      <CheckboxField label={t('profile.notify.sms')} {...field('sms')} />
      <CheckboxField label={t('profile.notify.orders')} {...field('orders')} />
    </fieldset>
  );
}
