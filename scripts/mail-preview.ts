/**
 * Writes an order confirmation in each language to /tmp/mail-<lang>.html
 * (and its text to .txt), and the abandoned-checkout reminder to
 * /tmp/mail-abandoned-checkout-<lang>.html, and screenshots them with the
 * system Chromium, to look at the mails as a customer would: `npm run mail:preview`.
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { translator } from '../apps/server/src/i18n.ts';
import { orderMails } from '../apps/server/src/services/mail/order-mails.ts';
import { sampleOrder } from '../apps/server/src/test/sample-order.ts';
import { createElement } from 'react';
import { renderMail } from '../apps/server/src/services/mail/templates/render-mail.ts';
import { AbandonedCheckoutMail } from '../apps/server/src/services/mail/templates/AbandonedCheckoutMail.tsx';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 720, height: 900 } });
  for (const language of ['en', 'lt'] as const) {
    const [confirmation] = await orderMails(sampleOrder({ language }), 'orders@soulshop.example', translator, 'https://soulshop.example');
    if (!confirmation) throw new Error('no confirmation mail');
    const file = `/tmp/mail-${language}.html`;
    await writeFile(file, confirmation.html);
    await writeFile(`/tmp/mail-${language}.txt`, confirmation.text);
    await page.goto(`file://${file}`);
    await page.screenshot({ path: `/tmp/mail-${language}.png`, fullPage: true });
    console.log(`${file} → /tmp/mail-${language}.png`);

    const t = translator(language);
    const reminder = await renderMail(
      createElement(AbandonedCheckoutMail, {
        language,
        items: [{ name: 'Energy Complex 200 g', quantity: 2 }],
        total: language === 'lt' ? '54,00 €' : '€54.00',
        cartUrl: 'https://soulshop.example/?rebuild_cart=W3siaWQiOjEwLCJxdWFudGl0eSI6Mn1d',
        unsubscribe: {
          why: t('marketing:mailFooter.why'),
          label: t('marketing:mailFooter.unsubscribe'),
          url: 'https://soulshop.example/marketing/unsubscribe?token=preview',
        },
        t,
      }),
    );
    const reminderFile = `/tmp/mail-abandoned-checkout-${language}.html`;
    await writeFile(reminderFile, reminder.html);
    await writeFile(`/tmp/mail-abandoned-checkout-${language}.txt`, reminder.text);
    await page.goto(`file://${reminderFile}`);
    await page.screenshot({ path: `/tmp/mail-abandoned-checkout-${language}.png`, fullPage: true });
    console.log(`${reminderFile} → /tmp/mail-abandoned-checkout-${language}.png`);
  }
} finally {
  await browser.close();
}
