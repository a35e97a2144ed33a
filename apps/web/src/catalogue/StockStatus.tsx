import { useTranslation } from '../i18n/use-translation.tsx';
import { cx } from '../ui/cx.ts';

/** Few enough to say how many are left. */
export const LOW_STOCK_THRESHOLD = 5;

export interface StockInfo {
  is_in_stock: boolean;
  stock_quantity: number | null;
  is_on_backorder?: boolean;
}

export function StockStatus({ stock, className }: { stock: StockInfo; className?: string }) {
  const { t } = useTranslation('catalogue');
  let text: string;
  let tone: string;
  if (!stock.is_in_stock) {
    text = t('stock.outOfStock');
    tone = 'text-danger-700';
  } else if (stock.is_on_backorder) {
    text = t('stock.onBackorder');
    tone = 'text-accent-800';
  } else if (stock.stock_quantity !== null && stock.stock_quantity > 0 && stock.stock_quantity <= LOW_STOCK_THRESHOLD) {
    text = t('stock.left', { count: stock.stock_quantity });
    tone = 'text-accent-800';
  } else {
    text = t('stock.inStock');
    tone = 'text-success-700';
  }
  return (
    <span className={cx('inline-flex items-center gap-1.5 whitespace-nowrap text-sm font-medium', tone, className)}>
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {text}
    </span>
  );
}
