import { INVOICE_EXPORT_MAX_ORDERS, invoiceExportBulkSchema, invoiceExportQuerySchema } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { problemAnswer } from '../../http/problem-error.ts';
import type { AppServices } from '../../services/app-services.ts';
import type { AjaxHandler } from './ajax-types.ts';

/**
 * The invoice bulk export (account §7, the PDF-invoices plugin's actions):
 * `wpo_wcpdf_export_get_order_ids` lists the orders of a chosen date range
 * and status (the original's fixed past range is the user's choice here);
 * `wpo_wcpdf_export_bulk` answers their invoices and credit notes as one PDF. Both read only
 * orders the signed-in reader may see.
 */
export function invoiceExportActions(services: AppServices): Record<string, AjaxHandler> {
  return {
    wpo_wcpdf_export_get_order_ids: async (request, ctx, fields) => {
      const scope = await services.accountOrders.scope(request.visitor);
      if (!scope.ok) return { success: false, data: problemAnswer(scope.problem, ctx.language).body.message };
      const query = invoiceExportQuerySchema.safeParse(fields);
      if (!query.success) return { success: false, data: ctx.t('invoices.invalidRange', { days: 366 }) };
      const ids = await services.invoices.exportOrderIds(scope.scope, query.data, INVOICE_EXPORT_MAX_ORDERS + 1);
      if (ids.length > INVOICE_EXPORT_MAX_ORDERS)
        return { success: false, data: ctx.t('invoices.tooMany', { max: INVOICE_EXPORT_MAX_ORDERS }) };
      return { success: true, data: ids };
    },
    wpo_wcpdf_export_bulk: async (request, ctx, fields) => {
      const scope = await services.accountOrders.scope(request.visitor);
      if (!scope.ok) return { success: false, data: problemAnswer(scope.problem, ctx.language).body.message };
      const parsed = invoiceExportBulkSchema.safeParse(fields);
      if (!parsed.success) return { success: false, data: ctx.t('invoices.noOrdersChosen', { max: INVOICE_EXPORT_MAX_ORDERS }) };
      const orders: StoredOrder[] = [];
      for (const id of new Set(parsed.data.order_ids)) {
        const visible = await services.accountOrders.visible(request.visitor, id);
        // An order the reader may not see is reported like an unknown one.
        if (!visible.ok || !services.invoices.hasInvoice(visible.order)) return { success: false, data: ctx.t('errors.orderNotFound') };
        orders.push(visible.order);
      }
      const body = await services.invoices.combined(orders);
      return {
        file: {
          body,
          contentType: 'application/pdf',
          filename: `${ctx.t('invoices.exportFileName')}-${new Date().toISOString().slice(0, 10)}.pdf`,
        },
      };
    },
  };
}
