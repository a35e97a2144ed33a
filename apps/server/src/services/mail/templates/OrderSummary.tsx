import { Column, Heading, Row, Section, Text } from '@react-email/components';
import { Fragment } from 'react';
import { styles } from './mail-theme.ts';
import type { OrderSummaryView } from './order-summary.ts';

/** The order's lines and totals as a table, then the billing address. */
export function OrderSummary({ summary }: { summary: OrderSummaryView }) {
  const { labels } = summary;
  return (
    <Section>
      {/* dataTable: the text version keeps the columns side by side. */}
      <table
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        role="presentation"
        data-text-format="dataTable"
        style={{ borderCollapse: 'collapse', margin: '16px 0' }}
      >
        <thead>
          <tr>
            <th style={styles.cell}>{labels.product}</th>
            <th style={styles.cellEnd}>{labels.quantity}</th>
            <th style={styles.cellEnd}>{labels.price}</th>
          </tr>
        </thead>
        <tbody>
          {summary.lines.map((line) => (
            <tr key={line.key}>
              <td style={line.child ? { ...styles.cell, paddingLeft: '22px', color: '#5a645e' } : styles.cell}>
                {line.child ? `– ${line.name}` : line.name}
              </td>
              <td style={styles.cellEnd}>{line.quantity}</td>
              <td style={styles.cellEnd}>{line.price}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {summary.totals.map((total) => (
            <tr key={total.label}>
              <th colSpan={2} style={styles.cell}>
                {total.label}
              </th>
              <td style={styles.cellEnd}>{total.value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      <Heading as="h3" style={styles.subheading}>
        {labels.billingAddress}
      </Heading>
      <Row>
        <Column>
          <Text style={styles.text}>
            {summary.address.map((part, index) => (
              <Fragment key={index}>
                {index > 0 && <br />}
                {part}
              </Fragment>
            ))}
          </Text>
        </Column>
      </Row>
    </Section>
  );
}
