import { useEffect, useRef } from 'react';
import { Badge } from '../../../ui/Badge.tsx';
import { cx } from '../../../ui/cx.ts';
import { QuantityStepper } from '../../../ui/QuantityStepper.tsx';
import { Select } from '../../../ui/Select.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import { useAccountT } from '../../texts.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { MAX_LINE_QUANTITY } from '@soul/domain/orders/order-edit';
import type { LineView } from './line-view.ts';

/* The pieces of one order line, shared by the table row and the phone card. */

/** Focus goes to the quantity when the customer starts editing a line (not when a row first appears). */
function useFocusOnEditStart(editing: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const before = useRef(editing);
  useEffect(() => {
    if (editing && !before.current) ref.current?.querySelector('input')?.focus();
    before.current = editing;
  }, [editing]);
  return ref;
}

function NewLineNote() {
  const { t } = useAccountT();
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone="accent">{t('orders.edit.newLine')}</Badge>
      <span className="text-xs text-ink-muted">{t('orders.edit.newLineNote')}</span>
    </span>
  );
}

/** The size of a new line: a choice when the product has several, else the one it has. */
function SizeChoice({ size, name }: { size: NonNullable<LineView['size']>; name: string }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { line } = size;
  if (line.sizes.length === 1)
    return <span className="text-xs text-ink-muted">{t('orders.edit.sizeIs', { size: line.sizes[0]?.label })}</span>;
  return (
    <Select
      size="sm"
      className="mt-1 max-w-60"
      label={t('orders.edit.sizeOf', { name })}
      hideLabel
      value={String(line.variation_id)}
      disabled={size.disabled}
      onChange={(event) => size.onChange(Number(event.target.value))}
      options={line.sizes.map((option) => ({
        value: String(option.variation_id),
        label: option.inStock
          ? t('orders.edit.sizeOption', { size: option.label, price: money(option.unitGross, size.currency) })
          : t('orders.edit.sizeOptionOut', { size: option.label }),
        disabled: !option.inStock,
      }))}
    />
  );
}

export function LineName({ view }: { view: LineView }) {
  const { t } = useAccountT();
  if (view.bundleName) {
    return (
      <span className="flex items-start gap-2">
        <span aria-hidden="true" className="text-ink-muted">
          ↳
        </span>
        <span>
          {view.name}
          <VisuallyHidden> ({t('orders.lines.partOf', { name: view.bundleName })})</VisuallyHidden>
        </span>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-semibold break-words text-ink">{view.name}</span>
      {view.sku ? <span className="text-xs text-ink-muted">{t('orders.lines.sku', { sku: view.sku })}</span> : null}
      {view.size && view.size.line.sizes.length > 0 ? <SizeChoice size={view.size} name={view.name} /> : null}
      {view.isNew ? <NewLineNote /> : null}
    </span>
  );
}

export function Quantity({ view }: { view: LineView }) {
  const { t } = useAccountT();
  const controls = view.controls;
  const stepperBox = useFocusOnEditStart(controls?.editing ?? false);
  if (controls?.editing) {
    return (
      <div ref={stepperBox}>
        <QuantityStepper
          allowZero={controls.allowZero}
          max={MAX_LINE_QUANTITY}
          size="sm"
          value={view.amounts.quantity}
          disabled={controls.disabled}
          onChange={controls.onQuantity}
          label={t('orders.edit.quantityOf', { name: controls.label })}
        />
      </div>
    );
  }
  return (
    <span ref={stepperBox} className={cx(view.preview && 'font-semibold text-accent-800')}>
      {view.amounts.quantity}
    </span>
  );
}

export function Money({ cents, preview, currency }: { cents: number; preview: boolean; currency: string }) {
  const { t } = useAccountT();
  const money = useMoney();
  return (
    <>
      {money(cents, currency)}
      {preview ? <VisuallyHidden> ({t('orders.edit.preview')})</VisuallyHidden> : null}
    </>
  );
}

export function Actions({ view }: { view: LineView }) {
  const { t } = useAccountT();
  const controls = view.controls;
  if (!controls) return null;
  const button = 'inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold disabled:opacity-55';
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {controls.onToggle ? (
        <button
          type="button"
          onClick={controls.onToggle}
          disabled={controls.disabled}
          aria-label={
            controls.editing ? t('orders.edit.doneFor', { name: controls.label }) : t('orders.edit.editFor', { name: controls.label })
          }
          className={cx(button, 'text-brand-700 hover:bg-brand-50')}
        >
          {controls.editing ? t('orders.edit.done') : t('orders.edit.edit')}
        </button>
      ) : null}
      {controls.editing ? (
        <button
          type="button"
          onClick={controls.onRemove}
          disabled={controls.disabled}
          aria-label={t('orders.edit.removeFor', { name: controls.label })}
          className={cx(button, 'text-danger-700 hover:bg-danger-50')}
        >
          {t('orders.edit.remove')}
        </button>
      ) : null}
    </div>
  );
}
