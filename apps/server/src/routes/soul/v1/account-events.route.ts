import { accountEventsBodySchema } from '@soul/contracts/account-event-requests';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import { sendPage } from '../../../http/send-page.ts';
import { serializeAccountEvent } from '../../../serializers/account-event.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * The event log (account §7): `POST soul/v1/events` with `{paged, per_page,
 * user_id, query_args: {type}}` answers one page, newest first, with
 * X-WP-Total. A POST because the original sends it so; it changes nothing,
 * but carries the REST nonce like every account POST.
 */
export function registerAccountEventRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.post('/wp-json/soul/v1/events', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const query = parseParams(accountEventsBodySchema, request.body ?? {});
    const listed = await services.accountEvents.list(request.visitor, query);
    if (!listed.ok) failWith(listed.problem);
    return sendPage(reply, listed.value.events.map(serializeAccountEvent), listed.value.total, query.per_page);
  });
}
