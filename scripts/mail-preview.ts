/**
 * Writes an order confirmation in each language to /tmp/mail-<lang>.html
 * (and its text to .txt) and screenshots them with the system Chromium, to
 * look at the mails as a customer would: `npm run mail:preview`.
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { translator } from '../apps/server/src/i18n.ts';
import { orderMails } from '../apps/server/src/services/mail/order-mails.ts';
import { sampleOrder } from '../apps/server/src/test/sample-order.ts';

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
  }
} finally {
  await browser.close();
}
