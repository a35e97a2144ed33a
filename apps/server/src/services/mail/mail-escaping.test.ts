import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n.ts';
import { sampleOrder } from '../../test/sample-order.ts';
import { contactMail } from './contact-mail.ts';
import { orderMails } from './order-mails.ts';
import { orderUpdateMail } from './order-update-mail.ts';
import { passwordResetMail } from './password-reset-mail.ts';

const SCRIPT = '<script>alert(1)</script>';
const BREAKOUT = '"><img src=x onerror=alert(1)>';

/** No tag or attribute a hostile value brought may survive into the HTML; its text shows as written. */
function expectInert(html: string): void {
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<img src=x');
  expect(html).not.toMatch(/<[^>]*\sonerror=/i);
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
}

describe('mail escaping', () => {
  const hostile = sampleOrder({
    billing: { ...sampleOrder().billing, first_name: SCRIPT, last_name: BREAKOUT, address_1: BREAKOUT },
    lines: [{ ...sampleOrder().lines[0]!, name: `${SCRIPT} capsules` }],
  });

  it('escapes a hostile customer name, address and product in both order mails', async () => {
    const mails = await orderMails(hostile, 'orders@soulshop.example', translator, 'https://soulshop.example');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expectInert(mail.html);
      expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
      // The text alternative is not HTML: the customer's words are as they typed them.
      expect(mail.text).toContain(BREAKOUT);
    }
  });

  it('escapes them in an order update', async () => {
    const mail = await orderUpdateMail(
      hostile,
      { kind: 'payment_failed', amount: 5799, ref: 'p1' },
      translator,
      'https://soulshop.example',
    );
    expectInert(mail.html);
  });

  it("escapes a contact message and its sender, keeping the message's line breaks", async () => {
    const message = `${BREAKOUT}\nsecond line`;
    const numbered = await contactMail(
      {
        shopEmail: 'orders@soulshop.example',
        from: { name: SCRIPT, email: 'a@example.lt' },
        subject: 'Hi',
        message,
        orderId: 7,
        language: 'lt',
      },
      translator('en'),
    );
    const mail = numbered(3);
    expect(mail.ref).toBe('contact:3');
    expectInert(mail.html);
    expect(mail.text).toContain(message);
  });

  it('escapes a hostile first name in the password-reset mail', async () => {
    const mail = await passwordResetMail(
      'a@example.lt',
      { language: 'lt', firstName: SCRIPT },
      'token',
      'https://soulshop.example',
      translator('lt'),
    );
    expectInert(mail.html);
    expect(mail.text).toContain('https://soulshop.example/lt/');
  });
});
