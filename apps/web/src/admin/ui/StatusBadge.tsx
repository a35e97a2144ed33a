import { cx } from '../../ui/cx.ts';

const TONES: Record<string, string> = {
  pending: 'bg-accent-100 text-accent-800',
  approved: 'bg-brand-100 text-brand-900',
  rejected: 'bg-sand text-ink',
  locked: 'bg-ink text-white',
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={cx('inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold', TONES[status] ?? 'bg-sand text-ink')}>
      {label}
    </span>
  );
}
