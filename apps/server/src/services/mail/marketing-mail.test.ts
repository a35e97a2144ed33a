import { Text } from '@react-email/components';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n.ts';
import { marketingMailHeaders, unsubscribeUrl } from '../marketing/marketing-mail.ts';
import { UnsubscribeTokens } from '../marketing/unsubscribe-token.ts';
import { marketingMail } from './marketing-mail.ts';
import { mailChrome } from './templates/mail-chrome.ts';
import { MailLayout } from './templates/MailLayout.tsx';

const tokens = new UnsubscribeTokens('test-secret');

describe('marketing mail (storefront §7, RFC 8058)', () => {
  it('carries the unsubscribe link in its footer (HTML and text) and the List-Unsubscribe headers, in the mail’s language', async () => {
    const t = translator('lt');
    const subject = { email: 'ona@example.lt', listId: 'SoulNL' };
    const url = unsubscribeUrl(tokens, 'http://shop.test', subject, 'lt');
    const mail = await marketingMail({
      to: 'ona@example.lt',
      subject: 'Naujienos',
      kind: 'newsletter',
      ref: 'newsletter:1',
      language: 'lt',
      t,
      unsubscribe: { url, headers: marketingMailHeaders(tokens, 'http://shop.test', subject, 'lt') },
      render: (footer) =>
        createElement(MailLayout, {
          ...mailChrome('lt', t),
          preview: 'Naujienos',
          unsubscribe: footer,
          children: createElement(Text, null, 'Sveiki!'),
        }),
    });
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(url.startsWith('http://shop.test/lt/marketing/unsubscribe?token=')).toBe(true);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Atsisakyti prenumeratos');
    expect(mail.text).toContain(url);
    expect(tokens.read(decodeURIComponent(url.split('token=')[1] ?? ''))).toEqual(subject);
  });
});
