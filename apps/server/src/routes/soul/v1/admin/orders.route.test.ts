import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../../test/account-clients.ts';
import { GatewayDouble } from '../../../../test/gateway-double.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import type { StoreClient } from '../../../../test/store-client.ts';
import { createStockedProduct, stockOf } from '../../../../test/test-products.ts';

const gateway = new GatewayDouble();
const app = withAccountApp({ wrapGateway: gateway.wrap });
const BASE = '/wp-json/soul/v1/admin/orders';

interface Row {
  id: number;
  status: string;
  customer: { id: number | null; name: string; email: string };
  total_cents: number;
  payment_method: string;
  items_count: number;
  shipping_method: string;
}
interface Detail {
  id: number;
  status: string;
  lines: { id: number; name: string; quantity: number }[];
  totals: { total_cents: number; refunded_cents: number };
  payments: { amount_cents: number; refunded_cents: number; refunds: { amount_cents: number; status: string; reason: string }[] }[];
  notes: { note: string; to_customer: boolean; author: { name: string } | null }[];
  timeline: { kind: string; detail: Record<string, unknown>; actor: { id: number } | null }[];
  tracking: { carrier: string; carrier_name: string; tracking_number: string; tracking_url: string }[];
  next_statuses: string[];
  documents: { kind: string; number: string }[];
}

/** A mail the send_mail job recorded (the worker runs in the background). */
async function sentMail(kind: string, ref: string): Promise<{ to: string; subject: string; text: string; html: string } | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = (
      await app.t.database.db.execute(sql`SELECT "to", subject, text, html FROM sent_mail WHERE kind = ${kind} AND ref = ${ref}`)
    ).rows as { to: string; subject: string; text: string; html: string }[];
    if (rows[0] || Date.now() > deadline) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A customer's order (cash on delivery unless a card), with its own billing name and e-mail; language and shipping as asked. */
async function orderOf(options: { card?: boolean; lang?: 'en' | 'lt'; download?: boolean; stock?: number; priceCents?: number } = {}) {
  const customer = await app.clients.newCustomer();
  const product = await createStockedProduct(app.t.database, { stock: options.stock ?? null, priceCents: options.priceCents ?? 1500 });
  const id = await app.clients.placeOrder(customer.client, { products: [{ id: product, quantity: 2 }], card: options.card ?? false });
  const email = `bo-${id}-${Date.now()}@example.lt`;
  const last = `Zemaitis${id}`;
  await app.t.database.db.execute(sql`UPDATE orders SET lang = ${options.lang ?? 'en'},
      billing_address = billing_address || ${JSON.stringify({ email, first_name: 'Ona', last_name: last })}::jsonb,
      shipping_rate_id = ${options.download ? '' : 'flat_rate:1'}
    WHERE id = ${id}`);
  return { id, email, last, product, customer };
}

async function staff(who: 'administrator' | 'manager' = 'manager') {
  const client = await app.clients.signedIn(DEMO_ACCOUNTS[who]);
  const nonce = await app.clients.restNonce(client);
  const post = (path: string, body: unknown, lang = 'en') =>
    client.site('POST', `${BASE}/${path}?lang=${lang}`, body, { 'x-wp-nonce': nonce, 'content-type': 'application/json' });
  return { client, post, get: (path: string) => client.site('GET', `${BASE}${path}`) };
}

const statusOf = async (id: number) =>
  ((await app.t.database.db.execute(sql`SELECT status FROM orders WHERE id = ${id}`)).rows[0] as { status: string }).status;

describe('soul/v1/admin/orders (the back office)', () => {
  it('lists with search, filters, sort and paging headers', async () => {
    const a = await orderOf();
    const b = await orderOf({ card: true });
    const manager = await staff();

    const byEmail = await manager.get(`?search=${encodeURIComponent(a.email)}`);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.headers['x-wp-total']).toBe('1');
    expect(byEmail.headers['x-wp-totalpages']).toBe('1');
    expect((byEmail.json() as Row[])[0]).toMatchObject({
      id: a.id,
      status: 'processing',
      customer: { email: a.email, name: `Ona ${a.last}` },
      payment_method: 'cod',
      items_count: 2,
      shipping_method: 'flat_rate:1',
    });
    expect(((await manager.get(`?search=${a.last}`)).json() as Row[]).map((r) => r.id)).toEqual([a.id]);
    expect(((await manager.get(`?search=%23${b.id}`)).json() as Row[]).map((r) => r.id)).toEqual([b.id]);

    const both = `&customer=${a.customer.userId}`;
    expect(((await manager.get(`?status=processing,on-hold${both}`)).json() as Row[]).map((r) => r.id)).toEqual([a.id]);
    expect((await manager.get(`?status=completed${both}`)).json() as Row[]).toEqual([]);
    expect(((await manager.get(`?payment_method=soul_test_card&customer=${b.customer.userId}`)).json() as Row[]).map((r) => r.id)).toEqual([
      b.id,
    ]);
    expect((await manager.get(`?payment_method=cod&customer=${b.customer.userId}`)).json() as Row[]).toEqual([]);
    expect(((await manager.get(`?to_ship=true${both}`)).json() as Row[]).map((r) => r.id)).toEqual([a.id]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    expect((await manager.get(`?after=${tomorrow}${both}`)).json() as Row[]).toEqual([]);
    expect(((await manager.get(`?after=${today}&before=${today}${both}`)).json() as Row[]).map((r) => r.id)).toEqual([a.id]);

    const paged = await manager.get('?per_page=1&orderby=id&order=desc');
    expect(Number(paged.headers['x-wp-total'])).toBeGreaterThanOrEqual(2);
    expect(paged.headers['x-wp-totalpages']).toBe(paged.headers['x-wp-total']);
    expect((paged.json() as Row[]).length).toBe(1);
    const past = await manager.get('?page=99999');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(Number(past.headers['x-wp-total'])).toBeGreaterThanOrEqual(2);
    expect((await manager.get('?orderby=price')).statusCode).toBe(400);
    expect((await manager.get('?per_page=101')).statusCode).toBe(400);
    expect((await manager.get('?status=shipped,nope')).statusCode).toBe(400);
  });

  it('refuses customers, directors and guests; administrators and shop managers are let in', async () => {
    const { id } = await orderOf();
    const customer = await app.clients.newCustomer();
    expect((await customer.client.site('GET', BASE)).statusCode).toBe(403);
    expect((await customer.client.site('GET', `${BASE}/${id}`)).statusCode).toBe(403);
    const director = await app.clients.signedIn(DEMO_ACCOUNTS.director);
    expect((await director.site('GET', `${BASE}/${id}/packing-slip`)).statusCode).toBe(403);
    const nonce = await app.clients.restNonce(customer.client);
    const write = await customer.client.site(
      'POST',
      `${BASE}/${id}/notes`,
      { note: 'x' },
      { 'x-wp-nonce': nonce, 'content-type': 'application/json' },
    );
    expect(write.statusCode).toBe(403);
    expect((await app.t.database.db.execute(sql`SELECT 1 FROM order_notes WHERE order_id = ${id}`)).rows).toEqual([]);
    const { StoreClient: Client } = await import('../../../../test/store-client.ts');
    const guest: StoreClient = await new Client(app.t.app).start();
    expect((await guest.site('GET', BASE)).statusCode).toBe(401);
    expect((await (await staff('administrator')).get(`/${id}`)).statusCode).toBe(200);
    expect((await (await staff('manager')).get(`/${id}`)).statusCode).toBe(200);
    // A write without the nonce is refused.
    const manager = await app.clients.signedIn(DEMO_ACCOUNTS.manager);
    expect(
      (await manager.site('POST', `${BASE}/${id}/transitions`, { to: 'on-hold' }, { 'content-type': 'application/json' })).statusCode,
    ).toBeGreaterThanOrEqual(401);
  });

  it('shows the detail: lines, totals, payments, timeline and what may happen next; 404 for an unknown order', async () => {
    const { id } = await orderOf({ card: true, priceCents: 2000 });
    const manager = await staff();
    const detail = (await manager.get(`/${id}`)).json() as Detail;
    expect(detail).toMatchObject({ id, status: 'processing', next_statuses: ['shipped', 'on-hold', 'cancelled'] });
    expect(detail.lines[0]).toMatchObject({ quantity: 2 });
    expect(detail.payments[0]).toMatchObject({ refunded_cents: 0, refunds: [] });
    expect(detail.payments[0]?.amount_cents).toBe(detail.totals.total_cents);
    expect(detail.timeline[0]?.kind).toBe('placed');
    expect(detail.timeline.some((e) => e.kind.startsWith('payment_'))).toBe(true);
    expect((await manager.get('/99999999')).statusCode).toBe(404);
    expect((await manager.get('/abc')).statusCode).toBe(404);
  });

  it('ships with a carrier and tracking number and mails the customer the tracking link in their language; then completes', async () => {
    const { id, email } = await orderOf({ lang: 'lt' });
    const manager = await staff();

    const early = await manager.post(`${id}/transitions`, { to: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'soul_order_transition_refused',
      message: `Order #${id} is “Processing”: it cannot be moved to “Completed”.`,
    });
    const earlyLt = await manager.post(`${id}/transitions`, { to: 'completed' }, 'lt');
    expect(earlyLt.json()).toMatchObject({ message: `Užsakymo #${id} būsena – „Vykdomas“: jo negalima perkelti į „Įvykdytas“.` });
    expect((await manager.post(`${id}/transitions`, { to: 'shipped', carrier: 'omniva' })).statusCode).toBe(400);
    const unknown = await manager.post(`${id}/transitions`, { to: 'shipped', carrier: 'ups', tracking_number: '1Z' }, 'lt');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: '„ups“ nėra parduotuvės vežėjas.' });
    expect(await statusOf(id)).toBe('processing');

    const shipped = await manager.post(`${id}/transitions`, {
      to: 'shipped',
      carrier: 'omniva',
      tracking_number: 'CC 123/LT',
      note: 'Packed by Rasa',
    });
    expect(shipped.statusCode).toBe(200);
    const detail = shipped.json() as Detail;
    expect(detail).toMatchObject({ status: 'shipped', next_statuses: ['completed'] });
    expect(detail.tracking).toEqual([
      expect.objectContaining({
        carrier: 'omniva',
        carrier_name: 'Omniva',
        tracking_number: 'CC 123/LT',
        tracking_url: 'https://www.omniva.lt/privatus/siuntos_sekimas?barcode=CC%20123%2FLT',
      }),
    ]);
    expect(detail.notes).toEqual([expect.objectContaining({ note: 'Packed by Rasa', to_customer: false })]);
    expect(detail.timeline.at(-2)).toMatchObject({
      kind: 'status_changed',
      detail: { from: 'processing', to: 'shipped', carrier: 'omniva' },
    });

    const mail = await sentMail('order_shipped', `order:${id}:shipped:CC 123/LT`);
    expect(mail).toMatchObject({ to: email, subject: `Jūsų Soul Shop užsakymas #${id} išsiųstas` });
    expect(mail?.text).toContain('Omniva');
    expect(mail?.text).toContain('CC 123/LT');
    expect(mail?.html).toContain('https://www.omniva.lt/privatus/siuntos_sekimas?barcode=CC%20123%2FLT');
    expect(mail?.text).not.toContain('Packed by Rasa');

    const completed = await manager.post(`${id}/transitions`, { to: 'completed' });
    expect(completed.json()).toMatchObject({ status: 'completed', next_statuses: [] });
    const again = await manager.post(`${id}/transitions`, { to: 'on-hold' }, 'lt');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `Užsakymo #${id} būsena – „Įvykdytas“: jo negalima perkelti į „Sulaikytas“.` });
  });

  it('the English shipped mail; downloads complete without shipping; on hold; cancelling gives the stock back', async () => {
    const parcel = await orderOf({ lang: 'en' });
    const manager = await staff('administrator');
    expect((await manager.post(`${parcel.id}/transitions`, { to: 'shipped', carrier: 'dpd', tracking_number: '0550' })).statusCode).toBe(
      200,
    );
    const mail = await sentMail('order_shipped', `order:${parcel.id}:shipped:0550`);
    expect(mail?.subject).toBe(`Your Soul Shop order #${parcel.id} has shipped`);
    expect(mail?.text).toContain('Track your parcel');
    expect(mail?.html).toContain('https://www.dpd.com/lt/lt/siuntu-sekimas/?parcelNumber=0550');

    const download = await orderOf({ download: true });
    const ship = await manager.post(`${download.id}/transitions`, { to: 'shipped', carrier: 'dpd', tracking_number: '1' });
    expect(ship.statusCode).toBe(409);
    expect(ship.json()).toMatchObject({ code: 'soul_order_nothing_to_ship' });
    expect((await manager.post(`${download.id}/transitions`, { to: 'completed' })).json()).toMatchObject({ status: 'completed' });

    const held = await orderOf({ stock: 10 });
    expect(await stockOf(app.t.database, held.product)).toBe(8);
    expect((await manager.post(`${held.id}/transitions`, { to: 'on-hold' })).json()).toMatchObject({ status: 'on-hold' });
    const cancelled = await manager.post(`${held.id}/transitions`, { to: 'cancelled', note: 'Customer phoned' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', next_statuses: [] });
    expect(await stockOf(app.t.database, held.product)).toBe(10);
    const timeline = (cancelled.json() as Detail).timeline;
    expect(timeline.at(-1)).toMatchObject({
      kind: 'status_changed',
      detail: { from: 'on-hold', to: 'cancelled', note: 'Customer phoned' },
    });
    const twice = await manager.post(`${held.id}/transitions`, { to: 'cancelled' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: `Order #${held.id} is “Cancelled”: it cannot be moved to “Cancelled”.` });
  });

  it('keeps private notes in the back office and mails notes to the customer in their language', async () => {
    const { id, email, customer } = await orderOf({ lang: 'lt' });
    const manager = await staff();
    const privateNote = await manager.post(`${id}/notes`, { note: 'Called the courier', to_customer: false });
    expect(privateNote.statusCode).toBe(201);
    expect(privateNote.json()).toMatchObject({ note: 'Called the courier', to_customer: false, author: { name: expect.any(String) } });
    const toCustomer = await manager.post(`${id}/notes`, { note: 'Jūsų užsakymas\nbus išsiųstas rytoj.', to_customer: true });
    expect(toCustomer.statusCode).toBe(201);
    const noteId = (toCustomer.json() as { id: number }).id;
    const mail = await sentMail('order_note', `order-note:${noteId}`);
    expect(mail).toMatchObject({ to: email, subject: `Pastaba dėl jūsų Soul Shop užsakymo #${id}` });
    expect(mail?.text).toContain('bus išsiųstas rytoj.');
    expect(mail?.text).toContain(`/orders/${id}`);
    // The note to the customer was mailed after the private one was stored: a private note's mail would be there by now.
    const privateId = (privateNote.json() as { id: number }).id;
    expect((await app.t.database.db.execute(sql`SELECT 1 FROM sent_mail WHERE ref = ${`order-note:${privateId}`}`)).rows).toEqual([]);
    const detail = (await manager.get(`/${id}`)).json() as Detail;
    expect(detail.notes.map((n) => [n.note, n.to_customer])).toEqual([
      ['Jūsų užsakymas\nbus išsiųstas rytoj.', true],
      ['Called the courier', false],
    ]);
    expect((await manager.post(`${id}/notes`, { note: '   ' })).statusCode).toBe(400);
    expect((await manager.post(`99999999/notes`, { note: 'x' })).statusCode).toBe(404);
    // The customer's own order answer never carries the back office's notes.
    const own = await customer.client.site('GET', `/wp-json/soul/v1/orders/${id}`);
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).not.toContain('Called the courier');
  });

  it('refunds through the gateway that charged; refuses too much, bad lines and orders with no card money', async () => {
    const { id, email } = await orderOf({ card: true, priceCents: 2000 });
    const manager = await staff();
    const detail = (await manager.get(`/${id}`)).json() as Detail;
    const line = detail.lines[0];
    if (!line) throw new Error('no line');

    const refunded = await manager.post(`${id}/refunds`, {
      amount_cents: 500,
      reason: 'Damaged jar',
      lines: [{ line_id: line.id, quantity: 1 }],
    });
    expect(refunded.statusCode).toBe(201);
    const after = refunded.json() as Detail;
    expect(after.payments[0]).toMatchObject({
      refunded_cents: 500,
      refunds: [expect.objectContaining({ amount_cents: 500, status: 'succeeded', reason: 'Damaged jar' })],
    });
    expect(after.totals.refunded_cents).toBe(500);
    expect(after.timeline.at(-1)).toMatchObject({ kind: 'refund', detail: { amount: 500, lines: [{ line_id: line.id, quantity: 1 }] } });
    const mail = await sentMail(
      'order_refunded',
      `order:${id}:refund-${(await app.t.database.db.execute(sql`SELECT max(r.id) AS id FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = ${id}`)).rows[0]?.id}`,
    );
    expect(mail?.to).toBe(email);

    expect((await manager.post(`${id}/refunds`, { amount_cents: detail.totals.total_cents })).statusCode).toBe(409);
    expect((await manager.post(`${id}/refunds`, { amount_cents: 100, lines: [{ line_id: line.id, quantity: 99 }] })).statusCode).toBe(400);
    expect((await manager.post(`${id}/refunds`, { amount_cents: 0 })).statusCode).toBe(400);
    const cod = await orderOf();
    const none = await manager.post(`${cod.id}/refunds`, { amount_cents: 100 }, 'lt');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'soul_payment_not_refundable', message: expect.stringContaining('Šiam užsakymui') });
  });

  it('asks the gateway outside any transaction; a lost answer is 202 with the refund pending for reconciliation', async () => {
    const { id } = await orderOf({ card: true, priceCents: 2000 });
    const manager = await staff('administrator');
    let probed = false;
    gateway.onNext('refund', {
      probe: async () => {
        // From another connection while the gateway is asked: the order and its payments are not locked.
        await app.t.database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM orders WHERE id = ${id} FOR UPDATE NOWAIT`);
          await tx.execute(sql`SELECT id FROM payments WHERE order_id = ${id} FOR UPDATE NOWAIT`);
        });
        probed = true;
      },
      lose: 'after',
    });
    const pending = await manager.post(`${id}/refunds`, { amount_cents: 300, reason: 'Late parcel' });
    expect(probed).toBe(true);
    expect(pending.statusCode).toBe(202);
    expect((pending.json() as Detail).payments[0]).toMatchObject({ refund_pending_cents: 300, refunded_cents: 0 });
    expect((pending.json() as Detail).timeline.at(-1)).toMatchObject({ kind: 'refund', detail: { amount: 300, pending: true } });
  });

  it('prints a packing slip: the lines and quantities and the delivery address, no prices, in the order’s language or ?lang=', async () => {
    const { id } = await orderOf({ lang: 'lt' });
    const manager = await staff();
    const slip = await manager.get(`/${id}/packing-slip`);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(slip.rawPayload);
    expect(text).toContain('Pakavimo lapas');
    // The line as sold (in the language the order was placed in), its SKU and quantity; the parcel's address.
    expect(text).toMatch(/Test TEST-\w+ TEST-\w+ 2/);
    expect(text).toContain('PRISTATYTI');
    expect(text).toContain('A 1');
    expect(text).toContain('LT-01103 Vilnius');
    expect(text).not.toMatch(/€|EUR/);
    const en = await pdfText((await manager.get(`/${id}/packing-slip?lang=en`)).rawPayload);
    expect(en).toContain('Packing slip');
    expect(en).toContain('Deliver to'.toUpperCase());
    expect((await manager.get(`/99999999/packing-slip`)).statusCode).toBe(404);
    expect((await manager.get(`/${id}/packing-slip?lang=de`)).statusCode).toBe(400);
  });
});
