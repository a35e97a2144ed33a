import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import { pdfPageTexts, pdfText } from '../../../test/pdf-text.ts';
import type { StoreClient } from '../../../test/store-client.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

/**
 * Issue 20, "An issued invoice never changes": an order's money moving after
 * its invoice was issued (an edit, a cancellation, a refund) writes a credit
 * note in its own gap-free series, and the invoice reads as it was issued.
 */
const app = withAccountApp();

interface Doc {
  id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  reason: string;
  amount: number;
  whole_invoice: boolean;
  corrects: string | null;
  vat_by_rate: { rate: number; base: number; vat: number }[];
}

const documentsOf = async (orderId: number) =>
  (
    await app.t.database.db
      .execute(sql`SELECT d.id, d.kind, d.number, d.reason, d.amount, d.whole_invoice, d.vat_by_rate, i.number AS corrects
      FROM invoice_documents d LEFT JOIN invoice_documents i ON i.id = d.corrects_id WHERE d.order_id = ${orderId} ORDER BY d.id`)
  ).rows as unknown as Doc[];
const invoice = (client: StoreClient, orderId: number) => client.site('GET', `/wp-json/soul/v1/invoice/${orderId}`);
const documentPdf = (client: StoreClient, id: number) => client.site('GET', `/wp-json/soul/v1/documents/${id}`);
const editor = () => app.clients.newCustomer({ role: 'staff', permissions: { permission_edit_orders: true } });
const paymentOf = async (orderId: number) =>
  (
    (await app.t.database.db.execute(sql`SELECT id FROM payments WHERE order_id = ${orderId} ORDER BY id LIMIT 1`)).rows[0] as {
      id: number;
    }
  ).id;
const sequence = (number: string) => Number(number.slice(-5));
const cancel = async (client: StoreClient, orderId: number) =>
  client.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`, undefined, { 'x-wp-nonce': await app.clients.restNonce(client) });

describe('issued invoices never change', () => {
  it('an edit after issue credits the whole invoice; the next invoice is a new one for the new total', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: 50, priceCents: 2000 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 1 }], card: true });
    const first = await invoice(client, orderId);
    expect(first.statusCode).toBe(200);
    const [issued] = await documentsOf(orderId);
    if (!issued) throw new Error('no invoice');
    expect(issued).toMatchObject({ kind: 'invoice', reason: 'issue', amount: 2000 + 299 });

    const line = ((await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).json() as { line_items: { id: number }[] })
      .line_items[0];
    const edited = await soulPost(app.clients, client, 'update-order', {
      id: orderId,
      line_items: [{ id: line?.id, product_id: product, quantity: 3 }],
    });
    expect(edited.statusCode).toBe(200);

    const [, credit] = await documentsOf(orderId);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      reason: 'edit',
      amount: issued.amount,
      whole_invoice: true,
      corrects: issued.number,
    });
    expect(credit?.number).toMatch(/^SS-KR-\d{4}-\d{5}$/);
    expect(credit?.vat_by_rate).toEqual(issued.vat_by_rate);
    // The database refuses to change an issued document.
    await expect(app.t.database.db.execute(sql`UPDATE invoice_documents SET amount = 1 WHERE id = ${issued.id}`)).rejects.toThrow();
    // The first invoice reads exactly as it was issued, under the same number.
    expect(Buffer.compare((await documentPdf(client, issued.id)).rawPayload, first.rawPayload)).toBe(0);

    const second = await invoice(client, orderId);
    const docs = await documentsOf(orderId);
    expect(docs.map((d) => [d.kind, d.reason])).toEqual([
      ['invoice', 'issue'],
      ['credit_note', 'edit'],
      ['invoice', 'issue'],
    ]);
    const reissued = docs[2];
    expect(reissued?.number).not.toBe(issued.number);
    expect(reissued?.amount).toBe(3 * 2000 + 299);
    expect(await pdfText(second.rawPayload)).toContain(String(reissued?.number));

    const creditText = await pdfText((await documentPdf(client, credit?.id ?? 0)).rawPayload);
    expect(creditText).toContain('Credit note');
    expect(creditText).toContain(issued.number);
    expect(creditText).toContain('-€22.99');
  });

  it('a cancellation after issue credits the whole invoice, and the order keeps that invoice (no new one)', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client, { priceCents: 1200 });
    await app.t.database.db.execute(sql`UPDATE orders SET lang = 'lt' WHERE id = ${orderId}`);
    await invoice(client, orderId);
    expect((await cancel(client, orderId)).statusCode).toBe(200);
    const docs = await documentsOf(orderId);
    expect(docs.map((d) => [d.kind, d.reason, d.amount, d.whole_invoice])).toEqual([
      ['invoice', 'issue', 1200 + 299, false],
      ['credit_note', 'cancel', 1200 + 299, true],
    ]);
    // The cancelled order shows its invoice as it was; no new invoice is issued for it.
    expect(await pdfText((await invoice(client, orderId)).rawPayload)).toContain(String(docs[0]?.number));
    expect(await documentsOf(orderId)).toHaveLength(2);
    const lt = await pdfText((await documentPdf(client, docs[1]?.id ?? 0)).rawPayload);
    expect(lt).toContain('Kreditinė PVM sąskaita faktūra');
    expect(lt).toContain('atšauktas');
    expect(lt).not.toContain('mokėti');
  });

  it('a cancelled order that never had an invoice gets none', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    expect((await cancel(client, orderId)).statusCode).toBe(200);
    expect((await invoice(client, orderId)).statusCode).toBe(404);
    expect((await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).json()).toMatchObject({ invoice_url: null });
    expect(await documentsOf(orderId)).toEqual([]);
  });

  it('a refund credits its amount split over the VAT rates; refunding the rest credits what is left', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client, { card: true, priceCents: 2862 });
    await invoice(client, orderId);
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const paymentId = await paymentOf(orderId);
    expect((await soulPost(app.clients, admin, 'refund-payment', { payment_id: paymentId, amount: 790 })).statusCode).toBe(200);
    let docs = await documentsOf(orderId);
    const [issued, partial] = docs;
    expect(partial).toMatchObject({ kind: 'credit_note', reason: 'refund', amount: 790, whole_invoice: false, corrects: issued?.number });
    const parts = partial?.vat_by_rate ?? [];
    expect(parts.reduce((sum, p) => sum + p.base + p.vat, 0)).toBe(790);
    expect(parts.map((p) => p.rate)).toEqual(issued?.vat_by_rate.map((p) => p.rate));
    const text = await pdfText((await documentPdf(client, partial?.id ?? 0)).rawPayload);
    expect(text).toContain('-€7.90');

    // The invoice is unchanged by the refund.
    expect(await pdfText((await invoice(client, orderId)).rawPayload)).toContain(String(issued?.number));
    expect(await documentsOf(orderId)).toHaveLength(2);

    const rest = 2862 + 299 - 790;
    expect((await soulPost(app.clients, admin, 'refund-payment', { payment_id: paymentId, amount: rest })).statusCode).toBe(200);
    expect((await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).json()).toMatchObject({ status: 'refunded' });
    docs = await documentsOf(orderId);
    expect(docs.map((d) => [d.kind, d.reason, d.amount])).toEqual([
      ['invoice', 'issue', 2862 + 299],
      ['credit_note', 'refund', 790],
      ['credit_note', 'refund', rest],
    ]);
    // Nothing more is credited than was invoiced, whatever else moves afterwards.
    await app.t.database.db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${orderId}`);
    expect(await documentsOf(orderId)).toHaveLength(3);
  });

  it('numbers each series without gaps, even when many orders are invoiced and cancelled at the same time', async () => {
    const { client } = await app.clients.newCustomer();
    const orders: number[] = [];
    for (let i = 0; i < 6; i += 1) orders.push(await app.clients.placeOrder(client));
    await Promise.all(orders.map((id) => invoice(client, id)));
    const nonce = await app.clients.restNonce(client);
    const cancelled = await Promise.all(
      orders.map((id) => client.site('GET', `/wp-json/soul/v1/cancel-order/${id}`, undefined, { 'x-wp-nonce': nonce })),
    );
    expect(cancelled.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
    const docs = (await Promise.all(orders.map(documentsOf))).flat();
    for (const kind of ['invoice', 'credit_note'] as const) {
      const numbers = docs
        .filter((d) => d.kind === kind)
        .map((d) => sequence(d.number))
        .sort((a, b) => a - b);
      expect(numbers).toHaveLength(6);
      expect(numbers.at(-1)! - numbers[0]!).toBe(5);
    }
    // And across the whole series so far, nothing skipped: the counter's last is the highest number written.
    const series = (
      await app.t.database.db.execute(sql`SELECT c.series, c.last, (SELECT count(*)::int FROM invoice_documents d
          WHERE d.number LIKE c.series || '-' || c.year || '-%') AS written FROM document_counters c ORDER BY c.series`)
    ).rows;
    for (const row of series as { last: number; written: number }[]) expect(row.written).toBe(row.last);
  });

  it('the bulk export takes an order’s invoice and its credit note, by default whatever the status', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    await invoice(client, orderId);
    expect((await cancel(client, orderId)).statusCode).toBe(200);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vilnius' });
    const ajax = async (fields: Record<string, string>) =>
      client.site(
        'POST',
        '/wp-admin/admin-ajax.php',
        new URLSearchParams({ ...fields, ajax_nonce: await app.clients.ajaxNonce(client) }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
    expect((await ajax({ action: 'wpo_wcpdf_export_get_order_ids', date_from: today, date_to: today })).json()).toEqual({
      success: true,
      data: [orderId],
    });
    const pages = await pdfPageTexts((await ajax({ action: 'wpo_wcpdf_export_bulk', order_ids: String(orderId) })).rawPayload);
    const [issued, credit] = await documentsOf(orderId);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(String(issued?.number));
    expect(pages[1]).toContain('Credit note');
    expect(pages[1]).toContain(String(credit?.number));
  });
});
