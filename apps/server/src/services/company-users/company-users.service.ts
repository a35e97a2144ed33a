import { problem, type Language, type Problem } from '@soul/contracts';
import type { CompanyUserRepository, StaffMember, StoredAuditEntry } from '@soul/domain/company-users/company-user-port';
import { isStaffFormProblem, readStaffForm } from '@soul/domain/company-users/staff-form';
import { randomBytes } from 'node:crypto';
import type { Answer } from '../answer.ts';
import type { Visitor } from '../accounts/visitor.ts';
import { tokenHash } from '../accounts/session-tokens.ts';

/** An invitation link lasts a week (a reset link an hour): staff do not always read their mail the same day. */
export const INVITE_VALID_SECONDS = 7 * 24 * 60 * 60;

/** Renders the invitation mail (in the member's language) for a set-your-password token. */
export type InviteMail = (
  member: { email: string; firstName: string; language: Language },
  token: string,
  siteUrl: string,
) => Promise<object>;

export interface CompanyContext {
  visitor: Visitor;
  /** The company an administrator names (`company` parameter); a director always works on their own. */
  company?: number | undefined;
  language: Language;
  siteUrl: string;
}

export interface CompanyRules {
  company: { id: number; name: string };
  role: string;
  group: { id: number; name: string } | null;
  priceList: string | null;
  discountPercent: number;
  paymentTerms: { methods: string[]; netDays: number };
  permissions: Readonly<Record<string, boolean>>;
}

const fails = <T>(found: Problem): Answer<T> => ({ ok: false, problem: found });

/**
 * A company's staff, managed by its director (and administrators): list,
 * invite, change names and the eight flags, take out of the company, and the
 * audit log of all of it. Who may act is decided here from the signed-in
 * user: a director only on their own company, whatever id they send.
 */
export class CompanyUserService {
  constructor(private readonly deps: { users: CompanyUserRepository; inviteMail: InviteMail }) {}

  /** The company the visitor may manage, or why not: 401 guests, 403 anyone but directors and administrators, 404 an unknown company. */
  async companyOf(ctx: CompanyContext): Promise<Answer<number>> {
    const { visitor } = ctx;
    if (!visitor.userId) return fails(problem('notLoggedIn'));
    if (visitor.role === 'director') {
      const own = await this.deps.users.companyOf(visitor.userId);
      if (own === null) return fails(problem('companyNotFound'));
      // A director naming another company is refused as such, not quietly shown their own.
      if (ctx.company !== undefined && ctx.company !== own) return fails(problem('companyForbidden'));
      return { ok: true, value: own };
    }
    if (visitor.role !== 'administrator') return fails(problem('companyForbidden'));
    if (ctx.company === undefined || !(await this.deps.users.companyExists(ctx.company))) return fails(problem('companyNotFound'));
    return { ok: true, value: ctx.company };
  }

  /**
   * The company's rules (GET b2brules), for anyone of the company (director
   * and staff) and administrators naming it. Groups, price lists and payment
   * terms other than the shop's are not kept yet: answered as none.
   */
  async rules(ctx: CompanyContext, paymentMethods: readonly string[]): Promise<Answer<CompanyRules>> {
    const { visitor } = ctx;
    if (!visitor.userId) return fails(problem('notLoggedIn'));
    let companyId: number | null;
    if (visitor.role === 'administrator') companyId = ctx.company ?? null;
    else if (visitor.role === 'director' || visitor.role === 'staff') {
      companyId = await this.deps.users.companyOf(visitor.userId);
      if (ctx.company !== undefined && ctx.company !== companyId) return fails(problem('companyForbidden'));
    } else return fails(problem('companyForbidden'));
    const name = companyId === null ? null : await this.deps.users.companyName(companyId);
    if (companyId === null || name === null) return fails(problem('companyNotFound'));
    return {
      ok: true,
      value: {
        company: { id: companyId, name },
        role: visitor.role,
        group: null,
        priceList: null,
        discountPercent: 0,
        paymentTerms: { methods: [...paymentMethods], netDays: 0 },
        permissions: visitor.permissions,
      },
    };
  }

  async list(ctx: CompanyContext): Promise<Answer<StaffMember[]>> {
    const company = await this.companyOf(ctx);
    return company.ok ? { ok: true, value: await this.deps.users.list(company.value) } : company;
  }

  /** Invites a new member: the account, its set-password token, the audit row and the mail, in one transaction. */
  async create(ctx: CompanyContext, fields: Record<string, unknown>): Promise<Answer<StaffMember>> {
    const company = await this.companyOf(ctx);
    if (!company.ok) return company;
    const form = readStaffForm(fields);
    if (isStaffFormProblem(form)) return fails(invalid(form.field, form.reason));
    const language: Language = fields.language === 'lt' ? 'lt' : fields.language === 'en' ? 'en' : ctx.language;
    const token = randomBytes(32).toString('base64url');
    const mail = await this.deps.inviteMail({ email: form.email, firstName: form.firstName, language }, token, ctx.siteUrl);
    const id = await this.deps.users.create(company.value, { userId: ctx.visitor.userId }, form, {
      tokenHash: tokenHash(token),
      validSeconds: INVITE_VALID_SECONDS,
      language,
      mail,
    });
    if (id === null) return fails(problem('companyUserEmailTaken'));
    return { ok: true, value: { ...form, id, status: 'invited' } };
  }

  async update(ctx: CompanyContext, fields: Record<string, unknown>): Promise<Answer<StaffMember>> {
    const company = await this.companyOf(ctx);
    if (!company.ok) return company;
    const id = memberId(fields);
    if (id === null) return fails(problem('companyUserIdMissing'));
    const current = await this.deps.users.find(company.value, id);
    if (!current) return fails(problem('companyUserNotFound'));
    const form = readStaffForm(fields, current);
    if (isStaffFormProblem(form)) return fails(invalid(form.field, form.reason));
    const updated = await this.deps.users.update(company.value, { userId: ctx.visitor.userId }, id, form);
    if (updated === 'email_taken') return fails(problem('companyUserEmailTaken'));
    return updated ? { ok: true, value: updated } : fails(problem('companyUserNotFound'));
  }

  async remove(ctx: CompanyContext, fields: Record<string, unknown>): Promise<Answer<number>> {
    const company = await this.companyOf(ctx);
    if (!company.ok) return company;
    const id = memberId(fields);
    if (id === null) return fails(problem('companyUserIdMissing'));
    return (await this.deps.users.remove(company.value, { userId: ctx.visitor.userId }, id))
      ? { ok: true, value: id }
      : fails(problem('companyUserNotFound'));
  }

  async audit(ctx: CompanyContext, page: number, perPage: number): Promise<Answer<{ rows: StoredAuditEntry[]; total: number }>> {
    const company = await this.companyOf(ctx);
    if (!company.ok) return company;
    return { ok: true, value: await this.deps.users.audit(company.value, { offset: (page - 1) * perPage, limit: perPage }) };
  }
}

/** The member's id from the form: `id` (or WordPress's `userId` / `user_id`); null when absent or not a positive integer. */
function memberId(fields: Record<string, unknown>): number | null {
  const raw = fields.id ?? fields.userId ?? fields.user_id;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

function invalid(field: string, reason: 'required' | 'too_long' | 'invalid'): Problem {
  return problem('companyUserInvalid', undefined, {
    message: `company.fieldProblem.${reason}`,
    data: { params: { [field]: { $message: `company.fieldProblem.${reason}` } } },
  });
}
