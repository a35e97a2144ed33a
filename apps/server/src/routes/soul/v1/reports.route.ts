import { accountReportQuerySchema } from '@soul/contracts/account-report-requests';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import { sendDocument } from '../../../http/send-file.ts';
import { reportCsv, serializeReport } from '../../../serializers/report.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * Reports (account §2, §7): `GET soul/v1/reports?from&to` answers spending
 * by month, by product and (directors) by staff member, in cents;
 * `&format=csv` the same as a downloaded CSV file.
 */
export function registerReportRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.get('/wp-json/soul/v1/reports', { preHandler: guards.signedIn }, async (request, reply) => {
    const query = parseParams(accountReportQuerySchema, request.query);
    const answer = await services.reports.spending(request.visitor, { from: query.from, to: query.to });
    if (!answer.ok) failWith(answer.problem);
    const report = serializeReport(answer.value);
    if (query.format !== 'csv') return reply.header('Cache-Control', 'no-store').send(report);
    reply.header('Cache-Control', 'no-store');
    return sendDocument(
      reply,
      Buffer.from(
        reportCsv(report, (key) => request.ctx.t(key)),
        'utf8',
      ),
      {
        contentType: 'text/csv; charset=utf-8',
        filename: `report-${report.from}-${report.to}.csv`,
        download: true,
      },
    );
  });
}
