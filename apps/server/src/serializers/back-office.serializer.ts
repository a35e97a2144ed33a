import type { AdminCompany, AdminCustomer } from '@soul/domain/accounts/admin-customers';
import type { AuditEntry } from '@soul/domain/audit/admin-audit';

/** One audit row on the wire (snake_case like the other admin answers). */
export function serializeAuditEntry(entry: AuditEntry) {
  return {
    id: entry.id,
    date: entry.at.toISOString(),
    actor: { id: entry.actorId, role: entry.actorRole, email: entry.actorEmail },
    company_id: entry.companyId,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

/** A customer in the back office's list and detail: never a password or its hash. */
export function serializeAdminCustomer(customer: AdminCustomer) {
  return {
    id: customer.id,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: customer.phone,
    role: customer.role,
    language: customer.language,
    company: customer.company,
    vendor_status: customer.vendorStatus,
    orders_count: customer.ordersCount,
    total_spent: customer.totalSpentCents,
    date_registered: customer.registeredAt.toISOString(),
  };
}

const member = (m: { id: number; email: string; firstName: string; lastName: string }) => ({
  id: m.id,
  email: m.email,
  first_name: m.firstName,
  last_name: m.lastName,
});

export function serializeAdminCompany(company: AdminCompany) {
  return {
    id: company.id,
    name: company.name,
    date_created: company.createdAt.toISOString(),
    director: company.director ? member(company.director) : null,
    staff: company.staff.map(member),
  };
}
