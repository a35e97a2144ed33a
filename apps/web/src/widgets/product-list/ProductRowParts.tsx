import type { StoreProduct } from '@soul/contracts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { currencyOf } from '../../catalogue/money.ts';
import { StockStatus } from '../../catalogue/StockStatus.tsx';
import { useModalStore } from '../../overlays/modal-store.ts';
import { Button } from '../../ui/Button.tsx';
import { Price } from '../../ui/Price.tsx';
import { QuantityStepper, type StepperSize } from '../../ui/QuantityStepper.tsx';
import { listPriceOf } from './row-model.ts';

/** Cells and controls shared by the table and the grid view. */
export interface RowControls {
  selected: boolean;
  onToggle: (product: StoreProduct) => void;
  units: number;
  onUnits: (product: StoreProduct, units: number) => void;
  /** Adds this one row (its units) to the cart. */
  onAdd: (product: StoreProduct) => void;
  /** This row's add is under way. */
  adding: boolean;
  /** The shopper may buy (account §6); else the add buttons stay off. */
  canBuy: boolean;
}

export function SelectBox({ product, selected, onToggle }: { product: StoreProduct } & Pick<RowControls, 'selected' | 'onToggle'>) {
  const { t } = useTranslation('catalogue');
  return (
    <input
      type="checkbox"
      checked={selected}
      onChange={() => onToggle(product)}
      aria-label={t('list.selectProduct', { name: product.name })}
      className="size-5 cursor-pointer rounded accent-brand-700"
    />
  );
}

export function ListPrice({ product, className }: { product: StoreProduct; className?: string }) {
  const price = listPriceOf(product);
  return (
    <Price
      amount={price.amount}
      regular={price.regular}
      from={price.from}
      lowest={price.lowest}
      currency={currencyOf(product.prices)}
      size="md"
      className={className}
    />
  );
}

export function Availability({ product }: { product: StoreProduct }) {
  return <StockStatus stock={product} />;
}

export function UnitsStepper({
  product,
  units,
  onUnits,
  size = 'xs',
}: { product: StoreProduct; size?: StepperSize } & Pick<RowControls, 'units' | 'onUnits'>) {
  const { t } = useTranslation('common');
  const stock = product.stock_quantity;
  const maximum = product.add_to_cart.maximum;
  // As in the mini cart (CartLine.tsx): a maximum that is just the stock is left to the stock rule,
  // so typing more shows 'Stock is limited' / 'Inventory limit for this product is {n}' (storefront §5).
  const max = stock !== null && stock > 0 && maximum === stock ? null : maximum;
  return (
    <QuantityStepper
      size={size}
      value={units}
      min={product.add_to_cart.minimum}
      max={max}
      stockQuantity={product.stock_quantity}
      label={t('quantity.labelFor', { name: product.name })}
      onChange={(value) => onUnits(product, value)}
      disabled={!product.is_in_stock}
    />
  );
}

export function QuickViewButton({ product, className }: { product: StoreProduct; className?: string }) {
  const { t } = useTranslation('catalogue');
  const open = useModalStore((state) => state.open);
  return (
    <button
      type="button"
      onClick={() => open('quick-view', { product })}
      aria-label={t('list.quickViewOf', { name: product.name })}
      className={className ?? 'text-sm font-semibold text-brand-700 underline-offset-4 hover:underline'}
    >
      {t('list.quickView')}
    </button>
  );
}

/** One row's own add-to-cart (its units), beside 'Add Selected'. */
export function AddRowButton({ product, controls, className }: { product: StoreProduct; controls: RowControls; className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <Button
      size="sm"
      className={className}
      loading={controls.adding}
      disabled={!controls.canBuy || !product.is_in_stock}
      aria-label={t('list.addOne', { name: product.name })}
      onClick={() => controls.onAdd(product)}
    >
      {t('list.add')}
    </Button>
  );
}
