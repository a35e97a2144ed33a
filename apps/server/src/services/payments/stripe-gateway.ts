import Stripe from 'stripe';
import {
  chargeResultOf,
  PaymentPendingError,
  type ChargeLookup,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentGateway,
  type RefundLookup,
  type RefundRequest,
  type RefundResult,
  type SaveCardRequest,
  type SaveCardResult,
  type SavedCard,
} from './gateway.ts';

/** Stripe's decline codes and error codes mapped to the port's few. */
function declineOf(code: string | undefined, declineCode: string | undefined): DeclineCode {
  if (declineCode === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'expired_card' || declineCode === 'expired_card') return 'expired_card';
  if (
    code === 'incorrect_number' ||
    code === 'invalid_number' ||
    code === 'invalid_cvc' ||
    code === 'incorrect_cvc' ||
    code === 'invalid_expiry_month' ||
    code === 'invalid_expiry_year'
  ) {
    return 'invalid_card';
  }
  if (code === 'card_declined') return 'card_declined';
  return 'processing_error';
}

export interface StripeGatewayOptions {
  secretKey: string;
  /** Where the API is (tests point it at a local fake: no internet here). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * Stripe through its official SDK. A new card arrives as a PaymentMethod id
 * (the page's Stripe Payment Element makes it; card numbers never reach this
 * server): the adapter makes a Customer, confirms a PaymentIntent that saves
 * the card for off-session use, and returns the customer and PaymentMethod as
 * the saved card, which the one-click upsell and renewals charge off-session.
 * Every PaymentIntent and Refund carries its idempotency key in `metadata`,
 * so `findCharge` / `findRefund` find them again after a crash (PaymentIntent
 * search; Stripe's search index lags by up to a minute, far less than the
 * minutes reconciliation waits). An answer that never came (connection lost,
 * Stripe's 5xx after the SDK's retries, the key still in flight) throws
 * `PaymentPendingError`: the caller leaves the payment pending.
 */
export class StripeGateway implements PaymentGateway {
  readonly id = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(options: StripeGatewayOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
    });
  }

  /** Refunds a PaymentIntent (the transaction id a charge returned), for the given amount. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.transactionId, amount: request.amountCents, metadata: { idempotency_key: request.idempotencyKey } },
        { idempotencyKey: request.idempotencyKey },
      );
      return refund.status === 'failed' || refund.status === 'canceled'
        ? { ok: false, detail: `refund ${refund.status}` }
        : { ok: true, refundId: refund.id };
    } catch (error) {
      if (isOutcomeUnknown(error)) throw new PaymentPendingError((error as Error).message);
      if (error instanceof Stripe.errors.StripeError) return { ok: false, detail: error.message };
      throw error;
    }
  }

  async findCharge(idempotencyKey: string): Promise<ChargeLookup> {
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['idempotency_key']:'${searchValue(idempotencyKey)}'`,
      expand: ['data.payment_method'],
      limit: 1,
    });
    const intent = found.data[0];
    if (!intent) return { state: 'not_found' };
    if (intent.status === 'succeeded')
      return {
        state: 'succeeded',
        transactionId: intent.id,
        card: savedCardOf(intent, typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? '')),
      };
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
      const last = intent.last_payment_error;
      return {
        state: 'failed',
        code: last ? declineOf(last.code, last.decline_code) : 'card_declined',
        detail: last?.message ?? `payment intent ${intent.status}`,
      };
    }
    return { state: 'processing' };
  }

  async findRefund(request: { transactionId: string; idempotencyKey: string }): Promise<RefundLookup> {
    const refunds = await this.stripe.refunds.list({ payment_intent: request.transactionId, limit: 100 });
    const refund = refunds.data.find((r) => r.metadata?.idempotency_key === request.idempotencyKey);
    if (!refund) return { state: 'not_found' };
    if (refund.status === 'succeeded') return { state: 'succeeded', refundId: refund.id };
    if (refund.status === 'failed' || refund.status === 'canceled') return { state: 'failed', detail: `refund ${refund.status}` };
    return { state: 'processing' };
  }

  /** A SetupIntent: the PaymentMethod attached to a new customer for off-session charges, confirmed now (3-D Secure is not handled here). */
  async saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
    const { source } = request;
    if (source.kind === 'card') return { ok: false, code: 'processing_error', detail: 'Stripe takes a PaymentMethod id, not card details' };
    try {
      const customer = (
        await this.stripe.customers.create({ email: source.email }, { idempotencyKey: `${request.idempotencyKey}-customer` })
      ).id;
      const setup = await this.stripe.setupIntents.create(
        {
          customer,
          payment_method: source.paymentMethodId,
          confirm: true,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (setup.status !== 'succeeded') return { ok: false, code: 'card_declined', detail: `setup intent ${setup.status}` };
      const method = typeof setup.payment_method === 'object' && setup.payment_method ? setup.payment_method : null;
      return {
        ok: true,
        card: {
          customerRef: customer,
          token: method?.id ?? source.paymentMethodId,
          brand: method?.card?.brand ?? 'card',
          last4: method?.card?.last4 ?? '',
          expMonth: method?.card?.exp_month ?? 0,
          expYear: method?.card?.exp_year ?? 0,
        },
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { ok: false, code: declineOf(error.code, error.decline_code), detail: error.message };
      if (error instanceof Stripe.errors.StripeError && error.type === 'StripeInvalidRequestError') {
        return { ok: false, code: 'processing_error', detail: error.message };
      }
      throw error;
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { source } = request;
    if (source.kind === 'card') return { ok: false, code: 'processing_error', detail: 'Stripe takes a PaymentMethod id, not card details' };
    try {
      const customer =
        source.kind === 'saved'
          ? source.customerRef
          : (await this.stripe.customers.create({ email: source.email }, { idempotencyKey: `${request.idempotencyKey}-customer` })).id;
      const paymentMethod = source.kind === 'saved' ? source.token : source.paymentMethodId;
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          customer,
          payment_method: paymentMethod,
          description: request.description,
          confirm: true,
          allowed_payment_method_types: ['card'],
          metadata: { idempotency_key: request.idempotencyKey },
          ...(source.kind === 'saved' ? { off_session: true } : { setup_future_usage: 'off_session' as const }),
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== 'succeeded') return { ok: false, code: 'card_declined', detail: `payment intent ${intent.status}` };
      return { ok: true, transactionId: intent.id, card: savedCardOf(intent, customer, paymentMethod) };
    } catch (error) {
      if (isOutcomeUnknown(error)) throw new PaymentPendingError((error as Error).message);
      if (error instanceof Stripe.errors.StripeIdempotencyError) {
        // The key was used before with other details (a retry with another card): what happened to it is the answer.
        const found = chargeResultOf(await this.findCharge(request.idempotencyKey));
        if (found) return found;
        throw new PaymentPendingError(error.message);
      }
      if (error instanceof Stripe.errors.StripeCardError) {
        return { ok: false, code: declineOf(error.code, error.decline_code), detail: error.message };
      }
      if (error instanceof Stripe.errors.StripeError && error.type === 'StripeInvalidRequestError') {
        return { ok: false, code: 'processing_error', detail: error.message };
      }
      throw error;
    }
  }
}

/** Errors after which Stripe may or may not have done what was asked. */
function isOutcomeUnknown(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    // 409: another request with the same key is still in progress.
    (error instanceof Stripe.errors.StripeError && error.statusCode === 409)
  );
}

/** A value inside single quotes of Stripe's search language. */
function searchValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}

function savedCardOf(intent: Stripe.PaymentIntent, customer: string, fallbackMethod = ''): SavedCard {
  const method = typeof intent.payment_method === 'object' && intent.payment_method ? intent.payment_method : null;
  return {
    customerRef: customer,
    token: method?.id ?? (typeof intent.payment_method === 'string' ? intent.payment_method : fallbackMethod),
    brand: method?.card?.brand ?? 'card',
    last4: method?.card?.last4 ?? '',
    expMonth: method?.card?.exp_month ?? 0,
    expYear: method?.card?.exp_year ?? 0,
  };
}
