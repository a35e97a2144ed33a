import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

export interface RecordedStripeCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** Test PaymentMethods with the outcomes Stripe documents for its test cards. */
const CARDS: Record<string, { last4: string; brand: string; decline?: { code: string; decline_code: string } }> = {
  pm_card_visa: { last4: '4242', brand: 'visa' },
  pm_card_chargeDeclined: { last4: '0002', brand: 'visa', decline: { code: 'card_declined', decline_code: 'generic_decline' } },
  pm_card_chargeDeclinedInsufficientFunds: { last4: '9995', brand: 'visa', decline: { code: 'card_declined', decline_code: 'insufficient_funds' } },
};

/**
 * A local stand-in for the few Stripe endpoints the adapter calls (no
 * internet here): POST /v1/customers and POST /v1/payment_intents, with
 * Stripe's shapes, its card_error body on declines, and idempotent replays.
 */
export async function startFakeStripe(): Promise<{ port: number; calls: RecordedStripeCall[]; close(): Promise<void> }> {
  const calls: RecordedStripeCall[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const body = qs.parse(raw) as Record<string, unknown>;
      const idempotencyKey = header(request, 'idempotency-key');
      calls.push({ method: request.method ?? '', path: request.url ?? '', body, idempotencyKey, authorization: header(request, 'authorization') });
      const replay = idempotencyKey ? replies.get(idempotencyKey) : undefined;
      const reply = replay ?? answer(request.method ?? '', request.url ?? '', body, () => ++counter);
      if (idempotencyKey) replies.set(idempotencyKey, reply);
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_fake_${counter}` });
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

function answer(method: string, path: string, body: Record<string, unknown>, next: () => number): { status: number; body: unknown } {
  if (method === 'POST' && path === '/v1/customers') {
    return { status: 200, body: { id: `cus_fake_${next()}`, object: 'customer', email: body.email ?? null } };
  }
  if (method === 'POST' && path === '/v1/payment_intents') {
    const card = CARDS[String(body.payment_method)];
    if (!card || !body.customer || body.confirm !== 'true' || !/^\d+$/.test(String(body.amount))) {
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid request', param: 'payment_method' } } };
    }
    if (card.decline) {
      return { status: 402, body: { error: { type: 'card_error', ...card.decline, message: 'Your card was declined.', payment_method: { id: body.payment_method } } } };
    }
    return {
      status: 200,
      body: {
        id: `pi_fake_${next()}`, object: 'payment_intent', amount: Number(body.amount), currency: body.currency, customer: body.customer, status: 'succeeded',
        payment_method: { id: body.payment_method, object: 'payment_method', type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 } },
      },
    };
  }
  if (method === 'POST' && path === '/v1/refunds') {
    if (!String(body.payment_intent ?? '').startsWith('pi_fake_')) {
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent', param: 'payment_intent' } } };
    }
    return { status: 200, body: { id: `re_fake_${next()}`, object: 'refund', amount: Number(body.amount), payment_intent: body.payment_intent, status: 'succeeded' } };
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
