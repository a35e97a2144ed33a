import { Heading, Text } from '@react-email/components';
import type { PayLink } from '../pay-link.ts';
import { ActionLink } from './ActionLink.tsx';
import { styles } from './mail-theme.ts';
import { OrderSummary } from './OrderSummary.tsx';
import type { OrderSummaryView } from './order-summary.ts';

export interface OrderMailContentProps {
  heading: string;
  intro: string;
  /** The pay-for-order link, for an order that still waits for its money. */
  pay: PayLink | null;
  summary: OrderSummaryView;
}

/** What the order mails share under their own heading and first paragraph: the pay link when due, then the order. */
export function OrderMailContent({ heading, intro, pay, summary }: OrderMailContentProps) {
  return (
    <>
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <Text style={styles.text}>{intro}</Text>
      {pay && (
        <>
          <Text style={styles.text}>{pay.note}</Text>
          <ActionLink label={pay.label} url={pay.url} />
        </>
      )}
      <OrderSummary summary={summary} />
    </>
  );
}
