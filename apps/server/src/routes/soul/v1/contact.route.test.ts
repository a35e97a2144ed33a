import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';

const app = withAccountApp();

async function shopMail(ref: string): Promise<{ to: string; subject: string; text: string; html: string } | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = (
      await app.t.database.db.execute(sql`SELECT "to", subject, text, html FROM sent_mail WHERE kind = 'contact_message' AND ref = ${ref}`)
    ).rows as { to: string; subject: string; text: string; html: string }[];
    if (rows[0] || Date.now() > deadline) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('soul/v1 contact', () => {
  it('keeps the message and mails it to the shop’s mailbox, escaped, with the order it is about', async () => {
    const { client, email, userId } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    const response = await soulPost(app.clients, client, 'contact', {
      subject: 'Where is my parcel?',
      message: 'Hello, <b>is</b> it on its way yet?',
      order_id: orderId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: expect.stringContaining('Thank you') });
    const [stored] = (await app.t.database.db.execute(sql`SELECT id, order_id, subject FROM contact_messages WHERE user_id = ${userId}`))
      .rows as { id: number; order_id: number; subject: string }[];
    expect(stored).toMatchObject({ order_id: orderId, subject: 'Where is my parcel?' });
    const mail = await shopMail(`contact:${stored?.id}`);
    expect(mail).toMatchObject({ to: 'orders@soulshop.example', subject: 'Customer message: Where is my parcel?' });
    expect(mail?.text).toContain(email);
    expect(mail?.text).toContain(`#${orderId}`);
    expect(mail?.html).toContain('&lt;b&gt;is&lt;/b&gt;');
  });

  it('validates in the reader’s language, refuses someone else’s order, and limits messages per hour', async () => {
    const { client } = await app.clients.newCustomer();
    const short = await soulPost(app.clients, client, 'contact?lang=lt', { subject: '', message: 'hi' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { subject: expect.any(String), message: expect.any(String) } },
    });
    const strangerOrder = await app.clients.placeOrder((await app.clients.newCustomer()).client);
    expect(
      (await soulPost(app.clients, client, 'contact', { subject: 'Hi', message: 'About that order of yours', order_id: strangerOrder }))
        .statusCode,
    ).toBe(404);
    for (let i = 0; i < 5; i++)
      expect((await soulPost(app.clients, client, 'contact', { subject: `Note ${i}`, message: 'A message long enough.' })).statusCode).toBe(
        200,
      );
    const sixth = await soulPost(app.clients, client, 'contact?lang=lt', { subject: 'Again', message: 'A message long enough.' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: 'Per valandą galite išsiųsti 5 žinutes. Bandykite vėliau.' });
  });

  it('needs a signed-in sender and the REST nonce', async () => {
    expect(
      (await app.t.app.inject({ method: 'POST', url: '/wp-json/soul/v1/contact', payload: { subject: 'x', message: 'long enough text' } }))
        .statusCode,
    ).toBe(401);
    const { client } = await app.clients.newCustomer();
    expect((await client.site('POST', '/wp-json/soul/v1/contact', { subject: 'x', message: 'long enough text' })).statusCode).toBe(403);
  });
});
