import { referralShareSchema, VISITOR_COOKIES, type AffiliateAnswer } from '@soul/contracts';
import { reflinkRequestSchema } from '@soul/contracts/referral-requests';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverConsentAllows } from '../http/consent.ts';
import { accessGuards } from '../http/guards.ts';
import { parseParams } from '../http/parse-params.ts';
import { failWith } from '../http/problem-error.ts';
import { routeKind } from '../http/route-kind.ts';
import { maskEmail } from '@soul/domain/referrals/referral';
import { links } from '../links.ts';
import type { AppServices } from '../services/app-services.ts';

/**
 * Sets the affiliate cookie (storefront §4 `ref`, §9: a marketing cookie, a
 * year) for a known code, when the visitor's consent allows marketing. It is
 * not HttpOnly: the page's small affiliate check reads it 1 s after load and
 * shows 'No Affiliate' when a `ref` left none.
 */
async function rememberReferral(services: AppServices, request: FastifyRequest, reply: FastifyReply, code: string): Promise<boolean> {
  const { consent, service } = VISITOR_COOKIES.affiliate;
  if (!serverConsentAllows(request.cookies, services.config.consentRevision, consent, service)) return false;
  const referrer = await services.referrals.referrer(code);
  if (!referrer) return false;
  reply.setCookie(VISITOR_COOKIES.affiliate.name, code.trim().toLowerCase(), {
    path: '/',
    maxAge: VISITOR_COOKIES.affiliate.maxAgeSeconds,
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
  });
  return true;
}

/**
 * Referral links (storefront §1, §4; account §2, §7, §9): the short link
 * `/r/{code}`, `?ref={code}` on any page, `POST soul/v1/reflink` and
 * `GET soul/v1/affiliate`.
 */
export function registerReferralRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  // `?ref=` on any page: the cookie goes with the page itself.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || routeKind(request.url) !== 'page') return;
    const ref = (request.query as Record<string, unknown> | undefined)?.ref;
    if (typeof ref === 'string' && ref.length > 0 && ref.length <= 40) await rememberReferral(services, request, reply, ref);
  });

  /** The short link: to the home page, in the referrer's language, with `?ref=` (an unknown code too: the page then says 'No Affiliate'). */
  app.get<{ Params: { code: string } }>('/r/:code', async (request, reply) => {
    const code = request.params.code.trim().toLowerCase().slice(0, 40);
    const referrer = await services.referrals.referrer(code);
    const language = referrer?.language ?? request.ctx.language;
    return reply.header('Cache-Control', 'no-store').redirect(`${links.home(language)}?ref=${encodeURIComponent(code)}`, 302);
  });

  app.post('/wp-json/soul/v1/reflink', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(reflinkRequestSchema, request.body);
    const answer = await services.referrals.link(
      { userId: request.visitor.userId, administrator: request.visitor.role === 'administrator' },
      body.userid,
      request.ctx.siteUrl,
    );
    if (!answer.ok) failWith(answer.problem);
    return reply.header('Cache-Control', 'no-store').send({ url: answer.value.url, code: answer.value.code });
  });

  app.post('/wp-json/soul/v1/affiliate/share', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(referralShareSchema, request.body);
    const answer = await services.referrals.share(request.visitor.userId, body, request.ctx.siteUrl);
    if (!answer.ok) failWith(answer.problem);
    return reply.header('Cache-Control', 'no-store').send({ message: request.ctx.t('referrals.invited', { email: answer.value.email }) });
  });

  app.get('/wp-json/soul/v1/affiliate', { preHandler: guards.signedIn }, async (request, reply) => {
    const answer = await services.referrals.affiliate(request.visitor.userId, request.ctx.siteUrl);
    if (!answer.ok) failWith(answer.problem);
    const view = answer.value;
    const body: AffiliateAnswer = {
      code: view.code,
      url: view.url,
      friend_discount_percent: view.friendDiscountPercent,
      referrals: view.referrals.map((r) => ({
        friend: maskEmail(r.friendEmail),
        purchase_value: r.purchaseCents,
        purchase_date: r.createdAt.toISOString(),
        reward_points: r.rewardPoints,
        status: r.status,
      })),
    };
    return reply.header('Cache-Control', 'no-store').send(body);
  });
}
