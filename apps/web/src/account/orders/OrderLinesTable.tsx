import type { AccountOrder, AccountOrderLine } from '@soul/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Badge } from '../../ui/Badge.tsx';
import { Select } from '../../ui/Select.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { cx } from '../../ui/cx.ts';
import { useAccountT } from '../texts.ts';
import { useMoney } from '../ui/format.ts';
import { TableBox, TD, TH } from '../ui/TableBox.tsx';
import { useIsPhone } from '../ui/use-media-query.ts';
import { sizeLabelOf, type AddedLine } from './edit/added-line.ts';
import { addedAmounts, amountsOf, bundleItemsOf, MAX_LINE_QUANTITY, previewLines, topLevelLines, type LineAmounts } from './edit/order-draft.ts';
import type { OrderEdit } from './edit/use-order-edit.ts';

/** The controls of one editable line. */
interface LineControls {
  /** The quantity stepper is shown (a new line always has it). */
  editing: boolean;
  /** Edit / Done; absent for a new line. */
  onToggle?: () => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** 0 is allowed on a stored line (account §5: minimum 0); a new line is removed instead. */
  allowZero: boolean;
  disabled: boolean;
}

/** One line as shown, whether as a table row or a phone card. */
interface LineView {
  key: string;
  name: string;
  sku: string;
  amounts: LineAmounts;
  /** The amounts are a preview of an unsaved change. */
  preview: boolean;
  /** A bundle's item: the bundle's name. */
  bundleName?: string;
  /** Added in the draft: becomes a line when the order is saved. */
  isNew?: boolean;
  controls?: LineControls;
  /** A new line of a product sold in sizes: the size chosen, and how to choose another. */
  size?: { line: AddedLine; onChange: (variationId: number) => void; disabled: boolean };
  /** The name controls are labelled with, when the name alone is ambiguous (one product added in two sizes). */
  controlName?: string;
}

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
  if (line.sizes.length === 1) return <span className="text-xs text-ink-muted">{t('orders.edit.sizeIs', { size: line.sizes[0]?.label })}</span>;
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
          ? t('orders.edit.sizeOption', { size: option.label, price: money(option.unitGross) })
          : t('orders.edit.sizeOptionOut', { size: option.label }),
        disabled: !option.inStock,
      }))}
    />
  );
}

function LineName({ view }: { view: LineView }) {
  const { t } = useAccountT();
  if (view.bundleName) {
    return (
      <span className="flex items-start gap-2">
        <span aria-hidden="true" className="text-ink-muted">↳</span>
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

function Quantity({ view }: { view: LineView }) {
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
          label={t('orders.edit.quantityOf', { name: view.controlName ?? view.name })}
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

function Money({ cents, preview, currency }: { cents: number; preview: boolean; currency: string }) {
  const { t } = useAccountT();
  const money = useMoney();
  return (
    <>
      {money(cents, currency)}
      {preview ? <VisuallyHidden> ({t('orders.edit.preview')})</VisuallyHidden> : null}
    </>
  );
}

function Actions({ view }: { view: LineView }) {
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
          aria-label={controls.editing ? t('orders.edit.doneFor', { name: view.controlName ?? view.name }) : t('orders.edit.editFor', { name: view.controlName ?? view.name })}
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
          aria-label={t('orders.edit.removeFor', { name: view.controlName ?? view.name })}
          className={cx(button, 'text-danger-700 hover:bg-danger-50')}
        >
          {t('orders.edit.remove')}
        </button>
      ) : null}
    </div>
  );
}

function LineRow({ view, currency, editable }: { view: LineView; currency: string; editable: boolean }) {
  const cell = (cents: number) => (
    <td className={cx(TD, 'text-right whitespace-nowrap tabular-nums', view.preview && 'font-semibold text-accent-800')}>
      <Money cents={cents} preview={view.preview} currency={currency} />
    </td>
  );
  return (
    <tr className={cx(view.bundleName ? 'bg-canvas/60 text-ink-soft' : undefined, view.preview && 'bg-accent-50/50')}>
      <th scope="row" className={cx(TD, 'text-left font-normal', view.bundleName && 'pl-10 first:pl-10')}>
        <LineName view={view} />
      </th>
      <td className={cx(TD, 'tabular-nums')}>
        <Quantity view={view} />
      </td>
      {cell(view.amounts.subtotal)}
      {cell(view.amounts.total)}
      {cell(view.amounts.total_tax)}
      {editable ? (
        <td className={cx(TD, 'text-right')}>
          <Actions view={view} />
        </td>
      ) : null}
    </tr>
  );
}

/** A phone's line: name and SKU, then quantity, amounts and actions as labelled rows. */
function LineCard({ view, currency, items }: { view: LineView; currency: string; items: readonly LineView[] }) {
  const { t } = useAccountT();
  const fact = (label: string, value: ReactNode, key: string) => (
    <div key={key} className="flex min-h-9 items-center justify-between gap-4">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={cx('text-right tabular-nums', view.preview && key !== 'quantity' && 'font-semibold text-accent-800')}>{value}</dd>
    </div>
  );
  return (
    <li className={cx('flex flex-col gap-2 rounded-xl border p-3', view.isNew ? 'border-accent-300 bg-accent-50/40' : view.preview ? 'border-line bg-accent-50/50' : 'border-line bg-surface')}>
      <LineName view={view} />
      <dl className="flex flex-col text-sm">
        {fact(t('orders.lines.quantity'), <Quantity view={view} />, 'quantity')}
        {fact(t('orders.lines.subtotal'), <Money cents={view.amounts.subtotal} preview={view.preview} currency={currency} />, 'subtotal')}
        {fact(t('orders.lines.total'), <Money cents={view.amounts.total} preview={view.preview} currency={currency} />, 'total')}
        {fact(t('orders.lines.tax'), <Money cents={view.amounts.total_tax} preview={view.preview} currency={currency} />, 'tax')}
        {view.controls ? fact(t('orders.lines.actions'), <div className="-mr-3">
            <Actions view={view} />
          </div>, 'actions') : null}
      </dl>
      {items.length > 0 ? (
        <ul className="flex flex-col gap-2 border-t border-line pt-2" aria-label={t('orders.lines.bundleItems', { name: view.name })}>
          {items.map((item) => (
            <li key={item.key} className="flex flex-col gap-1 rounded-lg bg-canvas px-3 py-2 text-sm text-ink-soft">
              <LineName view={item} />
              <dl className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-xs">
                {(
                  [
                    ['quantity', t('orders.lines.quantity'), String(item.amounts.quantity)],
                    ['subtotal', t('orders.lines.subtotal'), <Money key="s" cents={item.amounts.subtotal} preview={item.preview} currency={currency} />],
                    ['total', t('orders.lines.total'), <Money key="t" cents={item.amounts.total} preview={item.preview} currency={currency} />],
                    ['tax', t('orders.lines.tax'), <Money key="x" cents={item.amounts.total_tax} preview={item.preview} currency={currency} />],
                  ] as const
                ).map(([key, label, value]) => (
                  <div key={key} className="flex justify-between gap-2">
                    <dt>{label}</dt>
                    <dd className={cx('tabular-nums', item.preview && 'font-semibold text-accent-800')}>{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

interface LineGroup {
  view: LineView;
  items: LineView[];
}

/** The order's lines as views: stored lines (with the draft's quantities and removals) and their bundle items, then the new lines. */
function lineGroups(order: AccountOrder, edit: OrderEdit | null, onRemoveRequest: (line: AccountOrderLine) => void, onRemoveAdded: (key: string) => void): LineGroup[] {
  if (!edit) {
    return topLevelLines(order).map((line) => ({
      view: { key: String(line.id), name: line.name, sku: line.sku, amounts: amountsOf(line), preview: false },
      items: bundleItemsOf(order, line.id).map((item) => ({ key: String(item.id), name: item.name, sku: item.sku, amounts: amountsOf(item), preview: false, bundleName: line.name })),
    }));
  }
  const stored = previewLines(order, edit.draft).map(({ line, amounts, changed, items }) => ({
    view: {
      key: String(line.id),
      name: line.name,
      sku: line.sku,
      amounts,
      preview: changed,
      controls: {
        editing: edit.editing.has(line.id),
        onToggle: () => edit.toggleEditing(line.id),
        onQuantity: (value: number) => edit.setQuantity(line.id, value),
        onRemove: () => onRemoveRequest(line),
        allowZero: true,
        disabled: edit.busy,
      },
    },
    items: items.map((item) => ({ key: String(item.line.id), name: item.line.name, sku: item.line.sku, amounts: item.amounts, preview: changed, bundleName: line.name })),
  }));
  const added = edit.draft.added.map((line) => ({
    view: {
      key: `new-${line.key}`,
      name: line.name,
      sku: line.sku,
      amounts: addedAmounts(line),
      preview: true,
      isNew: true,
      size: { line, onChange: (variationId: number) => edit.setAddedSize(line.key, variationId), disabled: edit.busy },
      controlName: sizeLabelOf(line) ? `${line.name} ${sizeLabelOf(line)}` : line.name,
      controls: {
        editing: true,
        onQuantity: (value: number) => edit.setAddedQuantity(line.key, value),
        onRemove: () => onRemoveAdded(line.key),
        allowZero: false,
        disabled: edit.busy,
      },
    },
    items: [],
  }));
  return [...stored, ...added];
}

/**
 * The order's lines (account §2: name, quantity, subtotal, total, tax).
 * Bundle items sit under their bundle and follow it. With `edit`, each
 * stored top-level line toggles between view and edit (account §4), added
 * products are new lines until Save, and changed amounts are a preview.
 * From 640 px a table; on a phone one card per line, so the name, the
 * quantity and the amounts are never hidden behind sideways scrolling.
 */
export function OrderLinesTable({
  order,
  edit,
  onRemoveRequest,
  onRemoveAdded,
}: {
  order: AccountOrder;
  edit: OrderEdit | null;
  onRemoveRequest: (line: AccountOrderLine) => void;
  onRemoveAdded: (key: string) => void;
}) {
  const { t } = useAccountT();
  const phone = useIsPhone();
  const editable = edit !== null;
  const groups = lineGroups(order, edit, onRemoveRequest, onRemoveAdded);

  if (phone) {
    return (
      <ul className="flex flex-col gap-3" aria-label={t('orders.lines.caption')}>
        {groups.map(({ view, items }) => (
          <LineCard key={view.key} view={view} items={items} currency={order.currency} />
        ))}
      </ul>
    );
  }

  return (
    <TableBox label={t('orders.lines.caption')}>
      <table className={cx('w-full border-collapse text-sm', editable ? 'min-w-[44rem]' : 'min-w-[32rem]')}>
        <caption className="sr-only">{t('orders.lines.caption')}</caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            <th scope="col" className={TH}>{t('orders.lines.product')}</th>
            <th scope="col" className={TH}>{t('orders.lines.quantity')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('orders.lines.subtotal')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('orders.lines.total')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('orders.lines.tax')}</th>
            {editable ? (
              <th scope="col" className={`${TH} text-right`}>
                {t('orders.lines.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {groups.flatMap(({ view, items }) => [
            <LineRow key={view.key} view={view} currency={order.currency} editable={editable} />,
            ...items.map((item) => <LineRow key={item.key} view={item} currency={order.currency} editable={editable} />),
          ])}
        </tbody>
      </table>
    </TableBox>
  );
}
