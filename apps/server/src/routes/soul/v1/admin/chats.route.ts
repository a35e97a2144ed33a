import { adminChatQuerySchema, chatWriteFieldsSchema, parseDbId } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeChatSummary, serializeChatThread } from '../../../../serializers/chat.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { visibleOrder } from '../order-reader.ts';

/**
 * The shop's side of the order threads (account §7), back office only (administrators and shop managers):
 * the list of threads with what the shop has not read (paging, sort, search,
 * `unread` filter; X-WP-Total), one thread (reading it marks the customer's
 * messages read), and POST an answer, mailed to the customer. The thread's
 * id is the order's.
 */
export function registerAdminChatRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const orderOf = (raw: string) => parseDbId(raw) ?? fail('chatNotFound');

  app.get('/wp-json/soul/v1/admin/chats', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminChatQuerySchema, request.query);
    const search = query.search?.trim() ?? '';
    const listed = await services.chat.list({
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
      orderby: query.orderby,
      order: query.order,
      search: search.length > 0 ? search : null,
      unreadOnly: query.unread === 'true' || query.unread === '1',
    });
    return sendPage(reply, listed.rows.map(serializeChatSummary), listed.total, query.per_page);
  });

  app.get<{ Params: { orderId: string } }>(
    '/wp-json/soul/v1/admin/chats/:orderId',
    { preHandler: guards.backOffice },
    async (request, reply) => {
      const order = await visibleOrder(request, services, orderOf(request.params.orderId));
      const messages = await services.chat.thread(order.id, 'shop');
      return reply
        .header('Cache-Control', 'no-store')
        .send(serializeChatThread(order.id, messages, { side: 'shop', userId: request.visitor.userId }, request.ctx.t));
    },
  );

  app.post<{ Params: { orderId: string } }>(
    '/wp-json/soul/v1/admin/chats/:orderId',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const fields = parseParams(chatWriteFieldsSchema, request.body);
      const order = await visibleOrder(request, services, orderOf(request.params.orderId));
      const answered = await services.chat.answer(order, fields.message ?? '', request.visitor.userId);
      if (!answered.ok) failWith(answered.problem);
      return reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send(serializeChatThread(order.id, answered.value, { side: 'shop', userId: request.visitor.userId }, request.ctx.t));
    },
  );
}
