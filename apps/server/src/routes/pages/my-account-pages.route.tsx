import { ACCOUNT_SECTIONS, isAccountAreaPath, type AccountAreaProps, type Language } from '@soul/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MyAccountPage, type MyAccountPageProps } from '../../pages/my-account.page.tsx';
import { PasswordResetPage, type PasswordResetView } from '../../pages/password-reset.page.tsx';
import { siteUrl } from '../../http/site-url.ts';
import { ensureSession, SESSION_COOKIE, setUserSession } from '../../plugins/session.ts';
import { links } from '../../links.ts';
import type { AccountProblem, SignInResult } from '../../services/accounts/account.service.ts';
import { MAX_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_SECONDS } from '../../services/accounts/account.service.ts';
import { sendHtml } from '../../http/send-html.ts';
import type { AppServices } from '../../services/app-services.ts';
import { NONCE_ACTIONS } from '../../services/nonces.ts';
import { navigationCategories, pageContext, renderFrame, type PageContext } from '../../pages/page-frame.tsx';
import { AccountAreaPage, ACCOUNT_AREA_CHUNK, ACCOUNT_AREA_WIDGET } from '../../pages/account-area.page.tsx';
import { accountSections } from '../../services/accounts/account-sections.ts';

const PROBLEM_TEXT: Record<AccountProblem, string> = {
  invalid_login: 'account:errors.invalidLogin',
  too_many_attempts: 'account:errors.tooManyAttempts',
  email_taken: 'account:errors.emailTaken',
  email_invalid: 'account:errors.emailInvalid',
  password_too_short: 'account:errors.passwordTooShort',
  required: 'account:errors.required',
  reset_invalid: 'account:resetInvalid',
};

/**
 * /my-account and /lt/my-account: sign-in and registration forms (plain
 * posts, no JavaScript needed), and sign-out. Signing in or registering
 * starts a new session and redirects (303) back to the account page.
 */
export function registerMyAccountPages(app: FastifyInstance, services: AppServices): void {
  for (const language of ['en', 'lt'] as const) {
    const base = links.myAccount(language);
    // The account area routes in the browser below `base` (orders/12, payments …): every path serves the same page.
    const accountPage = async (request: FastifyRequest, reply: FastifyReply) => {
      ensureSession(request, reply);
      const query = request.query as Record<string, unknown>;
      const ctx = pageContext(request, services, language);
      const notice = query.loggedout === '1' ? ctx.t('account:loggedOut') : query.reset === '1' ? ctx.t('account:resetDone') : null;
      const html = request.visitor.userId
        ? await renderAccountArea(ctx, notice)
        : await renderAccount(ctx, {
            notice: notice ?? signInNotice(query.redirect_to, ctx),
            errors: [],
            values: {},
            redirectTo: signInTarget(query.redirect_to, request.url.split('?')[0] ?? base, base),
          });
      return sendHtml(reply, knownAccountPath(request, base) ? 200 : 404, html);
    };
    app.get(base, accountPage);
    app.get(`${base}/*`, accountPage);

    /**
     * A signed-in user's path must be a page of their account app; a guest's
     * a page of anyone's (they sign in there and come back to it), or the
     * sign-in and registration forms' own paths. Anything else is a 404 with
     * the same page, whose app says "Page not found".
     */
    const knownAccountPath = (request: FastifyRequest, base: string) => {
      const below = (request.url.split('?')[0] ?? '').slice(base.length);
      if (request.visitor.userId) return isAccountAreaPath(below, accountSections(request.visitor));
      return isAccountAreaPath(below, ACCOUNT_SECTIONS) || below === '/login' || below === '/register';
    };

    const formPost = (
      form: 'login' | 'register',
      run: (fields: Record<string, string>, request: FastifyRequest) => Promise<SignInResult>,
    ) =>
      app.post(`${base}/${form}`, async (request, reply) => {
        const sessionToken = ensureSession(request, reply);
        const ctx = pageContext(request, services, language);
        const fields = formFields(request.body);
        const redirectTo = accountPath(fields.redirect_to, base);
        const values = Object.fromEntries(
          Object.entries(fields)
            .filter(([k]) => k !== 'password')
            .map(([k, v]) => [`${form}_${k}`, v]),
        );
        if (!services.nonces.verify(fields._wpnonce ?? '', NONCE_ACTIONS.account, { userId: request.visitor.userId, sessionToken })) {
          return sendHtml(
            reply,
            403,
            await renderAccount(ctx, {
              notice: null,
              errors: [{ form, field: '', message: ctx.t('account:errors.invalidForm') }],
              values,
              redirectTo,
            }),
          );
        }
        const result = await run(fields, request);
        if (!result.ok) {
          const message = ctx.t(PROBLEM_TEXT[result.problem], {
            minutes: Math.ceil(LOGIN_WINDOW_SECONDS / 60),
            limit: MAX_FAILURES_PER_ACCOUNT,
          });
          const status = result.problem === 'too_many_attempts' ? 429 : 422;
          return sendHtml(
            reply,
            status,
            await renderAccount(ctx, { notice: null, errors: [{ form, field: result.field ?? '', message }], values, redirectTo }),
          );
        }
        setUserSession(request, reply, result.token, result.user);
        return reply.redirect(redirectTo, 303);
      });

    formPost('login', (fields, request) =>
      services.accounts.login(
        { email: fields.email ?? '', password: fields.password ?? '' },
        { guestToken: request.visitor.sessionToken, ip: request.ip },
      ),
    );
    formPost('register', (fields, request) =>
      services.accounts.register(
        {
          email: fields.email ?? '',
          password: fields.password ?? '',
          firstName: fields.first_name ?? '',
          lastName: fields.last_name ?? '',
        },
        { guestToken: request.visitor.sessionToken, language },
      ),
    );

    const resetPage = async (request: FastifyRequest, reply: FastifyReply, status: number, view: PasswordResetView) => {
      const ctx = pageContext(request, services, language);
      const paths: Record<Language, string> = {
        en: `${links.myAccount('en')}/lost-password`,
        lt: `${links.myAccount('lt')}/lost-password`,
      };
      const nonce = services.nonces.create(NONCE_ACTIONS.account, {
        userId: request.visitor.userId,
        sessionToken: request.visitor.sessionToken ?? '',
      });
      const html = await renderFrame(
        ctx,
        { title: ctx.t('account:lostPasswordTitle'), description: ctx.t('account:lostPasswordIntro'), paths },
        [],
        <PasswordResetPage language={language} t={ctx.t} nonce={nonce} view={view} />,
      );
      return sendHtml(reply, status, html);
    };
    const validNonce = (request: FastifyRequest, fields: Record<string, string>) =>
      services.nonces.verify(fields._wpnonce ?? '', NONCE_ACTIONS.account, {
        userId: request.visitor.userId,
        sessionToken: request.visitor.sessionToken ?? '',
      });

    app.get(`${base}/lost-password`, async (request, reply) => {
      ensureSession(request, reply);
      return resetPage(request, reply, 200, { step: 'request', sent: false });
    });
    app.post(`${base}/lost-password`, async (request, reply) => {
      ensureSession(request, reply);
      const fields = formFields(request.body);
      if (!validNonce(request, fields)) return resetPage(request, reply, 403, { step: 'request', sent: false });
      await services.accounts.requestPasswordReset(fields.email ?? '', {
        ip: request.ip,
        siteUrl: siteUrl(request, services.config),
        language,
      });
      // The same answer whether or not the e-mail has an account.
      return resetPage(request, reply, 200, { step: 'request', sent: true });
    });
    app.get<{ Querystring: { key?: string } }>(`${base}/reset-password`, async (request, reply) => {
      ensureSession(request, reply);
      const token = typeof request.query.key === 'string' ? request.query.key : '';
      const usable = await services.accounts.isResetLinkValid(token);
      return resetPage(request, reply, usable ? 200 : 410, usable ? { step: 'choose', token, error: null } : { step: 'invalid' });
    });
    app.post(`${base}/reset-password`, async (request, reply) => {
      ensureSession(request, reply);
      const fields = formFields(request.body);
      const token = fields.key ?? '';
      if (!validNonce(request, fields))
        return resetPage(request, reply, 403, {
          step: 'choose',
          token,
          error: pageContext(request, services, language).t('account:errors.invalidForm'),
        });
      const result = await services.accounts.resetPassword(token, fields.password ?? '', { guestToken: request.visitor.sessionToken });
      if (!result.ok) {
        const t = pageContext(request, services, language).t;
        return result.problem === 'reset_invalid'
          ? resetPage(request, reply, 410, { step: 'invalid' })
          : resetPage(request, reply, 422, { step: 'choose', token, error: t(PROBLEM_TEXT[result.problem]) });
      }
      setUserSession(request, reply, result.token, result.user);
      return reply.redirect(`${base}?reset=1`, 303);
    });

    app.post(`${base}/logout`, async (request, reply) => {
      const fields = formFields(request.body);
      const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
      if (request.visitor.userId && services.nonces.verify(fields._wpnonce ?? '', NONCE_ACTIONS.account, subject)) {
        await services.accounts.logout(request.visitor.sessionToken);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      }
      return reply.redirect(`${base}?loggedout=1`, 303);
    });
  }
}

function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string')
      .map(([k, v]) => [k, (v as string).slice(0, 500)]),
  );
}

/**
 * Where to go after signing in: a page of this account area (what the visitor
 * had asked for), never anywhere else, so the form cannot be made to send a
 * signed-in visitor off the site.
 */
function accountPath(requested: string | undefined, base: string): string {
  if (!requested) return base;
  if (isOrderPayPath(requested) || isCheckoutPath(requested) || isBackOfficePath(requested)) return requested;
  return requested === base || (requested.startsWith(`${base}/`) && /^[\w/-]*$/.test(requested) && !requested.includes('//'))
    ? requested
    : base;
}

/** The checkout (its "Returning customer?" sign-in comes back there). */
function isCheckoutPath(path: string): boolean {
  return /^(\/lt)?\/checkout$/.test(path);
}

/** A page of the back office (issue 21): /admin sends a signed-out visitor to sign in, then back there. */
function isBackOfficePath(path: string): boolean {
  return /^(\/lt)?\/admin(\/[\w-]+)*\/?$/.test(path);
}

/** The pay-for-order page of an order (WooCommerce sends a signed-out owner to sign in, then back there). */
function isOrderPayPath(path: string): boolean {
  return /^(\/lt)?\/checkout\/order-pay\/\d{1,9}\/?\?pay_for_order=true&key=[\w%-]{1,100}$/.test(path);
}

/** Where signing in leads: a pay-for-order page that sent the visitor here (`?redirect_to=`), else the page asked for. */
function signInTarget(requested: unknown, current: string, base: string): string {
  if (typeof requested === 'string' && (isOrderPayPath(requested) || isBackOfficePath(requested))) return requested;
  return accountPath(current, base);
}

/** WooCommerce's notice above the sign-in form when a pay-for-order page sent the visitor. */
function signInNotice(requested: unknown, ctx: PageContext): string | null {
  return typeof requested === 'string' && isOrderPayPath(requested) ? ctx.t('checkout:orderPay.loginNotice') : null;
}

async function renderAccount(
  ctx: PageContext,
  state: Pick<MyAccountPageProps, 'notice' | 'errors' | 'values' | 'redirectTo'>,
): Promise<string> {
  const { request, services, language } = ctx;
  const visitor = request.visitor;
  const paths: Record<Language, string> = { en: links.myAccount('en'), lt: links.myAccount('lt') };
  return renderFrame(
    ctx,
    { title: ctx.t('account:title'), description: ctx.t('account:description'), paths },
    [],
    <MyAccountPage
      language={language}
      t={ctx.t}
      nonce={services.nonces.create(NONCE_ACTIONS.account, { userId: visitor.userId, sessionToken: visitor.sessionToken ?? '' })}
      {...state}
      redirectTo={accountPath(state.redirectTo, links.myAccount(language))}
    />,
  );
}

/** The signed-in account page: the account area island with its props. */
async function renderAccountArea(ctx: PageContext, notice: string | null): Promise<string> {
  const { request, services, language } = ctx;
  const visitor = request.visitor;
  const [user, categories] = await Promise.all([services.accounts.user(visitor.userId), services.catalogue.listCategories(language)]);
  const base = links.myAccount(language);
  const props: AccountAreaProps = {
    basePath: base,
    user: {
      id: visitor.userId,
      displayName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || (user?.email ?? ''),
      email: user?.email ?? '',
      role: visitor.role ?? 'customer',
    },
    permissions: visitor.permissions,
    sections: accountSections(visitor),
    administrator: visitor.role === 'administrator',
    logout: {
      url: `${base}/logout`,
      nonce: services.nonces.create(NONCE_ACTIONS.account, { userId: visitor.userId, sessionToken: visitor.sessionToken ?? '' }),
    },
    productCategories: navigationCategories(categories, language).map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
    vendorStatus: visitor.vendor?.status ?? null,
  };
  const paths: Record<Language, string> = { en: links.myAccount('en'), lt: links.myAccount('lt') };
  return renderFrame(
    ctx,
    { title: ctx.t('account:title'), description: ctx.t('account:description'), paths, noindex: true },
    [{ name: ACCOUNT_AREA_WIDGET, chunk: ACCOUNT_AREA_CHUNK }],
    <AccountAreaPage t={ctx.t} props={props} notice={notice} />,
  );
}
