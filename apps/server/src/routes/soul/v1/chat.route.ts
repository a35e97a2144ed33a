import { chatWriteFieldsSchema, parseDbId, type ChatAuthor } from '@soul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { fail, failWith } from '../../../http/problem-error.ts';
import { serializeChatThread } from '../../../serializers/chat.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { visibleOrder } from './order-reader.ts';
import { isBackOfficeRole } from '@soul/domain/accounts/permissions';

/** The back office (administrators, shop managers) is the shop wherever they read or write; everyone else who may see the order is the customer's side. */
function sideOf(request: FastifyRequest): ChatAuthor {
  return isBackOfficeRole(request.visitor.role) ? 'shop' : 'customer';
}

/** The order id of a chat request: missing or not an id is 400 in the reader's language, before any order is looked up. */
function chatOrderId(raw: unknown): number {
  return parseDbId(typeof raw === 'string' ? raw.trim() : raw) ?? fail('chatOrderIdMissing');
}

/**
 * GET/POST /wp-json/soul/v1/chat (account §7): an order's message thread,
 * for whoever may see the order (the order reader's scope: a foreign id is
 * the same 404 as an unknown one).
 */
export function registerChatRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  app.get<{ Querystring: { id?: unknown } }>('/wp-json/soul/v1/chat', { preHandler: guards.signedIn }, async (request, reply) => {
    const order = await visibleOrder(request, services, chatOrderId(request.query.id));
    const side = sideOf(request);
    const messages = await services.chat.thread(order.id, side);
    return reply
      .header('Cache-Control', 'no-store')
      .send(serializeChatThread(order.id, messages, { side, userId: request.visitor.userId }, request.ctx.t));
  });

  app.post('/wp-json/soul/v1/chat', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const fields = parseParams(chatWriteFieldsSchema, request.body);
    const order = await visibleOrder(request, services, chatOrderId(fields.id));
    const side = sideOf(request);
    const text = fields.message ?? '';
    const written =
      side === 'shop'
        ? await services.chat.answer(order, text, request.visitor.userId)
        : await services.chat.write(request.ctx, order, text);
    if (!written.ok) failWith(written.problem);
    return reply
      .code(201)
      .header('Cache-Control', 'no-store')
      .send(serializeChatThread(order.id, written.value, { side, userId: request.visitor.userId }, request.ctx.t));
  });
}
