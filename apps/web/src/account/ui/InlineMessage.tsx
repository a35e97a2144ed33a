import type { ReactNode } from 'react';
import { cx } from '../../ui/cx.ts';

const TONES = {
  error: 'border-danger-200 bg-danger-50 text-danger-700',
  warning: 'border-accent-300 bg-accent-50 text-accent-800',
  success: 'border-brand-200 bg-success-50 text-success-700',
  info: 'border-line bg-canvas text-ink-soft',
} as const;

/**
 * A message in place (a refused save, a warning, a confirmation). Errors are
 * alerts; the others are polite status messages.
 */
export function InlineMessage({
  tone,
  children,
  className,
  id,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={cx('rounded-xl border px-4 py-3 text-sm', TONES[tone], className)}>
      {children}
    </div>
  );
}
