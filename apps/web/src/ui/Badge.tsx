import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export type BadgeTone = 'brand' | 'accent' | 'neutral' | 'danger' | 'solid';

const TONES: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  accent: 'bg-accent-50 text-accent-800 ring-accent-300',
  neutral: 'bg-sand text-ink-soft ring-line',
  danger: 'bg-danger-50 text-danger-700 ring-danger-200',
  solid: 'bg-accent-800 text-white ring-accent-800',
};

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
