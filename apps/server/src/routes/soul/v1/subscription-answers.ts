import type { VersionedSubscription } from '@soul/domain/subscriptions/subscription-port';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failWith } from '../../../http/problem-error.ts';
import { sendPage } from '../../../http/send-page.ts';
import { serializeAccountSubscription } from '../../../serializers/account-subscription.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import type { Answer } from '../../../services/subscriptions/subscription-answer.ts';

/** One subscription as the reader sees it now (with its timeline unless `withEvents` is false), never cached. */
export async function sendSubscription(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  answer: Answer<VersionedSubscription>,
  withEvents = true,
) {
  if (!answer.ok) failWith(answer.problem);
  const { visitor, language, t } = request.ctx;
  const subscription = answer.value;
  const events = withEvents ? await services.subscriptions.events(subscription) : undefined;
  const abilities = await services.subscriptions.abilities(visitor, subscription);
  return reply.header('Cache-Control', 'no-store').send(serializeAccountSubscription(subscription, abilities, { t, language }, events));
}

/** A page of subscriptions (no timelines) with WordPress's paging headers, never cached. */
export async function sendSubscriptionPage(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  listed: Answer<{ subscriptions: VersionedSubscription[]; total: number }>,
  perPage: number,
) {
  if (!listed.ok) failWith(listed.problem);
  const { visitor, language, t } = request.ctx;
  const items = await Promise.all(
    listed.value.subscriptions.map(async (s) =>
      serializeAccountSubscription(s, await services.subscriptions.abilities(visitor, s), { t, language }),
    ),
  );
  return sendPage(reply.header('Cache-Control', 'no-store'), items, listed.value.total, perPage);
}
