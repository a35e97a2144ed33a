import type { Language } from '@soul/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml } from '../../http/send-html.ts';
import { pageContext, renderFrame } from '../../pages/page-frame.tsx';
import { UnsubscribePage, type UnsubscribeView } from '../../pages/unsubscribe.page.tsx';
import type { AppServices } from '../../services/app-services.ts';
import { unsubscribePath } from '../../services/marketing/marketing-mail.ts';

/**
 * The unsubscribe link of every marketing mail (storefront §7), at
 * /marketing/unsubscribe and /lt/marketing/unsubscribe: GET shows the
 * question, POST unsubscribes. A POST without our form's `confirm` field is
 * a mail client's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`,
 * no cookies, no nonce: the signed token is the credential) and gets a
 * plain 200.
 */
export function registerUnsubscribePages(app: FastifyInstance, services: AppServices): void {
  for (const language of ['en', 'lt'] as const satisfies readonly Language[]) {
    const path = unsubscribePath(language);
    const page = async (request: FastifyRequest, reply: FastifyReply, status: number, view: UnsubscribeView) => {
      const ctx = pageContext(request, services, language);
      const paths = { en: unsubscribePath('en'), lt: unsubscribePath('lt') };
      const html = await renderFrame(
        ctx,
        { title: ctx.t('marketing:unsubscribePage.title'), description: ctx.t('marketing:unsubscribePage.title'), paths },
        [],
        <UnsubscribePage t={ctx.t} view={view} />,
      );
      // A personal link: never indexed.
      return sendHtml(reply.header('X-Robots-Tag', 'noindex'), status, html);
    };

    app.get<{ Querystring: { token?: unknown } }>(path, async (request, reply) => {
      const token = tokenOf(request.query.token);
      const subject = services.marketing.readUnsubscribeLink(token);
      if (!subject) return page(request, reply, 400, { step: 'invalid' });
      return page(request, reply, 200, { step: 'confirm', email: subject.email, action: `${path}?token=${encodeURIComponent(token)}` });
    });

    app.post<{ Querystring: { token?: unknown } }>(path, async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const fromPage = body.confirm === '1';
      const { t, requestId } = request.ctx;
      const done = await services.marketing.unsubscribeByLink(tokenOf(request.query.token), fromPage ? 'link' : 'one_click', {
        language,
        t,
        requestId,
      });
      if (!fromPage) {
        const status = done.ok ? 200 : 400;
        return reply
          .status(status)
          .type('text/plain; charset=utf-8')
          .send(done.ok ? t('marketing:unsubscribed') : t('marketing:errors.invalidLink'));
      }
      if (!done.ok) return page(request, reply, 400, { step: 'invalid' });
      return page(request, reply, 200, { step: 'done', email: done.email });
    });
  }
}

function tokenOf(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 2000) : '';
}
