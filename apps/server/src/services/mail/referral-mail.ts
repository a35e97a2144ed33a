import { randomBytes } from 'node:crypto';
import type { Language } from '@soul/contracts';
import { createElement } from 'react';
import type { Translate } from '../../i18n.ts';
import type { OutgoingMail } from './mailer.ts';
import { ReferralInviteMail } from './templates/ReferralInviteMail.tsx';
import { renderMail } from './templates/render-mail.ts';

/** "Refer a friend" by e-mail (account §2): the customer's link, in the language the customer chose for the friend. */
export async function referralInviteMail(
  input: { to: string; referrer: string; percent: number; link: string; language: Language },
  t: Translate,
): Promise<OutgoingMail> {
  return {
    to: input.to,
    kind: 'referral_invite',
    // Every invitation is its own mail (a retried job still sends it once).
    ref: `referral:${randomBytes(8).toString('hex')}`,
    subject: t('referrals.mail.subject', { name: input.referrer, percent: input.percent }),
    ...(await renderMail(
      createElement(ReferralInviteMail, {
        language: input.language,
        referrer: input.referrer,
        percent: input.percent,
        link: input.link,
        t,
      }),
    )),
  };
}
