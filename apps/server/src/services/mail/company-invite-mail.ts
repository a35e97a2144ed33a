import type { Language } from '@soul/contracts';
import { createElement } from 'react';
import type { Translate } from '../../i18n.ts';
import { links } from '../../links.ts';
import type { OutgoingMail } from './mailer.ts';
import { CompanyInviteMail } from './templates/CompanyInviteMail.tsx';
import { renderMail } from './templates/render-mail.ts';

/**
 * A staff member's invitation, in their language: the link opens the
 * password-reset form (the same token machinery), where they choose their
 * own password: the director never picks one, nothing secret is mailed but the link.
 */
export async function companyInviteMail(
  member: { email: string; firstName: string; language: Language },
  token: string,
  siteUrl: string,
  t: Translate,
): Promise<OutgoingMail> {
  const link = `${siteUrl}${links.myAccount(member.language)}/reset-password?key=${encodeURIComponent(token)}`;
  return {
    to: member.email,
    kind: 'company_invite',
    ref: `invite:${token.slice(0, 12)}`,
    subject: t('company.inviteMail.subject'),
    ...(await renderMail(createElement(CompanyInviteMail, { language: member.language, name: member.firstName || member.email, link, t }))),
  };
}
