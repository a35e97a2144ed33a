import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { cx } from './cx.ts';
import { useDialog } from './use-dialog.ts';
import { X } from 'lucide-react';

export type ModalWidth = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl';

const WIDTHS: Record<ModalWidth, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
};

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Hide the visible heading (it still labels the dialog). */
  hideTitle?: boolean;
  width?: ModalWidth;
  children: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** The dialog element's id (storefront §2 names some, e.g. the review form's `reviewForm`). */
  id?: string;
}

/**
 * An accessible dialog on the native <dialog> element (useDialog: the page
 * behind inert, Escape and the backdrop close, Tab wraps inside, focus
 * returns to whatever opened it). Lighter than a dialog library.
 */
export function Modal({ open, onClose, title, hideTitle = false, width = 'lg', children, footer, role = 'dialog', id }: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialog = useDialog({ open, onClose });

  if (!open) return null;

  return (
    <dialog
      {...dialog}
      id={id}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      className={cx(
        'm-auto w-[calc(100%-2rem)] rounded-[var(--radius-card)] bg-surface p-0 text-ink shadow-[var(--shadow-pop)]',
        'max-h-[calc(100dvh-2rem)] overflow-hidden',
        WIDTHS[width],
      )}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
          <h2 id={titleId} className={cx('font-display text-xl font-semibold text-ink', hideTitle && 'sr-only')}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 ml-auto inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
          >
            <span className="sr-only">{t('actions.close')}</span>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="overflow-y-auto px-6 py-5">{children}</div>
        {footer ? <div className="flex flex-wrap justify-end gap-3 border-t border-line bg-canvas px-6 py-4">{footer}</div> : null}
      </div>
    </dialog>
  );
}
