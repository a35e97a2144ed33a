import type { AdminActor } from '../audit/admin-audit.ts';
import type { Role } from './permissions.ts';

/**
 * Customers and companies as the back office sees them (issue 21): who
 * they are, their company, what they bought. Never a password: the shop
 * sends a password-set link instead.
 */
export interface AdminCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  language: string;
  company: { id: number; name: string } | null;
  vendorStatus: string | null;
  ordersCount: number;
  /** Orders that count as spending (packages/db spending-orders), in cents. */
  totalSpentCents: number;
  registeredAt: Date;
}

export interface AdminCustomerQuery {
  page: number;
  perPage: number;
  orderby: 'registered' | 'id' | 'email' | 'name' | 'orders' | 'spent';
  order: 'asc' | 'desc';
  search: string | null;
  role: Role | null;
  companyId: number | null;
}

/** The editable shape of PUT admin/customers/{id}. */
export interface AdminCustomerChange {
  firstName: string;
  lastName: string;
  phone: string;
  companyId: number | null;
  role: Role;
}

export interface AdminCompany {
  id: number;
  name: string;
  createdAt: Date;
  director: { id: number; email: string; firstName: string; lastName: string } | null;
  staff: { id: number; email: string; firstName: string; lastName: string }[];
}

export interface AdminCompanyQuery {
  page: number;
  perPage: number;
  orderby: 'name' | 'id';
  order: 'asc' | 'desc';
  search: string | null;
}

export interface AdminCustomerRepository {
  list(query: AdminCustomerQuery): Promise<{ rows: AdminCustomer[]; total: number }>;
  byId(id: number): Promise<AdminCustomer | null>;
  /** Replaces the editable shape and writes its audit row, in one transaction; `no_company` when the company does not exist. */
  update(id: number, change: AdminCustomerChange, actor: AdminActor): Promise<AdminCustomer | 'not_found' | 'no_company'>;
  /** Stores a reset token for the account (audited, one transaction); who to mail it to, or null for no such account. */
  createPasswordLink(
    id: number,
    tokenHash: string,
    validSeconds: number,
    actor: AdminActor,
  ): Promise<{ email: string; language: string; firstName: string } | null>;
  companies(query: AdminCompanyQuery): Promise<{ rows: AdminCompany[]; total: number }>;
  company(id: number): Promise<AdminCompany | null>;
}

/** Roles that belong to a company: they need one. */
export function roleNeedsCompany(role: Role): boolean {
  return role === 'director' || role === 'staff';
}
