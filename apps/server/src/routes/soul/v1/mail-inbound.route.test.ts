import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { threadReplyAddress } from '../../../services/chat/mail-reply.ts';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';

const inbound = { address: 'replies@in.soulshop.example', secret: 'test-inbound-secret-0123456789' };
const app = withAccountApp({}, { mailInbound: inbound });

function post(body: unknown, secret = inbound.secret) {
  const raw = JSON.stringify(body);
  return app.t.app.inject({
    method: 'POST',
    url: '/wp-json/soul/v1/mail/inbound',
    headers: { 'content-type': 'application/json', 'x-soul-signature': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` },
    payload: raw,
  });
}

async function shopMessages(orderId: number): Promise<{ message: string; user_id: number | null }[]> {
  return (
    await app.t.database.db.execute(
      sql`SELECT message, user_id FROM contact_messages WHERE order_id = ${orderId} AND sender = 'shop' ORDER BY id`,
    )
  ).rows as { message: string; user_id: number | null }[];
}

async function customerMail(orderId: number): Promise<{ subject: string; text: string } | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = (
      await app.t.database.db.execute(
        sql`SELECT m.subject, m.text FROM sent_mail m JOIN contact_messages c ON m.ref = 'chat:' || c.id
            WHERE m.kind = 'chat_reply' AND c.order_id = ${orderId}`,
      )
    ).rows as { subject: string; text: string }[];
    if (rows[0] || Date.now() > deadline) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('soul/v1 mail/inbound (answers from the shop’s mailbox)', () => {
  it('a signed reply from the shop’s mailbox to the thread’s address joins the thread once, without the quoted mail', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    expect((await soulPost(app.clients, client, 'chat', { id: orderId, message: 'Is it shipped?' })).statusCode).toBe(201);
    const to = threadReplyAddress(inbound, orderId);
    expect(to).toMatch(new RegExp(`^replies\\+o${orderId}-[0-9a-f]{24}@in\\.soulshop\\.example$`));

    const mail = {
      from: 'Soul Shop Orders <Orders@soulshop.example>',
      to: [`Soul Shop <${to}>`],
      text: 'Yes, it left today.\n\nOn Thu, 3 Dec 2026 at 19:52, Milda <m@example.lt> wrote:\n> Is it shipped?',
      message_id: `<reply-${orderId}@mail.soulshop.example>`,
    };
    const answered = await post(mail);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ success: true, order_id: orderId });
    expect(await shopMessages(orderId)).toEqual([{ message: 'Yes, it left today.', user_id: null }]);
    // A webhook delivered again adds nothing.
    expect((await post(mail)).statusCode).toBe(200);
    expect(await shopMessages(orderId)).toHaveLength(1);

    expect((await customerMail(orderId))?.text).toContain('Yes, it left today.');
    const thread = (await client.site('GET', `/wp-json/soul/v1/chat?id=${orderId}`)).json() as { messages: { author: string }[] };
    expect(thread.messages.map((m) => m.author)).toEqual(['customer', 'shop']);
  });

  it('refuses an unsigned or wrongly signed post, another sender, and a made-up thread address', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    const to = threadReplyAddress(inbound, orderId);
    const mail = { from: 'orders@soulshop.example', to, text: 'Hello' };

    const unsigned = await app.t.app.inject({ method: 'POST', url: '/wp-json/soul/v1/mail/inbound?lang=lt', payload: mail });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ code: 'soul_invalid_signature', message: 'Laiško parašo nėra arba jis neteisingas.' });
    expect((await post(mail, 'another-secret-0123456789')).statusCode).toBe(401);

    const stranger = await post({ ...mail, from: 'someone@example.lt' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'soul_mail_sender_refused' });

    const forged = to.replace(`+o${orderId}-`, `+o${orderId + 1}-`);
    expect((await post({ ...mail, to: forged })).statusCode).toBe(404);
    expect((await post({ ...mail, to: 'replies@in.soulshop.example' })).statusCode).toBe(404);
    const blank = await post({ ...mail, text: '> only a quote' });
    expect(blank.statusCode).toBe(400);
    expect(await shopMessages(orderId)).toEqual([]);
  });
});
