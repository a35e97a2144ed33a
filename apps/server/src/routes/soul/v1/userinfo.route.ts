import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * GET /wp-json/soul/v1/userinfo (account §3 "User info"): the signed-in
 * user's id, role and the eight b2b_permissions flags as the server decides
 * them (account §6). Guests get WordPress's 401.
 */
export function registerUserInfoRoute(app: FastifyInstance, services: AppServices): void {
  app.get('/wp-json/soul/v1/userinfo', { preHandler: accessGuards(services.nonces).signedIn }, async (request, reply) => {
    const { visitor } = request.ctx;
    return reply.header('Cache-Control', 'no-store').send({ id: visitor.userId, role: visitor.role, b2b_permissions: visitor.permissions });
  });
}
