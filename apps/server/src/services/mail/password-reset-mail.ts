import type { Language } from '@soul/contracts';
import { createElement } from 'react';
import type { Translate } from '../../i18n.ts';
import { links } from '../../links.ts';
import type { OutgoingMail } from './mailer.ts';
import { PasswordResetMail } from './templates/PasswordResetMail.tsx';
import { renderMail } from './templates/render-mail.ts';

/** The reset-link mail, in the language it was asked in; the link opens the reset form on that language's site. */
export async function passwordResetMail(
  to: string,
  account: { language: Language; firstName: string },
  token: string,
  siteUrl: string,
  t: Translate,
): Promise<OutgoingMail> {
  const link = `${siteUrl}${links.myAccount(account.language)}/reset-password?key=${encodeURIComponent(token)}`;
  return {
    to,
    kind: 'password_reset',
    // One mail per link: the token's first characters tell links apart without putting the token in an index.
    ref: `reset:${token.slice(0, 12)}`,
    subject: t('account:resetMail.subject'),
    ...(await renderMail(createElement(PasswordResetMail, { language: account.language, name: account.firstName || to, link, t }))),
  };
}
