import { accountDocumentsSchema, type AccountDocument } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import type { StoreClient } from '../../../test/store-client.ts';

/** GET soul/v1/documents and /documents/{id} (account §2 "Documents"): who sees which invoices and credit notes. */
const app = withAccountApp();

const list = (client: StoreClient, query = '') => client.site('GET', `/wp-json/soul/v1/documents${query}`);
const documents = async (client: StoreClient, query = '') => accountDocumentsSchema.parse((await list(client, query)).json());

describe('soul/v1 documents', () => {
  it('lists the reader’s invoices and credit notes, newest first, paged, with PDFs; for the owner, the company’s director and administrators only', async () => {
    const buyer = await app.clients.signedIn(DEMO_ACCOUNTS.buyer);
    const orderId = await app.clients.placeOrder(buyer, { card: true, priceCents: 2500 });
    expect((await buyer.site('GET', `/wp-json/soul/v1/invoice/${orderId}`)).statusCode).toBe(200);
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const payment = ((await buyer.site('GET', `/wp-json/soul/v1/payments?order_id=${orderId}`)).json() as { id: number }[])[0];
    expect((await soulPost(app.clients, admin, 'refund-payment', { payment_id: payment?.id, amount: 790 })).statusCode).toBe(200);

    const response = await list(buyer, '?per_page=100');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const mine = (await documents(buyer, '?per_page=100')).filter((d) => d.order_id === orderId);
    expect(mine.map((d) => [d.kind, d.amount, d.reason])).toEqual([
      ['credit_note', '-790', 'refund'],
      ['invoice', String(2500 + 299), 'issue'],
    ]);
    const [credit, invoice] = mine as [AccountDocument, AccountDocument];
    expect(credit.corrects).toBe(invoice.number);
    expect(credit.number).toMatch(/^SS-KR-\d{4}-\d{5}$/);

    const pdf = await buyer.site('GET', `${credit.url}?download=1`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="credit-note-${credit.number}\\.pdf"`));
    expect(await pdfText(pdf.rawPayload)).toContain(invoice.number);

    // Paging: one per page, the total in the headers; past the end is an empty page.
    const first = await list(buyer, '?per_page=1');
    expect(Number(first.headers['x-wp-total'])).toBeGreaterThanOrEqual(2);
    expect(first.json()).toHaveLength(1);
    expect((await list(buyer, '?per_page=1&page=9999')).json()).toEqual([]);
    expect((await list(buyer, '?per_page=500')).statusCode).toBe(400);

    // The company's director and administrators see them; another customer and the guest do not.
    const director = await app.clients.signedIn(DEMO_ACCOUNTS.director);
    expect((await documents(director, '?per_page=100')).map((d) => d.id)).toEqual(expect.arrayContaining([credit.id, invoice.id]));
    expect((await director.site('GET', credit.url)).statusCode).toBe(200);
    expect((await documents(admin, '?per_page=100')).map((d) => d.id)).toEqual(expect.arrayContaining([credit.id, invoice.id]));
    expect((await admin.site('GET', invoice.url)).statusCode).toBe(200);

    const stranger = (await app.clients.newCustomer()).client;
    expect((await documents(stranger)).map((d) => d.id)).not.toContain(credit.id);
    const foreign = await stranger.site('GET', credit.url);
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.site('GET', '/wp-json/soul/v1/documents/2147483000')).statusCode).toBe(404);
    expect((await stranger.site('GET', '/wp-json/soul/v1/documents/abc')).statusCode).toBe(400);

    expect((await app.t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/documents' })).statusCode).toBe(401);
    expect((await app.t.app.inject({ method: 'GET', url: credit.url })).statusCode).toBe(401);

    // Staff without permission_view_orders see no documents.
    const blind = (await app.clients.newCustomer({ role: 'staff', permissions: { permission_view_orders: false } })).client;
    expect((await list(blind)).statusCode).toBe(403);
  });
});
