import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

export interface RecordedStripeCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** Test PaymentMethods with the outcomes Stripe documents for its test cards. */
const CARDS: Record<string, { last4: string; brand: string; decline?: { code: string; decline_code: string } }> = {
  pm_card_visa: { last4: '4242', brand: 'visa' },
  pm_card_chargeDeclined: { last4: '0002', brand: 'visa', decline: { code: 'card_declined', decline_code: 'generic_decline' } },
  pm_card_chargeDeclinedInsufficientFunds: {
    last4: '9995',
    brand: 'visa',
    decline: { code: 'card_declined', decline_code: 'insufficient_funds' },
  },
};

type Json = Record<string, unknown>;

/**
 * A local stand-in for the few Stripe endpoints the adapter calls (no
 * internet here): POST /v1/customers, /v1/payment_intents, /v1/setup_intents and /v1/refunds,
 * GET /v1/payment_intents/search (metadata queries) and GET /v1/refunds,
 * with Stripe's shapes, its card_error body on declines (the declined
 * PaymentIntent stays, `requires_payment_method` with its last error, as on
 * Stripe), idempotent replays, and Stripe's refusal of a key reused with
 * other parameters.
 */
export async function startFakeStripe(): Promise<{ port: number; calls: RecordedStripeCall[]; close(): Promise<void> }> {
  const calls: RecordedStripeCall[] = [];
  const replies = new Map<string, { request: string; reply: { status: number; body: unknown } }>();
  const state: FakeState = { intents: [], refunds: [], counter: 0 };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = qs.parse(raw) as Json;
      const query = qs.parse(url.search.slice(1)) as Json;
      const idempotencyKey = header(request, 'idempotency-key');
      calls.push({
        method: request.method ?? '',
        path: url.pathname,
        query,
        body,
        idempotencyKey,
        authorization: header(request, 'authorization'),
      });
      const earlier = idempotencyKey ? replies.get(idempotencyKey) : undefined;
      // Stripe replays a key's first answer, and refuses the key with other parameters.
      const reply = earlier
        ? earlier.request === raw
          ? earlier.reply
          : {
              status: 400,
              body: {
                error: {
                  type: 'idempotency_error',
                  message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
                },
              },
            }
        : answer(request.method ?? '', url.pathname, request.method === 'GET' ? query : body, state);
      if (idempotencyKey && !earlier) replies.set(idempotencyKey, { request: raw, reply });
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_fake_${state.counter}` });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface FakeState {
  intents: Json[];
  refunds: Json[];
  counter: number;
}

const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

function answer(method: string, path: string, params: Json, state: FakeState): { status: number; body: unknown } {
  const next = () => ++state.counter;
  if (method === 'POST' && path === '/v1/customers') {
    return { status: 200, body: { id: `cus_fake_${next()}`, object: 'customer', email: params.email ?? null } };
  }
  if (method === 'POST' && path === '/v1/payment_intents') {
    const card = CARDS[String(params.payment_method)];
    if (!card || !params.customer || params.confirm !== 'true' || !/^\d+$/.test(String(params.amount))) {
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid request', param: 'payment_method' } } };
    }
    const paymentMethod = {
      id: params.payment_method,
      object: 'payment_method',
      type: 'card',
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 },
    };
    const intent: Json = {
      id: `pi_fake_${next()}`,
      object: 'payment_intent',
      amount: Number(params.amount),
      currency: params.currency,
      customer: params.customer,
      metadata: params.metadata ?? {},
      status: card.decline ? 'requires_payment_method' : 'succeeded',
      payment_method: card.decline ? null : paymentMethod,
      last_payment_error: card.decline ? { type: 'card_error', ...card.decline, message: 'Your card was declined.' } : null,
    };
    state.intents.push(intent);
    if (card.decline) {
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            ...card.decline,
            message: 'Your card was declined.',
            payment_method: { id: params.payment_method },
            payment_intent: intent,
          },
        },
      };
    }
    return { status: 200, body: intent };
  }
  if (method === 'POST' && path === '/v1/setup_intents') {
    const card = CARDS[String(params.payment_method)];
    if (!card || !params.customer || params.confirm !== 'true') {
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid request', param: 'payment_method' } } };
    }
    if (card.decline) {
      return { status: 402, body: { error: { type: 'card_error', ...card.decline, message: 'Your card was declined.' } } };
    }
    const paymentMethod = {
      id: params.payment_method,
      object: 'payment_method',
      type: 'card',
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 },
    };
    return {
      status: 200,
      body: {
        id: `seti_fake_${next()}`,
        object: 'setup_intent',
        status: 'succeeded',
        customer: params.customer,
        payment_method: paymentMethod,
      },
    };
  }
  if (method === 'GET' && path === '/v1/payment_intents/search') {
    // Only the one query the adapter sends: metadata['key']:'value'.
    const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(String(params.query ?? ''));
    if (!match)
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Unsupported search query', param: 'query' } } };
    const [, field = '', value = ''] = match;
    const wanted = value.replace(/\\(.)/g, '$1');
    const found = state.intents.filter((i) => (i.metadata as Json)[field] === wanted);
    return {
      status: 200,
      body: { object: 'search_result', data: found, has_more: false, next_page: null, url: '/v1/payment_intents/search' },
    };
  }
  if (method === 'POST' && path === '/v1/refunds') {
    const intent = state.intents.find((i) => i.id === params.payment_intent && i.status === 'succeeded');
    if (!intent) {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'No such payment_intent', param: 'payment_intent' } },
      };
    }
    const refund = {
      id: `re_fake_${next()}`,
      object: 'refund',
      amount: Number(params.amount),
      payment_intent: params.payment_intent,
      metadata: params.metadata ?? {},
      status: 'succeeded',
    };
    state.refunds.push(refund);
    return { status: 200, body: refund };
  }
  if (method === 'GET' && path === '/v1/refunds') {
    return {
      status: 200,
      body: list(
        state.refunds.filter((r) => !params.payment_intent || r.payment_intent === params.payment_intent),
        '/v1/refunds',
      ),
    };
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}
