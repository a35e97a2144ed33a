import type { i18n as I18n } from 'i18next';
import type { WidgetEnv } from '../../boot/widget-env.tsx';
import { loadCart } from '../../cart/load.ts';
import { showError } from '../../overlays/notification-store.ts';
import type { SelectedRow } from './selected-row.ts';

/**
 * 'Add Selected': loads the cart chunk and adds the rows in one /batch
 * (add-selected.ts); the drawer opens when anything was added.
 */
export async function onAddSelected(
  rows: SelectedRow[],
  context: { env: WidgetEnv; i18n: I18n },
): Promise<{ added: number; failed: number }> {
  if (rows.length === 0) return { added: 0, failed: 0 };
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    const [runtime, { addSelectedRows }] = await Promise.all([loadCart(context.env, context.i18n), import('./add-selected.ts')]);
    return await addSelectedRows(runtime, context.i18n, rows, opener);
  } catch (error) {
    showError(error instanceof Error ? error.message : null);
    return { added: 0, failed: rows.length };
  }
}
