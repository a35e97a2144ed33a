import type { Problem } from '@soul/contracts';
import { PROBLEMS } from '@soul/contracts';
import type { FastifyRequest } from 'fastify';
import { textOf } from '../../i18n.ts';
import type { AppServices } from '../../services/app-services.ts';
import type { Answer } from '../../services/answer.ts';
import type { CompanyUser } from '@soul/contracts';
import { companyContext } from '../soul/v1/company-users.route.ts';
import { companyUserAnswer } from '../../serializers/company-users.serializer.ts';
import type { AjaxAnswer, AjaxHandler } from './ajax-types.ts';

/** An administrator names the company in the form (`company`); a director's own is used whatever is sent. */
function namedCompany(fields: Record<string, unknown>): number | undefined {
  const raw = String(fields.company ?? fields.companyId ?? '');
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** A refusal the way wp_send_json_error answers, with the problem's status and its message in the reader's language. */
function refusal(request: FastifyRequest, found: Problem): AjaxAnswer {
  const message = textOf({ $message: found.message ?? PROBLEMS[found.name].message }, request.ctx.language);
  const params = (found.data?.params ?? null) as Record<string, { $message: string }> | null;
  const fieldErrors = params
    ? Object.fromEntries(Object.entries(params).map(([field, ref]) => [field, textOf(ref, request.ctx.language)]))
    : undefined;
  // data stays the one message (what clients of wp_send_json_error read); a field problem's is that field's, and `fields` names it.
  const first = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
  return { success: false, status: PROBLEMS[found.name].status, data: first ?? message, ...(fieldErrors ? { fields: fieldErrors } : {}) };
}

function answer(request: FastifyRequest, outcome: Answer<CompanyUser>, messageKey: string): AjaxAnswer {
  if (!outcome.ok) return refusal(request, outcome.problem);
  return { success: true, data: { message: request.ctx.t(messageKey), user: outcome.value } };
}

/**
 * The multi-account actions of account §7 (form-encoded, camelCased keys,
 * `ajax_nonce` — the business-accounts security nonce, checked by the
 * admin-ajax route before any of these run): create (an invitation, never a
 * password), update (names and the eight flags), delete ('Can not delete ID
 * is missing' without an id). Only the company's director (and administrators).
 */
export function companyUserAjaxActions(services: AppServices): Record<string, AjaxHandler> {
  const users = services.companyUsers;
  const map = (outcome: Awaited<ReturnType<typeof users.create>>): Answer<CompanyUser> =>
    outcome.ok ? { ok: true, value: companyUserAnswer(outcome.value) } : outcome;
  return {
    b2bwhs_create_multiaccount: async (request, _ctx, fields) =>
      answer(request, map(await users.create(companyContext(request, namedCompany(fields)), fields)), 'company.created'),
    b2bwhs_update_multiaccount: async (request, _ctx, fields) =>
      answer(request, map(await users.update(companyContext(request, namedCompany(fields)), fields)), 'company.updated'),
    b2bwhs_delete_multiaccount: async (request, _ctx, fields) => {
      const outcome = await users.remove(companyContext(request, namedCompany(fields)), fields);
      if (!outcome.ok) return refusal(request, outcome.problem);
      return { success: true, data: { message: request.ctx.t('company.deleted'), id: outcome.value } };
    },
  };
}
