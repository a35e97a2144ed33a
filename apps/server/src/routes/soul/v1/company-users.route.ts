import { AUDIT_PAGE_SIZE } from '@soul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import type { AppServices } from '../../../services/app-services.ts';
import type { CompanyContext } from '../../../services/company-users/company-users.service.ts';
import { auditEntryAnswer, companyUserAnswer } from '../../../serializers/company-users.serializer.ts';

const positive = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const listQuery = z.object({ company: z.optional(positive) });
const auditQuery = z.object({ company: z.optional(positive), page: z._default(positive, 1) });

/** The request's company context: the signed-in visitor, and the company an administrator names. */
export function companyContext(request: FastifyRequest, company: number | undefined): CompanyContext {
  return { visitor: request.ctx.visitor, company, language: request.ctx.language, siteUrl: request.ctx.siteUrl };
}

/**
 * GET /wp-json/soul/v1/multiusers (account §7): the director's company
 * staff (an administrator names the company with `?company=`).
 * GET /wp-json/soul/v1/company-audit: who changed which member or flag,
 * before → after, newest first, 20 a page (X-WP-Total, X-WP-TotalPages).
 * Writes are the admin-ajax multi-account actions (routes/ajax/company-user-actions.ts).
 */
export function registerCompanyUsersRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.get('/wp-json/soul/v1/multiusers', { preHandler: guards.signedIn }, async (request, reply) => {
    const query = parseParams(listQuery, request.query);
    const listed = await services.companyUsers.list(companyContext(request, query.company));
    if (!listed.ok) failWith(listed.problem);
    return reply.header('Cache-Control', 'no-store').send(listed.value.map(companyUserAnswer));
  });
  app.get('/wp-json/soul/v1/company-audit', { preHandler: guards.signedIn }, async (request, reply) => {
    const query = parseParams(auditQuery, request.query);
    const found = await services.companyUsers.audit(companyContext(request, query.company), query.page, AUDIT_PAGE_SIZE);
    if (!found.ok) failWith(found.problem);
    return reply
      .header('Cache-Control', 'no-store')
      .header('X-WP-Total', String(found.value.total))
      .header('X-WP-TotalPages', String(Math.ceil(found.value.total / AUDIT_PAGE_SIZE)))
      .send(found.value.rows.map(auditEntryAnswer));
  });
}
