import type { Language } from '@soul/contracts';
import type { Translate } from '../../i18n.ts';
import { links } from '../../serializers/links.ts';
import type { OutgoingMail } from './mailer.ts';
import { escapeHtml } from './order-mails.ts';

/** The reset-link mail, in the account's language; the link opens the reset form on that language's site. */
export function passwordResetMail(to: string, account: { language: Language; firstName: string }, token: string, siteUrl: string, t: Translate): OutgoingMail {
  const link = `${siteUrl}${links.myAccount(account.language)}/reset-password?key=${encodeURIComponent(token)}`;
  const greeting = t('account:resetMail.greeting', { name: account.firstName || to });
  const intro = t('account:resetMail.intro');
  const ignore = t('account:resetMail.ignore');
  return {
    to,
    kind: 'password_reset',
    // One mail per link: the token's first characters tell links apart without putting the token in an index.
    ref: `reset:${token.slice(0, 12)}`,
    subject: t('account:resetMail.subject'),
    text: [greeting, '', intro, link, '', ignore].join('\n'),
    html: `<!doctype html><html lang="${account.language}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px;margin:0 auto">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#14532d;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">${escapeHtml(t('account:resetMail.action'))}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(link)}</p><p>${escapeHtml(ignore)}</p></body></html>`,
  };
}
