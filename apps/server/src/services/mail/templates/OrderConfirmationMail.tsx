import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { Translate } from '../../../i18n.ts';
import type { PayLink } from '../pay-link.ts';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { OrderMailContent } from './OrderMailContent.tsx';
import { orderSummaryOf } from './order-summary.ts';

/** The customer's confirmation of a new order, in the order's language (`t`). */
export function OrderConfirmationMail({ order, t, pay }: { order: StoredOrder; t: Translate; pay: PayLink | null }) {
  const heading = t('checkout:mail.confirmationHeading');
  const intro = t('checkout:mail.confirmationIntro', {
    name: order.billing.first_name,
    number: order.id,
    status: t(`checkout:status.${order.status}`),
  });
  return (
    <MailLayout {...mailChrome(order.language, t)} preview={heading}>
      <OrderMailContent heading={heading} intro={intro} pay={pay} summary={orderSummaryOf(order, order.language, t)} />
    </MailLayout>
  );
}
