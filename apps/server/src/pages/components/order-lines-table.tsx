import type { Language } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { Translate } from '../../i18n.ts';
import { moneyText } from '@soul/i18n';

/** An order's lines and totals as sold (order-received and pay-for-order pages). */
export function OrderLinesTable({ order, language, t }: { order: StoredOrder; language: Language; t: Translate }) {
  const money = (cents: number) => moneyText(cents, language);
  return (
    <table className="w-full rounded-2xl bg-white text-sm">
      <thead>
        <tr className="border-b border-line text-left">
          <th scope="col" className="p-3">
            {t('checkout:page.product')}
          </th>
          <th scope="col" className="p-3 text-right">
            {t('checkout:page.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.id} className="border-b border-line">
            <td className={`p-3 ${line.parentLineId ? 'pl-8 text-ink-muted' : ''}`}>
              {line.name} {t('checkout:page.quantityTimes', { count: line.quantity })}
            </td>
            <td className="p-3 text-right">{money(line.total + line.totalTax)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="p-3 text-left font-normal">
            {t('checkout:page.subtotal')}
          </th>
          <td className="p-3 text-right">{money(order.itemsSubtotal + order.itemsSubtotalTax)}</td>
        </tr>
        {order.discountTotal + order.discountTax > 0 ? (
          <tr>
            <th scope="row" className="p-3 text-left font-normal">
              {t('checkout:page.discount')}
            </th>
            <td className="p-3 text-right">−{money(order.discountTotal + order.discountTax)}</td>
          </tr>
        ) : null}
        {/* An order of downloads ships nothing: no delivery row. */}
        {order.shippingRateId !== '' ? (
          <tr>
            <th scope="row" className="p-3 text-left font-normal">
              {t('checkout:page.shippingTotal')} (
              {t(`checkout:shipping.${order.shippingRateId.startsWith('courier') ? 'courier' : 'parcel_locker'}`)})
            </th>
            <td className="p-3 text-right">{money(order.shippingTotal + order.shippingTax)}</td>
          </tr>
        ) : null}
        <tr className="font-semibold">
          <th scope="row" className="p-3 text-left">
            {t('checkout:page.total')}
          </th>
          <td className="p-3 text-right">
            {money(order.total)}{' '}
            <span className="block text-xs font-normal text-ink-muted">
              {t('checkout:page.includesTax', { amount: money(order.totalTax) })}
            </span>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
