import { DEMO_ACCOUNTS } from '@soul/db';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../http/route-table.ts';
import { AccountClients } from '../test/account-clients.ts';
import { ChangeWatch } from '../test/fuzz/change-watch.ts';
import { bodyFor, encode, pathFor, queryString, type OwnRows } from '../test/fuzz/request-shapes.ts';
import { createStockedProduct } from '../test/test-products.ts';
import { StoreClient } from '../test/store-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Property-based fuzzing of every registered route: hostile path values,
 * query strings and bodies, as a guest, a customer and an administrator
 * holding valid nonces (so requests get past the nonce check into the
 * services and SQL), plus wrong methods. Every answer must be below 500, in
 * the route's error shape, and a refused request must have written nothing.
 * The run count is bounded so the suite stays quick; FUZZ_RUNS raises it
 * (a failure prints its seed: FUZZ_SEED=<seed> replays it).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
/** While hunting one problem: FUZZ_SKIP=<regex> leaves matching route patterns out. */
const SKIP = process.env.FUZZ_SKIP ? new RegExp(process.env.FUZZ_SKIP) : null;
const APPLICATION_NAME = 'soul-fuzz';
/** Tables a refused request may rightly write: counting failed sign-ins is the point of a refusal. */
// The job queue (graphile_worker's schema) is not watched: only the shop's own tables are.
const MAY_CHANGE_WHEN_REFUSED = ['rate_limits', 'sent_mail'];
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Writes that change the whole shop (settings other test files read at the
 * same time) go with a forged nonce: refused before they change anything,
 * they still prove the route answers hostile input in its shape.
 */
const SHOP_WIDE_WRITES = [/\/invoice-settings$/, /\/soul\/v1\/admin\//];

interface Identity {
  name: string;
  client: StoreClient;
  restNonce: string;
  ajaxNonce: string;
  formNonce: string;
}

let t: TestApp;
let watch: ChangeWatch;
const identities: Identity[] = [];
let own: OwnRows;

async function identity(name: string, client: StoreClient): Promise<Identity> {
  const nonces = (
    await client.site('POST', '/wp-admin/admin-ajax.php', 'action=soulel_get_nonce_clientside', {
      'content-type': 'application/x-www-form-urlencoded',
    })
  ).json() as {
    data: { rest_nonce: string; ajax_nonce: string };
  };
  const page = await client.site('GET', '/my-account');
  const formNonce = /name="_wpnonce" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return { name, client, restNonce: nonces.data.rest_nonce, ajaxNonce: nonces.data.ajax_nonce, formNonce };
}

beforeAll(async () => {
  t = await createTestApp({ jobWorker: false }, { applicationName: APPLICATION_NAME });
  watch = new ChangeWatch(t.database.pool, APPLICATION_NAME, MAY_CHANGE_WHEN_REFUSED);
  await watch.install();
  const clients = new AccountClients(t);
  // Rows of its own to buy, edit, refund and cancel: never the demo catalogue's or another test file's.
  const productId = await createStockedProduct(t.database, { stock: null });
  const customer = await clients.newCustomer();
  const orderId = await clients.placeOrder(customer.client, { products: [{ id: productId, quantity: 1 }] });
  const payments = (await customer.client.site('GET', `/wp-json/soul/v1/payments?order_id=${orderId}`)).json() as { id: number }[];
  own = { productId, orderId, paymentId: payments[0]?.id ?? 0 };
  identities.push(await identity('guest', await new StoreClient(t.app).start()));
  identities.push(await identity('customer', customer.client));
  identities.push(await identity('administrator', await clients.signedIn(DEMO_ACCOUNTS.administrator)));
}, 60_000);

afterAll(async () => {
  await watch?.uninstall();
  await t?.close();
});

type Kind = 'rest' | 'ajax' | 'page' | 'file';

function kindOf(url: string): Kind {
  if (url.startsWith('/wp-json/')) return 'rest';
  if (url.startsWith('/wp-admin/')) return 'ajax';
  if (url.startsWith('/static/') || url.startsWith('/media/')) return 'file';
  return 'page';
}

/** The request as sent: path and query, body encoded as the route expects (JSON for the APIs, a form for pages and admin-ajax). */
function buildRequest(
  route: RouteEntry,
  who: Identity,
  path: string,
  query: string,
  body: unknown,
  method: RouteEntry['method'],
): InjectOptions {
  const kind = kindOf(route.url);
  const shopWide = WRITE_METHODS.has(method) && SHOP_WIDE_WRITES.some((pattern) => pattern.test(route.url));
  const headers: Record<string, string> = {
    cookie: who.client.cookie,
    nonce: who.client.nonce,
    'x-wp-nonce': shopWide ? 'forged' : who.restNonce,
  };
  const options: InjectOptions = { method, url: query ? `${path}?${query}` : path, headers };
  if (!WRITE_METHODS.has(method)) return options;
  if (kind === 'rest') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(body) ?? 'null';
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const fields =
      body && typeof body === 'object' && !Array.isArray(body)
        ? { ...(body as Record<string, unknown>), ajax_nonce: who.ajaxNonce, _wpnonce: who.formNonce }
        : { value: body };
    options.payload = Object.entries(fields)
      .map(([key, value]) => `${encode(key)}=${encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`)
      .join('&');
  }
  return options;
}

/** What every answer must be, whatever was sent. */
function expectWellFormed(route: RouteEntry, request: InjectOptions, response: LightMyRequestResponse): void {
  const where = `${String(request.method)} ${String(request.url)} (${route.method} ${route.url})`;
  expect(response.statusCode, `${where} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const kind = kindOf(String(request.url));
  const type = String(response.headers['content-type'] ?? '');
  if (kind === 'rest') {
    expect(type, where).toContain('application/json');
    const body = response.json() as { code?: unknown; message?: unknown; data?: { status?: unknown } };
    expect(typeof body.code, `${where}: ${response.body.slice(0, 200)}`).toBe('string');
    expect(typeof body.message, where).toBe('string');
    expect(body.data?.status, where).toBe(response.statusCode);
  } else if (kind === 'ajax') {
    expect((response.json() as { success?: unknown }).success, where).toBe(false);
  }
}

describe('every route under hostile input', () => {
  it(`answers below 500, in its error shape, and a refusal writes nothing (${RUNS} runs)`, async () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !SKIP?.test(r.url));
    expect(routes.length).toBeGreaterThan(40);
    const methods: RouteEntry['method'][] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
    const request = fc
      .tuple(fc.constantFrom(...routes), fc.constantFrom(...identities.map((_, i) => i)), fc.boolean())
      .chain(([route, who, wrongMethod]) =>
        fc.record({
          route: fc.constant(route),
          who: fc.constant(who),
          method: wrongMethod ? fc.constantFrom(...methods) : fc.constant(route.method),
          path: pathFor(route.url, own),
          query: fc.oneof(fc.constant(''), queryString),
          body: bodyFor(route.url, own),
        }),
      );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, who, method, path, query, body }) => {
        const options = buildRequest(route, identities[who]!, path, query, body, method);
        const before = (await watch.changes()).length;
        const response = await t.app.inject(options);
        expectWellFormed(route, options, response);
        if (response.statusCode >= 400) {
          const written = (await watch.changes()).slice(before);
          expect(written, `${String(options.method)} ${String(options.url)} answered ${response.statusCode} but wrote`).toEqual([]);
        }
      }),
      { numRuns: RUNS, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
    );
  }, 240_000);
});
