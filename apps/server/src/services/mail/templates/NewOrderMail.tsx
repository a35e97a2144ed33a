import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { Translate } from '../../../i18n.ts';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { OrderMailContent } from './OrderMailContent.tsx';
import { orderSummaryOf } from './order-summary.ts';

/** The shop's notice of a new order, in the shop's language (English, `t`). */
export function NewOrderMail({ order, t }: { order: StoredOrder; t: Translate }) {
  const name = `${order.billing.first_name} ${order.billing.last_name}`.trim();
  const heading = t('checkout:mail.newOrderHeading', { number: order.id });
  const intro = t('checkout:mail.newOrderIntro', { name, email: order.billing.email });
  return (
    <MailLayout {...mailChrome('en', t)} preview={heading}>
      <OrderMailContent heading={heading} intro={intro} pay={null} summary={orderSummaryOf(order, 'en', t)} />
    </MailLayout>
  );
}
