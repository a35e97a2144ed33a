import type { VersionedSubscription } from '@soul/domain/subscriptions/subscription-port';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failWith } from '../../../http/problem-error.ts';
import { sendPage } from '../../../http/send-page.ts';
import { serializeAccountSubscription } from '../../../serializers/account-subscription.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import type { Answer } from '../../../services/subscriptions/subscription-answer.ts';

/** A YYYY-MM-DD day of a request at a time of day, in UTC (the day's start for a date set, its end for a "before" filter). */
export const dayAt = (date: string, time: '00:00:00' | '23:59:59'): Date => new Date(`${date}T${time}Z`);

/** One subscription as the reader sees it now, with its timeline (read once: the undo window comes from it too), never cached. */
export async function sendSubscription(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  answer: Answer<VersionedSubscription>,
) {
  if (!answer.ok) failWith(answer.problem);
  const { visitor, language, t } = request.ctx;
  const subscription = answer.value;
  const events = await services.subscriptions.events(subscription);
  const abilities = services.subscriptions.abilities(visitor, subscription, events);
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
  const items = listed.value.subscriptions.map((s) =>
    serializeAccountSubscription(s, services.subscriptions.abilities(visitor, s, null), { t, language }),
  );
  return sendPage(reply.header('Cache-Control', 'no-store'), items, listed.value.total, perPage);
}
