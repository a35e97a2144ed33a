import Stripe from 'stripe';
import type { ChargeRequest, ChargeResult, DeclineCode, PaymentGateway, RefundRequest, RefundResult } from './gateway.ts';

/** Stripe's decline codes and error codes mapped to the port's few. */
function declineOf(code: string | undefined, declineCode: string | undefined): DeclineCode {
  if (declineCode === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'expired_card' || declineCode === 'expired_card') return 'expired_card';
  if (code === 'incorrect_number' || code === 'invalid_number' || code === 'invalid_cvc' || code === 'incorrect_cvc' || code === 'invalid_expiry_month' || code === 'invalid_expiry_year') {
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
        { payment_intent: request.transactionId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return refund.status === 'failed' || refund.status === 'canceled' ? { ok: false, detail: `refund ${refund.status}` } : { ok: true, refundId: refund.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) return { ok: false, detail: error.message };
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
          ...(source.kind === 'saved' ? { off_session: true } : { setup_future_usage: 'off_session' as const }),
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== 'succeeded') return { ok: false, code: 'card_declined', detail: `payment intent ${intent.status}` };
      const method = typeof intent.payment_method === 'object' && intent.payment_method ? intent.payment_method : null;
      return {
        ok: true,
        transactionId: intent.id,
        card: {
          customerRef: customer,
          token: method?.id ?? paymentMethod,
          brand: method?.card?.brand ?? 'card',
          last4: method?.card?.last4 ?? '',
          expMonth: method?.card?.exp_month ?? 0,
          expYear: method?.card?.exp_year ?? 0,
        },
      };
    } catch (error) {
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
