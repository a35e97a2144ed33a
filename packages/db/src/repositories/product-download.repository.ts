import type { AdminActor } from '@soul/domain/audit/admin-audit';
import type {
  ProductDownload,
  ProductDownloadChanges,
  ProductDownloadQuery,
  ProductDownloadRepository,
} from '@soul/domain/downloads/download-port';
import { sql } from 'drizzle-orm';
import { recordAdminChange } from './audit-log.ts';
import type { Database } from '../connection.ts';
import { countRows } from './count-rows.ts';
import { containsPattern } from './like-pattern.ts';

interface Row {
  id: number;
  product_id: number;
  product_name: string | null;
  name: string;
  file_name: string;
  kind: 'file' | 'video';
  content_type: string;
  storage_key: string;
  download_limit: number | null;
  access_days: number | null;
  position: number;
  grants: number;
  total?: number;
}

const toDownload = (row: Row): ProductDownload => ({
  id: row.id,
  productId: row.product_id,
  productName: row.product_name ?? '',
  name: row.name,
  fileName: row.file_name,
  kind: row.kind,
  contentType: row.content_type,
  storageKey: row.storage_key,
  downloadLimit: row.download_limit,
  accessDays: row.access_days,
  position: row.position,
  grants: Number(row.grants),
});

const ORDER_COLUMNS = { id: sql`d.id`, product_id: sql`d.product_id`, name: sql`d.name` } as const;

/** Product files for the back office (admin/product-downloads); every write one transaction with its audit row. */
export class PgProductDownloadRepository implements ProductDownloadRepository {
  constructor(private readonly db: Database) {}

  private select(language: string) {
    return sql`SELECT d.id, d.product_id, t.name AS product_name, d.name, d.file_name, d.kind, d.content_type, d.storage_key,
        d.download_limit, d.access_days, d.position,
        (SELECT count(*)::int FROM download_grants g WHERE g.download_id = d.id) AS grants
      FROM product_downloads d
      LEFT JOIN product_translations t ON t.product_id = d.product_id AND t.lang = ${language}`;
  }

  async listDownloads(query: ProductDownloadQuery, language: string): Promise<{ rows: ProductDownload[]; total: number }> {
    const conditions = [sql`true`];
    if (query.productId !== undefined) conditions.push(sql`d.product_id = ${query.productId}`);
    if (query.search)
      conditions.push(sql`(d.name ILIKE ${containsPattern(query.search)} OR d.file_name ILIKE ${containsPattern(query.search)})`);
    const where = sql.join(conditions, sql` AND `);
    const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
    const rows = (
      await this.db.execute(sql`${this.select(language)} WHERE ${where}
        ORDER BY ${ORDER_COLUMNS[query.orderBy]} ${direction}, d.id ${direction}
        LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`)
    ).rows as unknown as Row[];
    const total = await countRows(this.db, sql`SELECT count(*) AS n FROM product_downloads d WHERE ${where}`);
    return { rows: rows.map(toDownload), total };
  }

  async findDownload(id: number, language: string): Promise<ProductDownload | null> {
    const row = (await this.db.execute(sql`${this.select(language)} WHERE d.id = ${id}`)).rows[0] as Row | undefined;
    return row ? toDownload(row) : null;
  }

  async createDownload(
    input: Omit<ProductDownload, 'id' | 'productName' | 'grants' | 'position'>,
    actor: AdminActor,
  ): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const row = (
        await tx.execute(sql`INSERT INTO product_downloads (product_id, name, file_name, kind, content_type, storage_key, download_limit, access_days)
        SELECT id, ${input.name}, ${input.fileName}, ${input.kind}, ${input.contentType}, ${input.storageKey}, ${input.downloadLimit}, ${input.accessDays}
        FROM products WHERE id = ${input.productId} AND type <> 'variation'
        RETURNING id`)
      ).rows[0] as { id: number } | undefined;
      if (row) await recordAdminChange(tx, { actor, entity: 'product_download', id: row.id, action: 'create', before: null, after: input });
      return row?.id ?? null;
    });
  }

  async updateDownload(id: number, changes: ProductDownloadChanges, actor: AdminActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const before = (
        await tx.execute(sql`SELECT name, download_limit, access_days, position FROM product_downloads WHERE id = ${id} FOR UPDATE`)
      ).rows[0];
      if (!before) return false;
      await tx.execute(sql`UPDATE product_downloads SET name = ${changes.name}, download_limit = ${changes.downloadLimit},
        access_days = ${changes.accessDays}, position = ${changes.position} WHERE id = ${id}`);
      await recordAdminChange(tx, { actor, entity: 'product_download', id, action: 'update', before, after: changes });
      return true;
    });
  }

  async deleteDownload(id: number, actor: AdminActor): Promise<'deleted' | 'granted' | null> {
    // One statement deletes (the file goes only while no purchase holds it); its audit row joins it in the transaction.
    return this.db.transaction(async (tx) => {
      const row = (
        await tx.execute(sql`WITH gone AS (
          DELETE FROM product_downloads d WHERE d.id = ${id}
            AND NOT EXISTS (SELECT 1 FROM download_grants g WHERE g.download_id = d.id)
          RETURNING d.*)
        SELECT (SELECT count(*)::int FROM gone) AS deleted, (SELECT count(*)::int FROM product_downloads WHERE id = ${id}) AS present,
          (SELECT to_jsonb(gone) FROM gone) AS before`)
      ).rows[0] as { deleted: number; present: number; before: Record<string, unknown> | null };
      if (Number(row.deleted) > 0) {
        await recordAdminChange(tx, { actor, entity: 'product_download', id, action: 'delete', before: row.before, after: null });
        return 'deleted';
      }
      return Number(row.present) > 0 ? 'granted' : null;
    });
  }
}
