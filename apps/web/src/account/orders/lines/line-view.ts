import type { AccountOrder, AccountOrderLine } from '@soul/contracts';
import { sizeLabelOf, type AddedLine } from '../edit/added-line.ts';
import { addedAmounts, amountsOf, bundleItemsOf, previewLines, topLevelLines, type LineAmounts } from '../edit/edit-draft.ts';
import type { OrderEdit } from '../edit/use-order-edit.ts';

/** The controls of one editable line. */
export interface LineControls {
  /** The name the controls are labelled with: the line's, with its size for a new line (one product may be added in two sizes). */
  label: string;
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
export interface LineView {
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
  size?: { line: AddedLine; currency: string; onChange: (variationId: number) => void; disabled: boolean };
}

export interface LineGroup {
  view: LineView;
  items: LineView[];
}

/** The order's lines as views: stored lines (with the draft's quantities and removals) and their bundle items, then the new lines. */
export function lineGroups(
  order: AccountOrder,
  edit: OrderEdit | null,
  onRemoveRequest: (line: AccountOrderLine) => void,
  onRemoveAdded: (key: string) => void,
): LineGroup[] {
  if (!edit) {
    return topLevelLines(order).map((line) => ({
      view: { key: String(line.id), name: line.name, sku: line.sku, amounts: amountsOf(line), preview: false },
      items: bundleItemsOf(order, line.id).map((item) => ({
        key: String(item.id),
        name: item.name,
        sku: item.sku,
        amounts: amountsOf(item),
        preview: false,
        bundleName: line.name,
      })),
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
        label: line.name,
        editing: edit.editing.has(line.id),
        onToggle: () => edit.toggleEditing(line.id),
        onQuantity: (value: number) => edit.setQuantity(line.id, value),
        onRemove: () => onRemoveRequest(line),
        allowZero: true,
        disabled: edit.busy,
      },
    },
    items: items.map((item) => ({
      key: String(item.line.id),
      name: item.line.name,
      sku: item.line.sku,
      amounts: item.amounts,
      preview: changed,
      bundleName: line.name,
    })),
  }));
  const added = edit.draft.added.map((line) => {
    const size = sizeLabelOf(line);
    return {
      view: {
        key: `new-${line.key}`,
        name: line.name,
        sku: line.sku,
        amounts: addedAmounts(line),
        preview: true,
        isNew: true,
        size: {
          line,
          currency: order.currency,
          onChange: (variationId: number) => edit.setAddedSize(line.key, variationId),
          disabled: edit.busy,
        },
        controls: {
          label: size ? `${line.name} ${size}` : line.name,
          editing: true,
          onQuantity: (value: number) => edit.setAddedQuantity(line.key, value),
          onRemove: () => onRemoveAdded(line.key),
          allowZero: false,
          disabled: edit.busy,
        },
      },
      items: [],
    };
  });
  return [...stored, ...added];
}
