import { paymentListQuerySchema, refundPaymentBodySchema } from '@soul/contracts';
import type { StoredPaymentDetail } from '@soul/domain/payments/stored-payment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import { sendPage } from '../../../http/send-page.ts';
import { serializeAccountPayment, serializeAccountPaymentDetail } from '../../../serializers/account-payment.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { readerScope } from './order-reader.ts';

/**
 * GET /wp-json/soul/v1/payments, /payments/{id} (account §2 "Payments"): the
 * payments of the orders the reader may see. POST /refund-payment: a real
 * refund through the gateway that charged, for administrators only.
 */
export function registerPaymentRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const detail = (request: FastifyRequest, payment: StoredPaymentDetail) => {
    const { visitor, t } = request.ctx;
    return serializeAccountPaymentDetail(payment, t, {
      refundable: services.accountPayments.refundableBy(visitor, payment),
      administrator: visitor.role === 'administrator',
    });
  };

  app.get('/wp-json/soul/v1/payments', async (request, reply) => {
    const scope = await readerScope(request, services);
    const query = parseParams(paymentListQuerySchema, request.query);
    const { payments, total } = await services.accountPayments.list(scope, query);
    return sendPage(
      reply,
      payments.map((payment) => serializeAccountPayment(payment, request.ctx.t)),
      total,
      query.per_page,
    );
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/payments/:id', async (request, reply) => {
    const found = await services.accountPayments.visible(request.visitor, request.params.id);
    if (!found.ok) failWith(found.problem);
    return reply.header('Cache-Control', 'no-store').send(detail(request, found.payment));
  });

  app.post('/wp-json/soul/v1/refund-payment', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(refundPaymentBodySchema, request.body);
    const refunded = await services.accountPayments.refund(request.visitor, body.payment_id, body.amount, body.reason);
    if (!refunded.ok) failWith(refunded.problem);
    // No answer yet (the gateway did not say): 202, the refund shows as requested; reconciliation records the answer.
    return reply
      .status(refunded.pending ? 202 : 200)
      .header('Cache-Control', 'no-store')
      .send(detail(request, refunded.payment));
  });
}
