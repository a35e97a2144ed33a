import { parseDbId, paymentListQuerySchema, refundPaymentBodySchema, type PaymentMethodId } from '@soul/contracts';
import type { StoredPaymentDetail } from '@soul/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Visitor } from '../../../plugins/session.ts';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { sendPage } from '../../../http/send-page.ts';
import { checkRestNonce } from '../../../http/rest-nonce.ts';
import { translator, type Translate } from '../../../i18n.ts';
import { serializeAccountPayment, serializeAccountPaymentDetail } from '../../../serializers/account-payment.serializer.ts';
import { inScope } from '../../../services/accounts/order-access.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { sendRefund } from '../../../services/payments/refund-runner.ts';
import { readerScope } from './order-reader.ts';

/**
 * GET /wp-json/soul/v1/payments, /payments/{id} (account §2 "Payments"): the
 * payments of the orders the reader may see. POST /refund-payment: a real
 * refund through the gateway that charged, for administrators only (a shop
 * decision, not a customer's), never asked inside a transaction: recorded
 * (amount held), committed, sent, answered (PgPaymentRepository).
 */
export function registerPaymentRoutes(app: FastifyInstance, services: AppServices): void {
  const visiblePayment = async (request: FastifyRequest, id: unknown, t: Translate): Promise<StoredPaymentDetail> => {
    const scope = await readerScope(request, services, t);
    const number = parseDbId(id);
    const payment = number === null ? null : await services.payments.find(number);
    if (!payment || !inScope(scope, payment.orderUserId)) throw new ApiError('soul_payment_not_found', t('errors.paymentNotFound'), 404);
    return payment;
  };
  const detail = (visitor: Visitor, payment: StoredPaymentDetail, t: Translate) =>
    serializeAccountPaymentDetail(payment, t, { refundable: refundableBy(visitor, payment, services), administrator: visitor.role === 'administrator' });

  app.get('/wp-json/soul/v1/payments', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const scope = await readerScope(request, services, t);
    const query = parseParams(paymentListQuerySchema, request.query, t);
    const { payments, total } = await services.payments.list(scope, query);
    return sendPage(reply, payments.map((payment) => serializeAccountPayment(payment, t)), total, query.per_page);
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/payments/:id', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const payment = await visiblePayment(request, request.params.id, t);
    return reply.header('Cache-Control', 'no-store').send(detail(request.visitor, payment, t));
  });

  app.post('/wp-json/soul/v1/refund-payment', async (request, reply) => {
    const t = translator(requestLanguage(request));
    if (!request.visitor.userId) throw new ApiError('rest_not_logged_in', t('errors.notLoggedIn'), 401);
    checkRestNonce(request, services, t);
    const body = parseParams(refundPaymentBodySchema, request.body, t);
    const payment = await visiblePayment(request, body.payment_id, t);
    if (request.visitor.role !== 'administrator') throw new ApiError('rest_forbidden', t('errors.forbidden'), 403);
    // First the refund is recorded, its amount held (committed); then the gateway is asked; then its answer is recorded.
    const requested = await services.payments.requestRefund(payment.id, body.amount, body.reason);
    if (!requested.ok) {
      if (requested.reason === 'not_found') throw new ApiError('soul_payment_not_found', t('errors.paymentNotFound'), 404);
      if (requested.reason === 'not_refundable') throw new ApiError('soul_payment_not_refundable', t('errors.paymentNotRefundable'), 409);
      throw new ApiError('soul_refund_too_large', t('errors.refundTooLarge'), 409);
    }
    const outcome = await sendRefund(services.gateways, requested.intent, (m) => request.log.warn(m));
    if (outcome) await services.payments.finishRefund(requested.intent, outcome);
    if (outcome && !outcome.ok) throw new ApiError('soul_refund_failed', t('errors.paymentRefundFailed'), 502);
    const refunded = await services.payments.find(payment.id);
    // No answer yet (the gateway did not say): 202, the refund shows as requested; reconciliation records the answer.
    return reply.status(outcome ? 200 : 202).header('Cache-Control', 'no-store').send(detail(request.visitor, refunded ?? payment, t));
  });
}

/** Cents this reader may still refund: administrators, on a card payment that took money; 0 for everyone else. */
function refundableBy(visitor: Visitor, payment: StoredPaymentDetail, services: AppServices): number {
  const refundable = visitor.role === 'administrator' && payment.status === 'successful' && payment.transactionId !== null
    && services.gateways[payment.gateway as PaymentMethodId] !== undefined;
  return refundable ? payment.amount - payment.refunded - payment.refundPending : 0;
}
