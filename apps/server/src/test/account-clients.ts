import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { StoreClient } from './store-client.ts';
import type { BuildAppOptions } from '../app.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createStockedProduct } from './test-products.ts';

/**
 * Signed-in shoppers for the account API tests: sessions are made directly
 * in the database (not through the sign-in form and its per-IP limits).
 */
export class AccountClients {
  constructor(private readonly t: TestApp) {}

  /** A signed-in client for an existing account. */
  async signedIn(email: string): Promise<StoreClient> {
    const token = `u_${randomBytes(24).toString('base64url')}`;
    await this.t.database.db.execute(sql`INSERT INTO user_sessions (token_hash, user_id)
      SELECT encode(sha256(${token}::bytea), 'hex'), id FROM users WHERE email = ${email}`);
    const client = new StoreClient(this.t.app);
    client.cookie = `soul_session=${token}`;
    return client.start();
  }

  /** A new customer account, signed in. */
  async newCustomer(
    extra: { role?: string; permissions?: Record<string, boolean> } = {},
  ): Promise<{ email: string; userId: number; client: StoreClient }> {
    const email = `acct-${Date.now()}-${randomBytes(3).toString('hex')}@example.lt`;
    const rows = (
      await this.t.database.db.execute(sql`INSERT INTO users (email, password_hash, role, b2b_permissions)
        VALUES (${email}, 'x', ${extra.role ?? 'customer'}, ${extra.permissions ? JSON.stringify(extra.permissions) : null}::jsonb) RETURNING id`)
    ).rows as { id: number }[];
    return { email, userId: rows[0]?.id ?? 0, client: await this.signedIn(email) };
  }

  /** Places an order of the given products (cash on delivery unless a card is asked for, the success card unless another is named); its id. */
  async placeOrder(
    client: StoreClient,
    options: {
      products?: { id: number; quantity: number }[];
      priceCents?: number;
      card?: boolean | string;
      /** Without a card: cash on delivery unless told (a cart of downloads cannot use it). */
      method?: 'cod' | 'bacs';
    } = {},
  ): Promise<number> {
    const products = options.products ?? [
      { id: await createStockedProduct(this.t.database, { stock: null, priceCents: options.priceCents ?? 1500 }), quantity: 1 },
    ];
    for (const { id, quantity } of products) expect((await client.add(id, quantity)).statusCode).toBe(201);
    const response = await client.request('POST', '/checkout', {
      billing_address: {
        email: 'x@example.lt',
        first_name: 'A',
        last_name: 'B',
        phone: '+37060000000',
        address_1: 'A 1',
        city: 'Vilnius',
        postcode: 'LT-01103',
        country: 'LT',
      },
      payment_method: options.card ? 'soul_test_card' : (options.method ?? 'cod'),
      ...(options.card
        ? {
            payment_data: [
              { key: 'card_number', value: typeof options.card === 'string' ? options.card : '4242424242424242' },
              { key: 'card_expiry', value: '12/30' },
              { key: 'card_cvc', value: '123' },
            ],
          }
        : {}),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { order_id: number }).order_id;
  }

  /** The REST nonce of a client's session (what the account area sends as X-WP-Nonce). */
  async restNonce(client: StoreClient): Promise<string> {
    return (await this.nonces(client)).rest_nonce;
  }

  /** The admin-ajax nonce of a client's session. */
  async ajaxNonce(client: StoreClient): Promise<string> {
    return (await this.nonces(client)).ajax_nonce;
  }

  private async nonces(client: StoreClient): Promise<{ rest_nonce: string; ajax_nonce: string }> {
    const answer = await client.site('POST', '/wp-admin/admin-ajax.php', 'action=soulel_get_nonce_clientside', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    return (answer.json() as { data: { rest_nonce: string; ajax_nonce: string } }).data;
  }
}

/** A JSON write to soul/v1 with the client's REST nonce. */
export async function soulPost(clients: AccountClients, client: StoreClient, path: string, body: unknown, nonce?: string) {
  return client.site('POST', `/wp-json/soul/v1/${path}`, body, {
    'x-wp-nonce': nonce ?? (await clients.restNonce(client)),
    'content-type': 'application/json',
  });
}

/** The real app for one test file, with its account clients: made before the file's tests run, closed after them. */
export function withAccountApp(
  options: Pick<BuildAppOptions, 'wrapGateway'> = {},
  config: Parameters<typeof createTestApp>[0] = {},
): {
  readonly t: TestApp;
  readonly clients: AccountClients;
} {
  const context = {} as { t: TestApp; clients: AccountClients };
  beforeAll(async () => {
    context.t = await createTestApp(config, options);
    context.clients = new AccountClients(context.t);
  });
  afterAll(async () => context.t.close());
  return context;
}
