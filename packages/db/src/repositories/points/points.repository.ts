import type { PointsBalance } from '@soul/domain/points/ledger';
import type { NewAdjustment, PointsListQuery, PointsRepository, StoredPointsEntry } from '@soul/domain/points/points-port';
import { sql, type SQL } from 'drizzle-orm';
import { recordAdminChange } from '../audit-log.ts';
import type { Database } from '../../connection.ts';
import { countRows } from '../count-rows.ts';
import { balanceIn, lockCustomer } from './ledger-sql.ts';

interface EntryRow {
  id: number;
  user_id: number;
  kind: StoredPointsEntry['kind'];
  points: number;
  status: StoredPointsEntry['status'];
  source_type: StoredPointsEntry['source']['type'];
  source_id: number;
  description_key: string;
  description_params: Record<string, string | number> | null;
  details: string;
  created_at: Date | string;
  updated_at: Date | string;
}

function toEntry(row: EntryRow): StoredPointsEntry {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    points: Number(row.points),
    status: row.status,
    source: { type: row.source_type, id: row.source_id },
    description: { key: row.description_key, params: row.description_params ?? {} },
    details: row.details,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.join(',')}}`}::text[]`;
}

/** The points ledger: balances are sums over the entries; writes that depend on the balance take the customer's row lock. */
export class PgPointsRepository implements PointsRepository {
  constructor(private readonly db: Database) {}

  balance(userId: number): Promise<PointsBalance> {
    return balanceIn(this.db, userId);
  }

  async list(query: PointsListQuery): Promise<{ rows: StoredPointsEntry[]; total: number }> {
    const where: SQL[] = [sql`true`];
    if (query.userId !== null) where.push(sql`user_id = ${query.userId}`);
    if (query.statuses.length > 0) where.push(sql`status = ANY(${textArray(query.statuses)})`);
    if (query.kinds.length > 0) where.push(sql`kind = ANY(${textArray(query.kinds)})`);
    const filter = sql.join(where, sql` AND `);
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const offset = Math.min((query.page - 1) * query.perPage, 2_147_483_647);
    const rows = (
      await this.db.execute(sql`SELECT *, count(*) OVER () AS n FROM points_entries WHERE ${filter}
        ORDER BY created_at ${direction}, id ${direction} LIMIT ${query.perPage} OFFSET ${offset}`)
    ).rows as unknown as (EntryRow & { n: number })[];
    const total = rows[0] ? Number(rows[0].n) : await countRows(this.db, sql`SELECT count(*) AS n FROM points_entries WHERE ${filter}`);
    return { rows: rows.map(toEntry), total };
  }

  async adjust(adjustment: NewAdjustment): Promise<StoredPointsEntry | 'unknown_customer' | 'overdraw'> {
    return this.db.transaction(async (tx) => {
      if (!(await lockCustomer(tx, adjustment.userId))) return 'unknown_customer';
      if (adjustment.points < 0) {
        const { available } = await balanceIn(tx, adjustment.userId);
        if (available + adjustment.points < 0) return 'overdraw';
      }
      const rows = (
        await tx.execute(sql`INSERT INTO points_entries (user_id, kind, points, status, source_type, source_id, description_key, details)
          VALUES (${adjustment.userId}, 'adjust', ${adjustment.points}, 'confirmed', 'administrator', ${adjustment.actor.userId},
            'adjust', ${adjustment.details}) RETURNING *`)
      ).rows as unknown as EntryRow[];
      const row = rows[0];
      if (!row) throw new Error('Adjustment insert returned nothing');
      const entry = toEntry(row);
      await recordAdminChange(tx, {
        actor: adjustment.actor,
        entity: 'points',
        id: entry.id,
        action: 'create',
        before: null,
        after: { user_id: adjustment.userId, points: adjustment.points, details: adjustment.details },
      });
      return entry;
    });
  }
}
