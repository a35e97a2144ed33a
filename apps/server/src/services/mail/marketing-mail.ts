import type { Language } from '@soul/contracts';
import type { ReactElement } from 'react';
import type { Translate } from '../../i18n.ts';
import type { OutgoingMail } from './mailer.ts';
import { renderMail } from './templates/render-mail.ts';
import type { MailLayoutProps } from './templates/MailLayout.tsx';

/** The recipient's unsubscribe link and headers (MarketingService.mailUnsubscribe). */
export interface MarketingUnsubscribe {
  url: string;
  headers: Record<string, string>;
}

/** The footer line a marketing mail's layout shows (pass it as MailLayout's `unsubscribe`). */
export function unsubscribeFooter(t: Translate, unsubscribe: MarketingUnsubscribe): NonNullable<MailLayoutProps['unsubscribe']> {
  return { why: t('marketing:mailFooter.why'), label: t('marketing:mailFooter.unsubscribe'), url: unsubscribe.url };
}

/**
 * A marketing mail ready to send: rendered, with the List-Unsubscribe and
 * one-click headers. The one way to make one, so none goes out without them;
 * `render` gets the footer to put in its MailLayout.
 */
export async function marketingMail(input: {
  to: string;
  subject: string;
  kind: string;
  ref: string;
  language: Language;
  t: Translate;
  unsubscribe: MarketingUnsubscribe;
  render: (footer: NonNullable<MailLayoutProps['unsubscribe']>) => ReactElement;
}): Promise<OutgoingMail> {
  const bodies = await renderMail(input.render(unsubscribeFooter(input.t, input.unsubscribe)));
  return { to: input.to, subject: input.subject, kind: input.kind, ref: input.ref, ...bodies, headers: input.unsubscribe.headers };
}
