import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { translator } from '../../../i18n.ts';

/**
 * GET /wp-json/soul/v1/userinfo (account §3 "User info"): the signed-in
 * user's id, role and the eight b2b_permissions flags as the server decides
 * them (account §6). Guests get WordPress's 401.
 */
export function registerUserInfoRoute(app: FastifyInstance): void {
  app.get('/wp-json/soul/v1/userinfo', async (request, reply) => {
    const { visitor } = request;
    if (!visitor.userId) throw new ApiError('rest_not_logged_in', translator(requestLanguage(request))('errors.notLoggedIn'), 401);
    return reply.header('Cache-Control', 'no-store').send({ id: visitor.userId, role: visitor.role, b2b_permissions: visitor.permissions });
  });
}
