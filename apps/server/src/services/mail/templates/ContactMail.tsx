import { Text } from '@react-email/components';
import { Fragment } from 'react';
import type { Translate } from '../../../i18n.ts';
import { mailChrome } from './mail-chrome.ts';
import { colors, styles } from './mail-theme.ts';
import { MailLayout } from './MailLayout.tsx';

export interface ContactMailProps {
  /** Label and value pairs about the sender (name and address, order, language). */
  facts: { label: string; value: string }[];
  message: string;
  /** In the shop's language (English). */
  t: Translate;
}

/** A customer's message as the shop's mailbox gets it: who wrote, about what order, then their words as written. */
export function ContactMail({ facts, message, t }: ContactMailProps) {
  return (
    <MailLayout {...mailChrome('en', t)} preview={message.slice(0, 120)}>
      <table role="presentation" cellPadding={0} cellSpacing={0} data-text-format="dataTable" style={{ margin: '24px 0 16px' }}>
        <tbody>
          {facts.map((fact) => (
            <tr key={fact.label}>
              <th style={{ ...styles.cell, borderBottom: 'none', color: colors.inkMuted, paddingLeft: 0 }}>{fact.label}</th>
              <td style={{ ...styles.cell, borderBottom: 'none' }}>{fact.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* The customer's line breaks are part of the message: as <br> they survive in the text version too (pre-wrap would not). */}
      <Text style={{ ...styles.text, backgroundColor: colors.canvas, borderRadius: '8px', padding: '16px' }}>
        {message.split(/\r?\n/).map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
    </MailLayout>
  );
}
