import type { CartItem } from '@soul/contracts';
import { useTranslation } from 'react-i18next';
import { useCartRuntime } from './runtime-context.tsx';

/** Removes the line; its name is in the accessible label ("Remove Gut Restore"). */
export function RemoveLineButton({ line, disabled }: { line: CartItem; disabled: boolean }) {
  const { t } = useTranslation('cart');
  const { actions } = useCartRuntime();
  return (
    <button
      type="button"
      onClick={() => void actions.removeItem(line.key)}
      disabled={disabled}
      aria-label={t('line.removeItem', { name: line.name })}
      className="-mr-1 inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs font-semibold text-ink-muted underline-offset-4 hover:bg-danger-50 hover:text-danger-700 disabled:opacity-50"
    >
      <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
        <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('line.remove')}
    </button>
  );
}

