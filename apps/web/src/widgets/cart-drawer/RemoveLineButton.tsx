import type { CartItem } from '@soul/contracts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useCartRuntime } from './runtime-context.tsx';
import { Trash2 } from 'lucide-react';

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
      <Trash2 className="size-3.5" aria-hidden="true" />
      {t('line.remove')}
    </button>
  );
}
