import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import type { StoreClient } from '../../../test/store-client.ts';

const app = withAccountApp();

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail the job sent for this kind and ref (the worker runs in the background). */
async function sentMail(kind: string, ref: string): Promise<Mail | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = (
      await app.t.database.db.execute(sql`SELECT "to", subject, text, html FROM sent_mail WHERE kind = ${kind} AND ref = ${ref}`)
    ).rows as unknown as Mail[];
    if (rows[0] || Date.now() > deadline) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const chat = (client: StoreClient, query: string) => client.site('GET', `/wp-json/soul/v1/chat?${query}`);
const write = (client: StoreClient, body: unknown, lang = 'en') => soulPost(app.clients, client, `chat?lang=${lang}`, body);

interface Thread {
  order_id: number;
  unread: number;
  messages: { id: number; author: string; author_name: string; subject: string | null; message: string; read: boolean }[];
}

describe('soul/v1 chat', () => {
  it('a customer writes about their own order: kept oldest first, and the shop’s mailbox gets it', async () => {
    const { client, email } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    const empty = await chat(client, `id=${orderId}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ order_id: orderId, messages: [], unread: 0 });

    const first = await write(client, { id: orderId, message: '  When does it <b>ship</b>?\nThanks  ' });
    expect(first.statusCode).toBe(201);
    await write(client, { id: String(orderId), message: 'And can it come by Friday?' });
    const thread = (await chat(client, `id=${orderId}`)).json() as Thread;
    expect(thread.messages.map((m) => [m.author, m.message, m.read])).toEqual([
      ['customer', 'When does it <b>ship</b>?\nThanks', false],
      ['customer', 'And can it come by Friday?', false],
    ]);
    const mail = await sentMail('chat_message', `chat:${thread.messages[0]?.id}`);
    expect(mail).toMatchObject({ to: 'orders@soulshop.example', subject: `Message about order #${orderId}` });
    expect(mail?.text).toContain(email);
    expect(mail?.text).toContain(`/wp-json/soul/v1/admin/chats/${orderId}`);
    expect(mail?.html).toContain('&lt;b&gt;ship&lt;/b&gt;');
  });

  it('follows the order reader: the director sees the company’s order, a stranger gets the same 404 as an unknown id', async () => {
    const buyer = await app.clients.signedIn(DEMO_ACCOUNTS.buyer);
    const orderId = await app.clients.placeOrder(buyer);
    expect((await write(buyer, { id: orderId, message: 'From the buyer' })).statusCode).toBe(201);
    const director = await app.clients.signedIn(DEMO_ACCOUNTS.director);
    const seen = await chat(director, `id=${orderId}`);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as Thread).messages.map((m) => m.message)).toEqual(['From the buyer']);
    expect((await write(director, { id: orderId, message: 'From the director' })).statusCode).toBe(201);

    const stranger = (await app.clients.newCustomer()).client;
    const foreign = await chat(stranger, `id=${orderId}`);
    const unknown = await chat(stranger, 'id=2147483000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await write(stranger, { id: orderId, message: 'Let me in' })).statusCode).toBe(404);
    const rows = (await app.t.database.db.execute(sql`SELECT count(*)::int AS n FROM contact_messages WHERE order_id = ${orderId}`))
      .rows as { n: number }[];
    expect(rows[0]?.n).toBe(2);
  });

  it('needs a signed-in reader, and the REST nonce to write', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    expect((await app.t.app.inject({ method: 'GET', url: `/wp-json/soul/v1/chat?id=${orderId}` })).statusCode).toBe(401);
    expect(
      (await app.t.app.inject({ method: 'POST', url: '/wp-json/soul/v1/chat', payload: { id: orderId, message: 'Hello' } })).statusCode,
    ).toBe(401);
    const noNonce = await client.site('POST', '/wp-json/soul/v1/chat', { id: orderId, message: 'Hello' });
    expect(noNonce.statusCode).toBe(403);
    expect(noNonce.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect((await soulPost(app.clients, client, 'chat', { id: orderId, message: 'Hello' }, 'wrong')).statusCode).toBe(403);
    // Answers by mail are off without MAIL_INBOUND_*.
    const inbound = await app.t.app.inject({ method: 'POST', url: '/wp-json/soul/v1/mail/inbound', payload: { text: 'x' } });
    expect(inbound.statusCode).toBe(404);
    expect(((await chat(client, `id=${orderId}`)).json() as Thread).messages).toEqual([]);
  });

  it('says what is wrong in the reader’s language: no order id, an empty or too long message', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    for (const query of ['', 'id=', 'id=abc', 'id=-4']) {
      const answer = await chat(client, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'soul_chat_order_id_missing',
        message: 'Give the order number (id) of the conversation.',
      });
    }
    expect((await chat(client, 'id=x&lang=lt')).json()).toMatchObject({ message: 'Nurodykite pokalbio užsakymo numerį (id).' });
    expect((await write(client, { message: 'No order' }, 'lt')).statusCode).toBe(400);

    const blank = await write(client, { id: orderId, message: ' \n\t ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Write a message first.',
      data: { params: { message: 'Write a message first.' } },
    });
    const blankLt = await write(client, { id: orderId }, 'lt');
    expect(blankLt.json()).toMatchObject({
      message: 'Pirmiausia parašykite žinutę.',
      data: { params: { message: 'Pirmiausia parašykite žinutę.' } },
    });
    const long = await write(client, { id: orderId, message: 'x'.repeat(2001) }, 'lt');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Žinutė gali būti ne ilgesnė nei 2000 simbolių.' });
    expect((await write(client, { id: orderId, message: ` ${'x'.repeat(2000)} ` })).statusCode).toBe(201);
  });

  it('the shop answers through the admin routes: the customer is mailed in the order’s language and sees the answer as new once', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    await app.t.database.db.execute(sql`UPDATE orders SET lang = 'lt' WHERE id = ${orderId}`);
    expect((await write(client, { id: orderId, message: 'Ar galima pakeisti adresą?' }, 'lt')).statusCode).toBe(201);

    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const list = await admin.site('GET', '/wp-json/soul/v1/admin/chats?unread=true&per_page=100');
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers['x-wp-total'])).toBeGreaterThanOrEqual(1);
    expect(list.json()).toContainEqual(expect.objectContaining({ order_id: orderId, unread: 1, last_author: 'customer' }));
    const searched = await admin.site('GET', `/wp-json/soul/v1/admin/chats?search=${orderId}`);
    expect((searched.json() as { order_id: number }[]).map((row) => row.order_id)).toEqual([orderId]);

    const opened = (await admin.site('GET', `/wp-json/soul/v1/admin/chats/${orderId}`)).json() as Thread;
    expect(opened).toMatchObject({ order_id: orderId, unread: 1 });
    const afterOpen = await admin.site('GET', `/wp-json/soul/v1/admin/chats?search=${orderId}`);
    expect(afterOpen.json()).toEqual([expect.objectContaining({ unread: 0 })]);
    expect((await admin.site('GET', '/wp-json/soul/v1/admin/chats/2147483000')).statusCode).toBe(404);

    const noNonce = await admin.site('POST', `/wp-json/soul/v1/admin/chats/${orderId}`, { message: 'Taip' });
    expect(noNonce.statusCode).toBe(403);
    const blank = await soulPost(app.clients, admin, `admin/chats/${orderId}?lang=lt`, { message: '  ' });
    expect(blank.json()).toMatchObject({ message: 'Pirmiausia parašykite žinutę.' });
    const answered = await soulPost(app.clients, admin, `admin/chats/${orderId}`, { message: 'Taip, <i>galima</i>.' });
    expect(answered.statusCode).toBe(201);
    const reply = (answered.json() as Thread).messages.at(-1);
    expect(reply).toMatchObject({ author: 'shop', message: 'Taip, <i>galima</i>.' });

    const mail = await sentMail('chat_reply', `chat:${reply?.id}`);
    expect(mail).toMatchObject({ subject: `Soul Shop atsakė dėl jūsų užsakymo #${orderId}` });
    expect(mail?.to).toMatch(/^acct-/);
    expect(mail?.text).toContain(`/lt/my-account/orders/${orderId}`);
    expect(mail?.html).toContain('&lt;i&gt;galima&lt;/i&gt;');

    const seen = (await chat(client, `id=${orderId}&lang=lt`)).json() as Thread;
    expect(seen.unread).toBe(1);
    expect(seen.messages.at(-1)).toMatchObject({ author: 'shop', author_name: 'Soul Shop', read: false });
    expect(seen.messages[0]).toMatchObject({ author: 'customer', read: true });
    const again = (await chat(client, `id=${orderId}`)).json() as Thread;
    expect(again.unread).toBe(0);
    expect(again.messages.at(-1)).toMatchObject({ read: true });

    for (const reader of [client, await app.clients.signedIn(DEMO_ACCOUNTS.director)]) {
      expect((await reader.site('GET', '/wp-json/soul/v1/admin/chats')).statusCode).toBe(403);
      expect((await soulPost(app.clients, reader, `admin/chats/${orderId}`, { message: 'Me too' })).statusCode).toBe(403);
    }
  });

  it('a contact-page message naming the order joins its thread, with its subject', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    const contact = await soulPost(app.clients, client, 'contact', {
      subject: 'Parcel',
      message: 'Where is my parcel, please?',
      order_id: orderId,
    });
    expect(contact.statusCode).toBe(200);
    await write(client, { id: orderId, message: 'Following up here.' });
    const thread = (await chat(client, `id=${orderId}`)).json() as Thread;
    expect(thread.messages.map((m) => [m.subject, m.message])).toEqual([
      ['Parcel', 'Where is my parcel, please?'],
      [null, 'Following up here.'],
    ]);
  });
});
