import { pointsQuerySchema } from '@soul/contracts/points-requests';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { serializePointsOverview } from '../../../serializers/points.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * GET /wp-json/soul/v1/points (account §2/§9 "Points and rewards"): the
 * signed-in customer's own balance (available, pending), a page of their
 * history (newest first) and what points are worth and how reviews earn them.
 */
export function registerPointsRoute(app: FastifyInstance, services: AppServices): void {
  app.get('/wp-json/soul/v1/points', { preHandler: accessGuards(services.nonces).signedIn }, async (request, reply) => {
    const query = parseParams(pointsQuerySchema, request.query);
    const overview = await services.points.overview(request.visitor.userId, query.page, query.per_page);
    return reply
      .header('X-WP-Total', String(overview.total))
      .header('X-WP-TotalPages', String(Math.ceil(overview.total / query.per_page)))
      .header('Cache-Control', 'no-store')
      .send(serializePointsOverview(overview, query.per_page, request.ctx.t, request.ctx.language));
  });
}
