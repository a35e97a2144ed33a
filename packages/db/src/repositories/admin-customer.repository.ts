import type {
  AdminCompany,
  AdminCompanyQuery,
  AdminCustomer,
  AdminCustomerChange,
  AdminCustomerQuery,
  AdminCustomerRepository,
} from '@soul/domain/accounts/admin-customers';
import type { Role } from '@soul/domain/accounts/permissions';
import type { AdminActor } from '@soul/domain/audit/admin-audit';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { recordAdminChange } from './audit-log.ts';
import { countRows } from './count-rows.ts';
import { containsPattern } from './like-pattern.ts';
import { SPENT } from './spending-orders.ts';

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: Role;
  lang: string;
  company_id: number | null;
  company_name: string | null;
  vendor_status: string | null;
  orders_count: number | string;
  total_spent: number | string;
  created_at: Date | string;
  total?: number | string;
}

const toCustomer = (row: CustomerRow): AdminCustomer => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  role: row.role,
  language: row.lang,
  company: row.company_id !== null && row.company_name !== null ? { id: row.company_id, name: row.company_name } : null,
  vendorStatus: row.vendor_status,
  ordersCount: Number(row.orders_count),
  totalSpentCents: Number(row.total_spent),
  registeredAt: new Date(row.created_at),
});

/** A user with their company and what they bought; `o` is each user's orders (every order counts, spending only the SPENT ones). */
const CUSTOMER_SELECT = sql`SELECT u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.lang, u.company_id, c.name AS company_name,
    u.vendor_status, u.created_at,
    (SELECT count(*) FROM orders o WHERE o.user_id = u.id) AS orders_count,
    (SELECT coalesce(sum(o.total), 0) FROM orders o WHERE o.user_id = u.id AND ${SPENT}) AS total_spent
  FROM users u LEFT JOIN companies c ON c.id = u.company_id`;

const CUSTOMER_SORTS: Record<AdminCustomerQuery['orderby'], SQL> = {
  registered: sql`created_at`,
  id: sql`id`,
  email: sql`email`,
  name: sql`lower(last_name || ' ' || first_name)`,
  orders: sql`orders_count`,
  spent: sql`total_spent`,
};

/** What an audit row keeps of a customer: the editable fields (never the password hash). */
const audited = (c: AdminCustomer) => ({
  first_name: c.firstName,
  last_name: c.lastName,
  phone: c.phone,
  role: c.role,
  company_id: c.company?.id ?? null,
});

type Member = { id: number; email: string; firstName: string; lastName: string };

/** The back office's customers and companies (issue 21); each write one transaction with its audit row. */
export class PgAdminCustomerRepository implements AdminCustomerRepository {
  constructor(private readonly db: Database) {}

  private async customers(query: SQL, on: Pick<Database, 'execute'> = this.db): Promise<AdminCustomer[]> {
    return ((await on.execute(query)).rows as unknown as CustomerRow[]).map(toCustomer);
  }

  async list(query: AdminCustomerQuery): Promise<{ rows: AdminCustomer[]; total: number }> {
    const where: SQL[] = [sql`true`];
    if (query.search) {
      const pattern = containsPattern(query.search);
      where.push(sql`(email ILIKE ${pattern} OR first_name ILIKE ${pattern} OR last_name ILIKE ${pattern}
        OR (first_name || ' ' || last_name) ILIKE ${pattern})`);
    }
    if (query.role) where.push(sql`role = ${query.role}`);
    if (query.companyId !== null) where.push(sql`company_id = ${query.companyId}`);
    const filter = sql.join(where, sql` AND `);
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = await this.customers(sql`SELECT * FROM (${CUSTOMER_SELECT}) x WHERE ${filter}
      ORDER BY ${CUSTOMER_SORTS[query.orderby]} ${direction}, id ${direction}
      LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`);
    const total = await countRows(this.db, sql`SELECT count(*) AS n FROM users WHERE ${filter}`);
    return { rows, total };
  }

  async byId(id: number): Promise<AdminCustomer | null> {
    return (await this.customers(sql`${CUSTOMER_SELECT} WHERE u.id = ${id}`))[0] ?? null;
  }

  async update(id: number, change: AdminCustomerChange, actor: AdminActor): Promise<AdminCustomer | 'not_found' | 'no_company'> {
    return this.db.transaction(async (tx) => {
      const locked = (await tx.execute(sql`SELECT id FROM users WHERE id = ${id} FOR UPDATE`)).rows;
      if (locked.length === 0) return 'not_found';
      const before = (await this.customers(sql`${CUSTOMER_SELECT} WHERE u.id = ${id}`, tx))[0];
      if (!before) return 'not_found';
      if (change.companyId !== null && (await tx.execute(sql`SELECT 1 FROM companies WHERE id = ${change.companyId}`)).rows.length === 0)
        return 'no_company';
      await tx.execute(sql`UPDATE users SET first_name = ${change.firstName}, last_name = ${change.lastName}, phone = ${change.phone},
          company_id = ${change.companyId}, role = ${change.role}
        WHERE id = ${id}`);
      const after = (await this.customers(sql`${CUSTOMER_SELECT} WHERE u.id = ${id}`, tx))[0];
      if (!after) throw new Error('customer vanished inside its own update');
      await recordAdminChange(tx, { actor, entity: 'customer', id, action: 'update', before: audited(before), after: audited(after) });
      return after;
    });
  }

  async createPasswordLink(
    id: number,
    tokenHash: string,
    validSeconds: number,
    actor: AdminActor,
  ): Promise<{ email: string; language: string; firstName: string } | null> {
    return this.db.transaction(async (tx) => {
      const rows = (await tx.execute(sql`SELECT email, lang, first_name FROM users WHERE id = ${id}`)).rows as {
        email: string;
        lang: string;
        first_name: string;
      }[];
      const account = rows[0];
      if (!account) return null;
      await tx.execute(sql`INSERT INTO password_resets (token_hash, user_id, expires_at)
        VALUES (${tokenHash}, ${id}, now() + make_interval(secs => ${validSeconds}))`);
      // What happened, never the token: the audit says a link was sent, and to which address.
      await recordAdminChange(tx, {
        actor,
        entity: 'customer',
        id,
        action: 'transition',
        before: null,
        after: { password_link_sent_to: account.email },
      });
      return { email: account.email, language: account.lang, firstName: account.first_name };
    });
  }

  async companies(query: AdminCompanyQuery): Promise<{ rows: AdminCompany[]; total: number }> {
    const filter = query.search ? sql`name ILIKE ${containsPattern(query.search)}` : sql`true`;
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const column = query.orderby === 'id' ? sql`id` : sql`lower(name)`;
    const companies = (
      await this.db.execute(sql`SELECT id, name, created_at FROM companies WHERE ${filter}
        ORDER BY ${column} ${direction}, id ${direction} LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`)
    ).rows as { id: number; name: string; created_at: Date | string }[];
    const total = await countRows(this.db, sql`SELECT count(*) AS n FROM companies WHERE ${filter}`);
    const members = await this.members(companies.map((c) => c.id));
    return { rows: companies.map((c) => this.toCompany(c, members)), total };
  }

  async company(id: number): Promise<AdminCompany | null> {
    const rows = (await this.db.execute(sql`SELECT id, name, created_at FROM companies WHERE id = ${id}`)).rows as {
      id: number;
      name: string;
      created_at: Date | string;
    }[];
    const row = rows[0];
    return row ? this.toCompany(row, await this.members([row.id])) : null;
  }

  private toCompany(
    row: { id: number; name: string; created_at: Date | string },
    members: Map<number, { role: Role; member: Member }[]>,
  ): AdminCompany {
    const people = members.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      createdAt: new Date(row.created_at),
      director: people.find((p) => p.role === 'director')?.member ?? null,
      staff: people.filter((p) => p.role === 'staff').map((p) => p.member),
    };
  }

  private async members(companyIds: number[]): Promise<Map<number, { role: Role; member: Member }[]>> {
    const byCompany = new Map<number, { role: Role; member: Member }[]>();
    if (companyIds.length === 0) return byCompany;
    const rows = (
      await this.db.execute(sql`SELECT id, email, first_name, last_name, role, company_id FROM users
        WHERE company_id = ANY(${`{${companyIds.join(',')}}`}::int[]) AND role IN ('director', 'staff') ORDER BY id`)
    ).rows as { id: number; email: string; first_name: string; last_name: string; role: Role; company_id: number }[];
    for (const r of rows) {
      const list = byCompany.get(r.company_id) ?? [];
      list.push({ role: r.role, member: { id: r.id, email: r.email, firstName: r.first_name, lastName: r.last_name } });
      byCompany.set(r.company_id, list);
    }
    return byCompany;
  }
}
