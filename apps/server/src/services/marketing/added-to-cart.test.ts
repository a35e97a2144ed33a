import { NEWSLETTER_LISTS } from '@soul/domain/marketing/lists';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../test/account-clients.ts';
import { StoreClient } from '../../test/store-client.ts';
import { createStockedProduct } from '../../test/test-products.ts';

const ctx = withAccountApp();

const sessionOf = (client: StoreClient) => client.cookie.replace('soul_session=', '');
const addedEvents = async (client: StoreClient) =>
  (
    await ctx.t.database.db.execute(
      sql`SELECT email, payload FROM marketing_events WHERE kind = 'added_to_cart' AND session_token = ${sessionOf(client)} ORDER BY id`,
    )
  ).rows as { email: string | null; payload: Record<string, unknown> }[];

/** Gives the e-mail a profile on the newsletter with the given status (what a sign-up or an unsubscribe leaves). */
async function onNewsletter(email: string, status: 'subscribed' | 'unsubscribed') {
  await ctx.t.database.db.execute(sql`WITH p AS (INSERT INTO marketing_profiles (email) VALUES (${email})
      ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id)
    INSERT INTO marketing_list_members (list_id, profile_id, status) SELECT ${NEWSLETTER_LISTS.default}, id, ${status} FROM p
    ON CONFLICT (list_id, profile_id) DO UPDATE SET status = EXCLUDED.status`);
}

describe('"Added to Cart" recorded by the server (storefront §7)', () => {
  it('at add-item, for a signed-in customer subscribed to a list: the account’s e-mail, the item and the cart, in the page’s language', async () => {
    const { client, email } = await ctx.clients.newCustomer();
    await onNewsletter(email, 'subscribed');
    const product = await createStockedProduct(ctx.t.database, { stock: 5, priceCents: 1200 });
    // An e-mail in the body is nobody's business here: the event belongs to the account.
    const added = await client.request('POST', '/cart/add-item?lang=lt', { id: product, quantity: 2, email: 'someone@else.lt' });
    expect(added.statusCode).toBe(201);
    const events = await addedEvents(client);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      email,
      payload: {
        added_item: { id: product, quantity: 2, sku: expect.stringMatching(/^TEST-/), price: expect.any(String) },
        quantity: 2,
        cart_contents: [{ id: product, quantity: 2 }],
        cart_totals: { currency_code: 'EUR' },
        current_language: 'lt',
        source: 'server',
      },
    });
    // The profile is linked, so the event is the profile's in the local history (and in Klaviyo's, when mirrored).
    const linked = (
      await ctx.t.database.db.execute(sql`SELECT count(*)::int AS n FROM marketing_events e JOIN marketing_profiles p ON p.id = e.profile_id
        WHERE e.kind = 'added_to_cart' AND p.email = ${email}`)
    ).rows[0];
    expect(linked).toEqual({ n: 1 });
  });

  it('at POST /cart/items and each add in a batch', async () => {
    const { client, email } = await ctx.clients.newCustomer();
    await onNewsletter(email, 'subscribed');
    const [a, b] = [await createStockedProduct(ctx.t.database, { stock: 5 }), await createStockedProduct(ctx.t.database, { stock: 5 })];
    expect((await client.request('POST', '/cart/items', { id: a, quantity: 1 })).statusCode).toBe(201);
    const batch = await client.request('POST', '/batch', {
      requests: [
        { method: 'POST', path: '/wc/store/v1/cart/add-item', headers: { Nonce: client.nonce }, body: { id: b, quantity: 3 } },
        { method: 'POST', path: '/wc/store/v1/cart/add-item', headers: { Nonce: client.nonce }, body: { id: a, quantity: 1 } },
      ],
    });
    expect(batch.statusCode).toBe(207);
    const events = await addedEvents(client);
    expect(
      events.map((e) => [(e.payload.added_item as { id: number }).id, (e.payload.added_item as { quantity: number }).quantity]),
    ).toEqual([
      [a, 1],
      [b, 3],
      [a, 1],
    ]);
    expect(events.every((e) => e.email === email)).toBe(true);
  });

  it('never for a guest, a customer without consent or one who unsubscribed, nor for a refused add', async () => {
    const product = await createStockedProduct(ctx.t.database, { stock: 1 });
    const guest = await new StoreClient(ctx.t.app).start();
    expect((await guest.add(product, 1)).statusCode).toBe(201);
    expect(await addedEvents(guest)).toEqual([]);

    const { client: noConsent } = await ctx.clients.newCustomer();
    expect((await noConsent.add(product, 1)).statusCode).toBe(201);
    expect(await addedEvents(noConsent)).toEqual([]);

    const left = await ctx.clients.newCustomer();
    await onNewsletter(left.email, 'unsubscribed');
    expect((await left.client.add(product, 1)).statusCode).toBe(201);
    expect(await addedEvents(left.client)).toEqual([]);

    const subscribed = await ctx.clients.newCustomer();
    await onNewsletter(subscribed.email, 'subscribed');
    expect((await subscribed.client.add(product, 5)).statusCode).toBe(400);
    expect(await addedEvents(subscribed.client)).toEqual([]);
  });
});
