import { BACK_OFFICE_ROLES, LOCALE_OF, type AdminSettings, type BackOfficeRole, type Language } from '@soul/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminAssets } from '../../admin-assets.ts';
import { translator } from '../../i18n.ts';
import { sendHtml } from '../../http/send-html.ts';
import { links } from '../../links.ts';
import { BackOfficePage } from '../../pages/back-office.page.tsx';
import { renderProblemPage } from '../../pages/problem-pages.ts';
import { renderDocument } from '../../pages/render-page.tsx';
import { ensureSession } from '../../plugins/session.ts';
import type { AppServices } from '../../services/app-services.ts';
import { NONCE_ACTIONS } from '../../services/nonces.ts';

const BASE: Record<Language, string> = { en: '/admin', lt: '/lt/admin' };

const isBackOfficeRole = (role: string | null | undefined): role is BackOfficeRole => BACK_OFFICE_ROLES.some((allowed) => allowed === role);

/**
 * /admin and /lt/admin (issue 21): the back office's shell, for every path
 * below them too (the app routes in the browser). A guest is sent to sign in
 * and back here; a signed-in user who is neither an administrator nor a shop
 * manager gets a 403 page. The app's data comes through soul/v1/admin/*.
 */
export function registerBackOfficePages(app: FastifyInstance, services: AppServices): void {
  for (const language of ['en', 'lt'] as const) {
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      ensureSession(request, reply);
      const visitor = request.visitor;
      if (!visitor.userId) {
        const path = request.url.split('?')[0] ?? BASE[language];
        return reply.redirect(`${links.myAccount(language)}?redirect_to=${encodeURIComponent(path)}`, 302);
      }
      if (!isBackOfficeRole(visitor.role)) {
        return sendHtml(reply, 403, await renderProblemPage(request, services, language, 'forbidden'));
      }
      const subject = { userId: visitor.userId, sessionToken: visitor.sessionToken ?? '' };
      const user = await services.accounts.user(visitor.userId);
      const settings: AdminSettings = {
        language,
        locale: LOCALE_OF[language],
        basePath: BASE[language],
        paths: BASE,
        soulRoot: '/wp-json/soul/v1',
        nonce: services.nonces.create(NONCE_ACTIONS.rest, subject),
        user: {
          id: visitor.userId,
          displayName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || (user?.email ?? ''),
          role: visitor.role,
        },
        shopUrl: links.home(language),
        logout: { url: `${links.myAccount(language)}/logout`, nonce: services.nonces.create(NONCE_ACTIONS.account, subject) },
      };
      const t = translator(language);
      return sendHtml(reply, 200, renderDocument(<BackOfficePage t={t} settings={settings} assets={adminAssets()} />));
    };
    app.get(BASE[language], page);
    app.get(`${BASE[language]}/*`, page);
  }
}
