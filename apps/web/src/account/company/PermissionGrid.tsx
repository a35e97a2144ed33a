import type { CompanyUser } from '@soul/contracts';
import type { PermissionFlag } from '@soul/domain/accounts/permissions';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';
import { useAccountT } from '../texts.ts';
import { PhoneCard, PhoneCardList } from '../ui/PhoneCards.tsx';
import { TableBox, TD, TH } from '../ui/TableBox.tsx';
import { useIsPhone } from '../ui/use-media-query.ts';
import { GRID_FLAGS } from './flags.ts';

interface GridProps {
  users: readonly CompanyUser[];
  /** The flag being saved (`userId:flag`) and the value asked for: its checkbox shows it and waits. */
  busy: { key: string; value: boolean } | null;
  onToggle: (user: CompanyUser, flag: PermissionFlag, value: boolean) => void;
  onEdit: (user: CompanyUser) => void;
  onRemove: (user: CompanyUser) => void;
}

const fullName = (user: CompanyUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/**
 * The company's users and their eight flags (account §3, §6) as one grid:
 * a row per user, a checkbox per flag, each named "flag: person" for
 * screen readers; a change saves at once. On a phone each user is a card
 * with the flags as a labelled checkbox group.
 */
export function PermissionGrid({ users, busy, onToggle, onEdit, onRemove }: GridProps) {
  const { t } = useAccountT();
  const phone = useIsPhone();
  const checkbox = (user: CompanyUser, flag: PermissionFlag, labelled: boolean) => {
    const id = `flag-${user.id}-${flag}`;
    const saving = busy?.key === `${user.id}:${flag}`;
    const input = (
      <input
        id={id}
        type="checkbox"
        className="size-5 cursor-pointer accent-brand-700"
        checked={saving ? busy.value : user.b2b_permissions[flag] === true}
        aria-busy={saving}
        readOnly={saving}
        aria-label={labelled ? undefined : t('company.flagOf', { flag: t(`company.flags.${flag}`), name: fullName(user) })}
        onChange={(event) => {
          if (!saving) onToggle(user, flag, event.target.checked);
        }}
      />
    );
    return labelled ? (
      <div key={flag} className="flex items-center gap-3">
        {input}
        <label htmlFor={id} className="text-sm text-ink">
          {t(`company.flags.${flag}`)}
        </label>
      </div>
    ) : (
      input
    );
  };
  const actions = (user: CompanyUser) => (
    <div className="flex flex-col items-stretch gap-1">
      <Button size="sm" variant="secondary" aria-label={t('company.edit', { name: fullName(user) })} onClick={() => onEdit(user)}>
        {t('company.editShort')}
      </Button>
      <Button size="sm" variant="ghost" aria-label={t('company.remove', { name: fullName(user) })} onClick={() => onRemove(user)}>
        {t('company.removeShort')}
      </Button>
    </div>
  );
  const who = (user: CompanyUser) => (
    <span className="flex flex-col gap-0.5">
      <span className="font-semibold text-ink">{fullName(user)}</span>
      <span className="text-xs font-normal break-all text-ink-soft">{user.email}</span>
      <span className="text-xs font-normal text-ink-muted">{[user.position, t(`company.${user.status}`)].filter(Boolean).join(' · ')}</span>
    </span>
  );

  if (phone)
    return (
      <PhoneCardList label={t('company.caption')}>
        {users.map((user) => (
          <PhoneCard key={user.id} head={who(user)}>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">
                {t('company.permissions')}: {fullName(user)}
              </legend>
              {GRID_FLAGS.map((flag) => checkbox(user, flag, true))}
            </fieldset>
            {actions(user)}
          </PhoneCard>
        ))}
      </PhoneCardList>
    );

  return (
    <TableBox label={t('company.caption')}>
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{t('company.caption')}</caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            <th scope="col" className={TH}>
              {t('company.name')}
            </th>
            {GRID_FLAGS.map((flag) => (
              <th
                key={flag}
                scope="col"
                className="w-[4.75rem] px-1 py-3 text-center align-bottom text-[0.72rem] leading-tight font-semibold text-ink-muted"
              >
                {t(`company.flags.${flag}`)}
              </th>
            ))}
            <th scope="col" className={TH}>
              <span className="sr-only">{t('company.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => (
            <tr key={user.id} className="hover:bg-canvas">
              <th scope="row" className={`${TD} text-left`}>
                {who(user)}
              </th>
              {GRID_FLAGS.map((flag) => (
                <td key={flag} className={`${TD} px-1 text-center`}>
                  {checkbox(user, flag, false)}
                </td>
              ))}
              <td className={`${TD} w-0`}>
                <div className="flex flex-col gap-1">
                  <IconButton label={t('company.edit', { name: fullName(user) })} onClick={() => onEdit(user)}>
                    <Pencil className="size-4" aria-hidden="true" />
                  </IconButton>
                  <IconButton label={t('company.remove', { name: fullName(user) })} onClick={() => onRemove(user)}>
                    <Trash2 className="size-4" aria-hidden="true" />
                  </IconButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/** A square button named by its label (the grid's row actions: the eight flag columns need the width). */
function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-full border border-line-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50"
    >
      {children}
    </button>
  );
}
