import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's dashboard (issue 21), for administrators and shop
 * managers: today's and this month's sales and the queues waiting for
 * someone (orders to ship, low stock, pending reviews, failed renewals,
 * back-in-stock demand). Product names in the request's language.
 */
export function registerAdminDashboardRoute(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.get('/wp-json/soul/v1/admin/dashboard', { preHandler: guards.backOffice }, async (request, reply) => {
    const figures = await services.dashboard.figures(request.ctx.language);
    return reply.header('Cache-Control', 'no-store').send(figures);
  });
}
