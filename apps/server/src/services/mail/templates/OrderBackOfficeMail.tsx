import { Heading, Text } from '@react-email/components';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { Fragment } from 'react';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { colors, styles } from './mail-theme.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { orderSummaryOf } from './order-summary.ts';

/** "Your order has shipped": the carrier, the tracking number and its link, then the order. */
export function OrderShippedMail({
  order,
  carrier,
  trackingNumber,
  trackingUrl,
  t,
}: {
  order: StoredOrder;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  t: Translate;
}) {
  const heading = t('adminOrders.mail.shippedHeading', { number: order.id });
  return (
    <MailLayout {...mailChrome(order.language, t)} preview={heading}>
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <Text style={styles.text}>{t('adminOrders.mail.shippedIntro', { number: order.id, carrier })}</Text>
      <Text style={styles.text}>{t('adminOrders.mail.trackingNumber', { trackingNumber })}</Text>
      <ActionLink label={t('adminOrders.mail.track')} url={trackingUrl} />
      <OrderSummary summary={orderSummaryOf(order, order.language, t)} />
    </MailLayout>
  );
}

/** A note the shop wrote to the customer about their order, with a link to the order when they have an account. */
export function OrderNoteMail({ order, note, link, t }: { order: StoredOrder; note: string; link: string | null; t: Translate }) {
  const heading = t('adminOrders.mail.noteHeading', { number: order.id });
  return (
    <MailLayout {...mailChrome(order.language, t)} preview={heading}>
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      {/* The shop's line breaks are part of the note: as <br> they survive in the text version too. */}
      <Text style={{ ...styles.text, backgroundColor: colors.canvas, borderRadius: '8px', padding: '16px' }}>
        {note.split(/\r?\n/).map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
      {link && <ActionLink label={t('adminOrders.mail.openOrder')} url={link} />}
    </MailLayout>
  );
}
