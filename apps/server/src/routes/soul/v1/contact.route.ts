import { contactBodySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { visibleOrder } from './order-reader.ts';

/** POST /wp-json/soul/v1/contact (account §2 "Contact"): a signed-in customer's message to the shop. */
export function registerContactRoute(app: FastifyInstance, services: AppServices): void {
  app.post('/wp-json/soul/v1/contact', { preHandler: accessGuards(services.nonces).signedInWrite }, async (request, reply) => {
    const body = parseParams(contactBodySchema, request.body);
    // An order named in the message must be one the sender may see.
    if (body.order_id) await visibleOrder(request, services, body.order_id);
    const sent = await services.contact.send(request.ctx, body);
    if (!sent.ok) failWith(sent.problem);
    return reply.header('Cache-Control', 'no-store').send({ success: true, message: request.ctx.t('contact.sent') });
  });
}
