import type { AdminActor } from '@soul/domain/audit/admin-audit';
import type { GroupPricing } from '@soul/domain/vendors/group-pricing';
import type { StoredVendor, VendorCompany, VendorStatus } from '@soul/domain/vendors/vendor';
import type { CustomerGroup, QueuedMail, VendorListQuery, VendorRepository } from '@soul/domain/vendors/vendor-port';
import { sql, type SQL } from 'drizzle-orm';
import { recordAdminChange } from './audit-log.ts';
import type { Database } from '../connection.ts';
import { queueJob } from '../jobs/add-job.ts';
import { SEND_MAIL_JOB } from '../jobs/task-names.ts';
import { containsPattern } from './like-pattern.ts';

interface VendorRow {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  lang: string;
  status: VendorStatus;
  company_name: string | null;
  company_code: string | null;
  vat_code: string | null;
  address: string | null;
  group_id: number | null;
  group_name: string | null;
  applied_at: Date | string;
  decided_at: Date | string | null;
  total?: number;
}

const VENDOR_SELECT = sql`SELECT u.id AS user_id, u.email, u.first_name, u.last_name, u.lang, u.vendor_status AS status,
    a.company_name, a.company_code, a.vat_code, a.address, a.group_id, g.name AS group_name,
    coalesce(a.created_at, u.created_at) AS applied_at, a.decided_at
  FROM users u LEFT JOIN vendor_applications a ON a.user_id = u.id LEFT JOIN customer_groups g ON g.id = a.group_id`;

const ORDER_COLUMNS: Record<VendorListQuery['orderby'], SQL> = {
  date: sql`coalesce(a.created_at, u.created_at)`,
  name: sql`lower(u.last_name || ' ' || u.first_name)`,
  email: sql`u.email`,
  company: sql`lower(coalesce(a.company_name, ''))`,
};

function toVendor(r: VendorRow): StoredVendor {
  return {
    userId: r.user_id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    language: r.lang,
    status: r.status,
    companyName: r.company_name ?? '',
    companyCode: r.company_code ?? '',
    vatCode: r.vat_code ?? '',
    address: r.address ?? '',
    groupId: r.group_id,
    groupName: r.group_name,
    appliedAt: new Date(r.applied_at),
    decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
  };
}

/** Vendors (users with a vendor_status), their applications and the customer groups they buy in. */
export class PgVendorRepository implements VendorRepository {
  constructor(private readonly db: Database) {}

  async apply(userId: number, company: VendorCompany): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx.execute(
        sql`UPDATE users SET role = 'vendor', vendor_status = 'pending' WHERE id = ${userId} AND role = 'customer' RETURNING id`,
      );
      if (moved.rows.length === 0) return false;
      await tx.execute(sql`INSERT INTO vendor_applications (user_id, company_name, company_code, vat_code, address)
        VALUES (${userId}, ${company.companyName}, ${company.companyCode}, ${company.vatCode}, ${company.address})
        ON CONFLICT (user_id) DO UPDATE SET company_name = excluded.company_name, company_code = excluded.company_code,
          vat_code = excluded.vat_code, address = excluded.address, group_id = NULL, created_at = now(), decided_at = NULL`);
      return true;
    });
  }

  async find(userId: number): Promise<StoredVendor | null> {
    const rows = (await this.db.execute(sql`${VENDOR_SELECT} WHERE u.id = ${userId} AND u.vendor_status IS NOT NULL`))
      .rows as unknown as VendorRow[];
    return rows[0] ? toVendor(rows[0]) : null;
  }

  async list(query: VendorListQuery): Promise<{ rows: StoredVendor[]; total: number }> {
    const filters: SQL[] = [sql`u.vendor_status IS NOT NULL`];
    if (query.status) filters.push(sql`u.vendor_status = ${query.status}`);
    if (query.search) {
      const pattern = containsPattern(query.search);
      filters.push(
        sql`(u.email ILIKE ${pattern} OR u.first_name ILIKE ${pattern} OR u.last_name ILIKE ${pattern} OR a.company_name ILIKE ${pattern} OR a.company_code ILIKE ${pattern})`,
      );
    }
    const where = sql.join(filters, sql` AND `);
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = (
      await this.db.execute(sql`SELECT v.*, count(*) OVER ()::int AS total FROM (${VENDOR_SELECT} WHERE ${where}
        ORDER BY ${ORDER_COLUMNS[query.orderby]} ${direction}, u.id ${direction}) v
        LIMIT ${query.perPage} OFFSET ${Math.min((query.page - 1) * query.perPage, 2_000_000_000)}`)
    ).rows as unknown as VendorRow[];
    if (rows.length > 0) return { rows: rows.map(toVendor), total: Number(rows[0]?.total ?? 0) };
    const counted = (
      await this.db.execute(sql`SELECT count(*)::int AS n FROM users u LEFT JOIN vendor_applications a ON a.user_id = u.id WHERE ${where}`)
    ).rows as { n: number }[];
    return { rows: [], total: Number(counted[0]?.n ?? 0) };
  }

  async decide(
    userId: number,
    change: { from: VendorStatus; to: VendorStatus; groupId?: number },
    mail: QueuedMail,
    actor: AdminActor,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx.execute(
        sql`UPDATE users SET vendor_status = ${change.to} WHERE id = ${userId} AND vendor_status = ${change.from} RETURNING id`,
      );
      if (moved.rows.length === 0) return false;
      const group = change.groupId ?? null;
      await tx.execute(sql`INSERT INTO vendor_applications (user_id, company_name, company_code, address, group_id, decided_at)
        VALUES (${userId}, '', '', '', ${group}, now())
        ON CONFLICT (user_id) DO UPDATE SET decided_at = now(),
          group_id = CASE WHEN ${group}::int IS NULL THEN vendor_applications.group_id ELSE ${group}::int END`);
      await recordAdminChange(tx, {
        actor,
        entity: 'vendor',
        id: userId,
        action: 'transition',
        before: { status: change.from },
        after: { status: change.to, ...(change.groupId !== undefined ? { group_id: change.groupId } : {}) },
      });
      await queueJob(tx, SEND_MAIL_JOB, mail);
      return true;
    });
  }

  async delete(userId: number, mail: QueuedMail, actor: AdminActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const before = (await tx.execute(sql`${VENDOR_SELECT} WHERE u.id = ${userId} AND u.vendor_status IS NOT NULL`)).rows[0];
      const gone = await tx.execute(sql`DELETE FROM users WHERE id = ${userId} AND vendor_status IS NOT NULL RETURNING id`);
      if (gone.rows.length === 0) return false;
      await recordAdminChange(tx, { actor, entity: 'vendor', id: userId, action: 'delete', before, after: null });
      await queueJob(tx, SEND_MAIL_JOB, mail);
      return true;
    });
  }

  async groupPricing(groupId: number): Promise<GroupPricing | null> {
    const group = await this.group(groupId);
    if (!group) return null;
    return { groupId, discountPercent: group.discountPercent, prices: new Map(group.prices.map((p) => [p.productId, p.priceCents])) };
  }

  async groups(): Promise<CustomerGroup[]> {
    const rows = (
      await this.db.execute(sql`SELECT g.id, g.name, g.discount_percent,
          coalesce(json_agg(json_build_object('productId', p.product_id, 'priceCents', p.price_cents) ORDER BY p.product_id)
            FILTER (WHERE p.product_id IS NOT NULL), '[]') AS prices
        FROM customer_groups g LEFT JOIN customer_group_prices p ON p.group_id = g.id GROUP BY g.id ORDER BY g.id`)
    ).rows as { id: number; name: string; discount_percent: number; prices: CustomerGroup['prices'] }[];
    return rows.map((r) => ({ id: r.id, name: r.name, discountPercent: r.discount_percent, prices: r.prices }));
  }

  async group(id: number): Promise<CustomerGroup | null> {
    const rows = (
      await this.db.execute(sql`SELECT g.id, g.name, g.discount_percent,
          coalesce(json_agg(json_build_object('productId', p.product_id, 'priceCents', p.price_cents) ORDER BY p.product_id)
            FILTER (WHERE p.product_id IS NOT NULL), '[]') AS prices
        FROM customer_groups g LEFT JOIN customer_group_prices p ON p.group_id = g.id WHERE g.id = ${id} GROUP BY g.id`)
    ).rows as { id: number; name: string; discount_percent: number; prices: CustomerGroup['prices'] }[];
    const r = rows[0];
    return r ? { id: r.id, name: r.name, discountPercent: r.discount_percent, prices: r.prices } : null;
  }

  async createGroup(group: Omit<CustomerGroup, 'id'>, actor: AdminActor): Promise<CustomerGroup> {
    const id = await this.db.transaction(async (tx) => {
      const rows = (
        await tx.execute(
          sql`INSERT INTO customer_groups (name, discount_percent) VALUES (${group.name}, ${group.discountPercent}) RETURNING id`,
        )
      ).rows as { id: number }[];
      const created = rows[0]?.id;
      if (created === undefined) throw new Error('customer group not stored');
      await writePrices(tx, created, group.prices);
      await recordAdminChange(tx, { actor, entity: 'customer_group', id: created, action: 'create', before: null, after: group });
      return created;
    });
    return (await this.group(id)) as CustomerGroup;
  }

  async updateGroup(group: CustomerGroup, actor: AdminActor): Promise<CustomerGroup | null> {
    const before = await this.group(group.id);
    const found = await this.db.transaction(async (tx) => {
      const rows = await tx.execute(
        sql`UPDATE customer_groups SET name = ${group.name}, discount_percent = ${group.discountPercent} WHERE id = ${group.id} RETURNING id`,
      );
      if (rows.rows.length === 0) return false;
      await tx.execute(sql`DELETE FROM customer_group_prices WHERE group_id = ${group.id}`);
      await writePrices(tx, group.id, group.prices);
      await recordAdminChange(tx, { actor, entity: 'customer_group', id: group.id, action: 'update', before, after: group });
      return true;
    });
    return found ? this.group(group.id) : null;
  }

  async deleteGroup(id: number, actor: AdminActor): Promise<CustomerGroup | null> {
    const found = await this.group(id);
    if (!found) return null;
    const gone = await this.db.transaction(async (tx) => {
      const deleted = await tx.execute(sql`DELETE FROM customer_groups WHERE id = ${id} RETURNING id`);
      if (deleted.rows.length > 0)
        await recordAdminChange(tx, { actor, entity: 'customer_group', id, action: 'delete', before: found, after: null });
      return deleted;
    });
    return gone.rows.length > 0 ? found : null;
  }
}

/** Stores a price list; ids that are not products are left out (the service checks them first). */
async function writePrices(tx: Pick<Database, 'execute'>, groupId: number, prices: CustomerGroup['prices']): Promise<void> {
  if (prices.length === 0) return;
  const values = sql.join(
    prices.map((p) => sql`(${groupId}::int, ${p.productId}::int, ${p.priceCents}::int)`),
    sql`, `,
  );
  await tx.execute(sql`INSERT INTO customer_group_prices (group_id, product_id, price_cents)
    SELECT v.g, v.p, v.c FROM (VALUES ${values}) AS v(g, p, c) JOIN products ON products.id = v.p
    ON CONFLICT (group_id, product_id) DO UPDATE SET price_cents = excluded.price_cents`);
}
