import { COUNTRY_COOKIE, PROBLEMS, type Problem } from '@soul/contracts';
import type { AppServices } from '../../services/app-services.ts';
import type { MarketingAsker } from '../../services/marketing/marketing.service.ts';
import type { AjaxAnswer, AjaxHandler } from './ajax-types.ts';
import type { FastifyRequest } from 'fastify';
import type { CartRequestContext } from '../../services/cart/cart.service.ts';

/**
 * The e-mail marketing admin-ajax actions (account §7, storefront §7): add
 * to a list, ask whether an e-mail is on one, unsubscribe. Like every action
 * they need the page's ajax nonce; refusals answer `{success: false, data:
 * text}` in the visitor's language, as wp_send_json_error does.
 */
export function marketingAjaxActions(services: AppServices): Record<string, AjaxHandler> {
  return {
    soulel_klaviyo_add_to_list_clientside: async (request, ctx, fields) => {
      const added = await services.marketing.addToList(
        {
          listId: text(fields.list_id),
          email: text(fields.email),
          consent: yes(fields.has_subscribe_consent),
          properties: propertiesOf(fields.properties),
          // The form asks no country: the visitor's (cookie, else address) is the profile's.
          ...countryProfile(services.countries.of({ cookie: request.cookies[COUNTRY_COOKIE], address: request.ip })),
        },
        asker(request, ctx),
      );
      return added.ok ? { success: true, data: ctx.t('marketing:added') } : refusal(ctx, added.problem);
    },
    soulel_klaviyo_get_list_clientside: async (request, ctx, fields) => {
      const listId = text(fields.list_id);
      const found = await services.marketing.isOnList({ listId, email: text(fields.email) }, request.ip);
      if (!found.ok) return refusal(ctx, found.problem);
      // Klaviyo's answer shape, which the client reads: `data.data[0].id` present means already subscribed.
      return { success: true, data: { data: found.subscribed ? [{ type: 'profile', id: `${listId}:member` }] : [] } };
    },
    soulel_klaviyo_unsubscribe_clientside: async (request, ctx, fields) => {
      const done = await services.marketing.unsubscribe(
        { listId: text(fields.klaviyo_list_id) || null, email: text(fields.user_email) },
        asker(request, ctx),
      );
      return done.ok ? { success: true, data: ctx.t('marketing:unsubscribed') } : refusal(ctx, done.problem);
    },
  };
}

function asker(request: FastifyRequest, ctx: CartRequestContext): MarketingAsker {
  return { language: ctx.language, t: ctx.t, requestId: request.ctx.requestId };
}

function refusal(ctx: CartRequestContext, problem: Problem): AjaxAnswer {
  return { success: false, data: ctx.t(PROBLEMS[problem.name].message) };
}

function countryProfile(country: string | null): { profile?: { country: string } } {
  return country ? { profile: { country } } : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 500) : '';
}

function yes(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 'yes' || value === 'on';
}

/** `properties` as a form's nested fields (`properties[source]=…`) or a JSON string; anything else is none. */
function propertiesOf(value: unknown): Record<string, unknown> {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value.slice(0, 5000));
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  // A few short scalar properties: what a marketing platform stores, and nothing a client could grow without bound.
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      .slice(0, 20)
      .map(([k, v]) => [k.slice(0, 100), typeof v === 'string' ? v.slice(0, 500) : v]),
  );
}
