import { DEFAULT_STATISTICS_PERIOD, type StatisticsPeriod } from '@soul/contracts';
import { accountStatisticsQuerySchema } from '@soul/contracts/account-statistics-requests';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { accessGuards } from '../../../http/guards.ts';
import { fail, failWith } from '../../../http/problem-error.ts';
import { serializeStatistics } from '../../../serializers/statistics.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * Statistics (account §2, §9 date filters): `GET soul/v1/statistics?days=7|30|90|180|365`
 * (30 by default) answers the reader's orders and spending over time, by
 * day, week or month, in cents. Another `days` is 400 with the periods named
 * in the reader's language (not zod's English parameter message).
 */
export function registerStatisticsRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.get('/wp-json/soul/v1/statistics', { preHandler: guards.signedIn }, async (request, reply) => {
    const query = z.safeParse(accountStatisticsQuerySchema, request.query ?? {});
    if (!query.success) fail('statisticsPeriod', undefined, { data: { params: { days: { $message: 'statistics.period' } } } });
    const days = query.data.days ? (Number(query.data.days) as StatisticsPeriod) : DEFAULT_STATISTICS_PERIOD;
    const answer = await services.statistics.series(request.visitor, days);
    if (!answer.ok) failWith(answer.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeStatistics(answer.value));
  });
}
