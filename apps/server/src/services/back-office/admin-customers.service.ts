import { message, problem } from '@soul/contracts';
import {
  roleNeedsCompany,
  type AdminCompany,
  type AdminCompanyQuery,
  type AdminCustomer,
  type AdminCustomerChange,
  type AdminCustomerQuery,
  type AdminCustomerRepository,
} from '@soul/domain/accounts/admin-customers';
import type { AdminActor } from '@soul/domain/audit/admin-audit';
import { randomBytes } from 'node:crypto';
import type { Answer } from '../answer.ts';
import { RESET_VALID_SECONDS } from '../accounts/account.service.ts';
import { tokenHash } from '../accounts/session-tokens.ts';

/** Mails a password-set link (the reset mail) to the account, in the account's own language. */
export type PasswordLinkMailer = (
  to: string,
  account: { language: string; firstName: string },
  token: string,
  siteUrl: string,
) => Promise<void>;

/**
 * Customers and companies in the back office (issue 21). Names, phone and
 * company membership are the back office's to change; a user's role only an
 * administrator's (users' roles are outside a shop manager's remit), and
 * nobody's password: the shop mails a password-set link instead.
 */
export class AdminCustomerService {
  constructor(private readonly deps: { customers: AdminCustomerRepository; mailPasswordLink: PasswordLinkMailer }) {}

  list(query: AdminCustomerQuery): Promise<{ rows: AdminCustomer[]; total: number }> {
    return this.deps.customers.list(query);
  }

  async byId(id: number): Promise<Answer<AdminCustomer>> {
    const found = await this.deps.customers.byId(id);
    return found ? { ok: true, value: found } : { ok: false, problem: problem('adminCustomerNotFound') };
  }

  async update(id: number, change: AdminCustomerChange, actor: AdminActor): Promise<Answer<AdminCustomer>> {
    const current = await this.deps.customers.byId(id);
    if (!current) return { ok: false, problem: problem('adminCustomerNotFound') };
    // A shop manager may neither give nor take a role, nor edit an administrator's account (that would be a way around it).
    if (actor.role !== 'administrator' && (change.role !== current.role || current.role === 'administrator'))
      return { ok: false, problem: problem('roleChangeForbidden') };
    if (roleNeedsCompany(change.role) && change.companyId === null)
      return { ok: false, problem: problem('adminCustomerInvalid', { reason: message('backOffice.needsCompany') }) };
    const updated = await this.deps.customers.update(id, change, actor);
    if (updated === 'not_found') return { ok: false, problem: problem('adminCustomerNotFound') };
    if (updated === 'no_company') return { ok: false, problem: problem('adminCompanyNotFound') };
    return { ok: true, value: updated };
  }

  /** Stores a reset token (audited) and mails its link; the token is never shown to the back office. */
  async sendPasswordLink(id: number, actor: AdminActor, siteUrl: string): Promise<Answer<AdminCustomer>> {
    const token = randomBytes(32).toString('base64url');
    const account = await this.deps.customers.createPasswordLink(id, tokenHash(token), RESET_VALID_SECONDS, actor);
    if (!account) return { ok: false, problem: problem('adminCustomerNotFound') };
    await this.deps.mailPasswordLink(account.email, account, token, siteUrl);
    return this.byId(id);
  }

  companies(query: AdminCompanyQuery): Promise<{ rows: AdminCompany[]; total: number }> {
    return this.deps.customers.companies(query);
  }

  async company(id: number): Promise<Answer<AdminCompany>> {
    const found = await this.deps.customers.company(id);
    return found ? { ok: true, value: found } : { ok: false, problem: problem('adminCompanyNotFound') };
  }
}
