import type { AdminActor } from '@soul/domain/audit/admin-audit';
import {
  reviveSnapshot,
  type InvoiceDocumentSummary,
  type InvoiceRepository,
  type InvoiceSnapshot,
  type StoredInvoiceDocument,
} from '@soul/domain/invoices/invoice-port';
import type { SellerDetails } from '@soul/domain/invoices/seller';
import { vatBreakdown } from '@soul/domain/invoices/vat-breakdown';
import { DEFAULT_INVOICE_SETTINGS, invoiceSettingsSchema, type InvoiceExportQuery, type InvoiceSettings } from '@soul/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { recordAdminChange } from './audit-log.ts';
import type { Database } from '../connection.ts';
import { STATUSES_WITHOUT_INVOICE } from '@soul/domain/orders/status';
import type { OrderScope } from '@soul/domain/orders/stored-order';
import { countRows } from './count-rows.ts';
import { findOrder } from './orders/stored-order.ts';

type Tx = Pick<Database, 'execute'>;

const SETTINGS_KEY = 'invoice';
/** Invoices are dated and numbered in the shop's own time zone (a New Year's Eve order is numbered in the year it is in Vilnius). */
const SHOP_TIME_ZONE = 'Europe/Vilnius';

interface DocumentRow {
  id: number;
  order_id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  issued_at: string | Date;
  reason: StoredInvoiceDocument['reason'];
  amount: number;
  vat_by_rate: StoredInvoiceDocument['vatByRate'];
  whole_invoice: boolean;
  snapshot: unknown;
  corrects_id: number | null;
  corrects_number: string | null;
  corrects_issued_at: string | Date | null;
}

/** A document with its invoice's number and snapshot (a credit note's are its invoice's). */
const DOCUMENT_SELECT = sql`SELECT d.id, d.order_id, d.kind, d.number, d.issued_at, d.reason, d.amount, d.vat_by_rate, d.whole_invoice,
    coalesce(d.snapshot, i.snapshot) AS snapshot, i.id AS corrects_id, i.number AS corrects_number, i.issued_at AS corrects_issued_at
  FROM invoice_documents d LEFT JOIN invoice_documents i ON i.id = d.corrects_id`;

function scopeCondition(scope: OrderScope): SQL {
  return scope.kind === 'all' ? sql`true` : sql`o.user_id = ANY(${`{${scope.userIds.join(',')}}`}::int[])`;
}

/**
 * Invoices and credit notes (SS-2026-00001, SS-KR-2026-00001, …) and the
 * shop's invoice settings (account §2). An invoice is issued with a snapshot
 * of the order, its settings and the seller, and read back from it ever
 * after; credit notes are written by the database's triggers (migration
 * 0033) in the transaction that moves the order's money.
 */
export class PgInvoiceRepository implements InvoiceRepository {
  constructor(private readonly db: Database) {}

  /**
   * The order's standing invoice (the latest one not wholly credited), issued
   * now when there is none and the caller may issue: the order's row lock
   * queues two first views of one order, and the series' counter row is taken
   * in the same transaction, so two invoices never share a number and a
   * rolled-back issue leaves no gap.
   */
  async current(orderId: number, freeze: { seller: SellerDetails; mayIssue: boolean }): Promise<StoredInvoiceDocument | null> {
    const settings = await this.settings();
    return this.db.transaction(async (tx) => {
      const locked = await tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`);
      if (locked.rows.length === 0) return null;
      const standing = (
        await tx.execute(sql`${DOCUMENT_SELECT} WHERE d.order_id = ${orderId} AND d.kind = 'invoice'
          AND d.amount > (SELECT coalesce(sum(c.amount), 0) FROM invoice_documents c WHERE c.corrects_id = d.id)
          ORDER BY d.id DESC LIMIT 1`)
      ).rows as unknown as DocumentRow[];
      if (standing[0]) return this.withSnapshot(tx, standing[0], freeze.seller, settings);
      if (!freeze.mayIssue) {
        const latest = (
          await tx.execute(sql`${DOCUMENT_SELECT} WHERE d.order_id = ${orderId} AND d.kind = 'invoice' ORDER BY d.id DESC LIMIT 1`)
        ).rows as unknown as DocumentRow[];
        return latest[0] ? this.withSnapshot(tx, latest[0], freeze.seller, settings) : null;
      }
      const snapshot = await this.snapshotOf(tx, orderId, freeze.seller, settings);
      const issued = (
        await tx.execute(sql`INSERT INTO invoice_documents (order_id, kind, number, reason, amount, vat_by_rate, snapshot)
          VALUES (${orderId}, 'invoice', next_document_number('SS'), 'issue', ${snapshot.order.total},
            ${JSON.stringify(vatBreakdown(snapshot.order))}::jsonb, ${JSON.stringify(snapshot)}::jsonb)
          RETURNING id`)
      ).rows as { id: number }[];
      const id = issued[0]?.id;
      const row =
        id === undefined ? undefined : ((await tx.execute(sql`${DOCUMENT_SELECT} WHERE d.id = ${id}`)).rows as unknown as DocumentRow[])[0];
      if (!row) throw new Error(`invoice for order ${orderId} was not issued`);
      return toDocument(row);
    });
  }

  async document(id: number, freeze: { seller: SellerDetails }): Promise<StoredInvoiceDocument | null> {
    const settings = await this.settings();
    return this.db.transaction(async (tx) => {
      const rows = (await tx.execute(sql`${DOCUMENT_SELECT} WHERE d.id = ${id}`)).rows as unknown as DocumentRow[];
      return rows[0] ? this.withSnapshot(tx, rows[0], freeze.seller, settings) : null;
    });
  }

  async list(
    scope: OrderScope,
    page: { offset: number; limit: number; orderId?: number },
  ): Promise<{ rows: InvoiceDocumentSummary[]; total: number }> {
    const where = sql`FROM invoice_documents d JOIN orders o ON o.id = d.order_id LEFT JOIN invoice_documents i ON i.id = d.corrects_id
      WHERE ${scopeCondition(scope)} ${page.orderId === undefined ? sql`` : sql`AND d.order_id = ${page.orderId}`}`;
    const rows = (
      await this.db.execute(sql`SELECT d.id, d.order_id, d.kind, d.number, d.issued_at, d.reason, d.amount, i.number AS corrects_number,
          count(*) OVER () AS total
        ${where} ORDER BY d.issued_at DESC, d.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`)
    ).rows as unknown as (Omit<DocumentRow, 'vat_by_rate' | 'whole_invoice' | 'snapshot' | 'corrects_id' | 'corrects_issued_at'> & {
      total: string;
    })[];
    const total = rows[0] ? Number(rows[0].total) : await countRows(this.db, sql`SELECT count(*) AS n ${where}`);
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        orderId: r.order_id,
        kind: r.kind,
        number: r.number,
        issuedAt: new Date(r.issued_at),
        reason: r.reason,
        amount: r.amount,
        correctsNumber: r.corrects_number,
      })),
    };
  }

  /**
   * An invoice issued before snapshots were kept is frozen the first time it
   * is read, from the order as it then is (its number and amounts stay).
   */
  private async withSnapshot(tx: Tx, row: DocumentRow, seller: SellerDetails, settings: InvoiceSettings): Promise<StoredInvoiceDocument> {
    if (row.snapshot !== null) return toDocument(row);
    const invoiceId = row.kind === 'invoice' ? row.id : row.corrects_id;
    if (invoiceId === null) throw new Error(`credit note ${row.id} corrects nothing`);
    const snapshot = await this.snapshotOf(tx, row.order_id, seller, settings);
    await tx.execute(
      sql`UPDATE invoice_documents SET snapshot = ${JSON.stringify(snapshot)}::jsonb WHERE id = ${invoiceId} AND snapshot IS NULL`,
    );
    return toDocument({ ...row, snapshot });
  }

  private async snapshotOf(tx: Tx, orderId: number, seller: SellerDetails, settings: InvoiceSettings): Promise<InvoiceSnapshot> {
    const order = await findOrder(tx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished while its invoice was issued`);
    // What an invoice prints, not the order's secrets (its key, the session, the saved card's token).
    return { order: { ...order, orderKey: '', sessionToken: '', payment: null, invoiceNumber: null }, settings, seller };
  }

  /**
   * The shop's invoice settings; the defaults until an administrator saves
   * some. A field saved under an older, looser rule (a file name without
   * {number}) falls back to its default alone; the rest stays as saved.
   */
  async settings(): Promise<InvoiceSettings> {
    const rows = (await this.db.execute(sql`SELECT value FROM shop_settings WHERE key = ${SETTINGS_KEY}`)).rows as { value: unknown }[];
    const saved: Record<string, unknown> = { ...DEFAULT_INVOICE_SETTINGS, ...(rows[0]?.value as object | undefined) };
    const parsed = invoiceSettingsSchema.safeParse(saved);
    if (parsed.success) return parsed.data;
    const broken = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    const mended = invoiceSettingsSchema.safeParse(
      Object.fromEntries(
        Object.entries(saved).map(([key, value]) => [
          key,
          broken.has(key) ? DEFAULT_INVOICE_SETTINGS[key as keyof InvoiceSettings] : value,
        ]),
      ),
    );
    return mended.success ? mended.data : DEFAULT_INVOICE_SETTINGS;
  }

  async saveSettings(settings: InvoiceSettings, actor: AdminActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = (await tx.execute(sql`SELECT value FROM shop_settings WHERE key = ${SETTINGS_KEY} FOR UPDATE`)).rows[0] as
        | { value: unknown }
        | undefined;
      await tx.execute(sql`INSERT INTO shop_settings (key, value, updated_by) VALUES (${SETTINGS_KEY}, ${JSON.stringify(settings)}::jsonb, ${actor.userId})
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`);
      await recordAdminChange(tx, {
        actor,
        entity: 'setting',
        id: SETTINGS_KEY,
        action: before ? 'update' : 'create',
        before: before?.value ?? null,
        after: settings,
      });
    });
  }

  /**
   * The orders of a date range (days in the shop's time zone, both ends
   * included), oldest first: those with a document issued in the range (what
   * an accountant books for the period, credit notes included) and those
   * placed in it that may have an invoice not yet issued; at most `limit`
   * ids (the caller asks one more than it allows, to tell "too many").
   */
  async exportOrderIds(scope: OrderScope, query: InvoiceExportQuery, limit: number): Promise<number[]> {
    const inRange = (column: SQL) =>
      sql`(${column} AT TIME ZONE ${SHOP_TIME_ZONE})::date BETWEEN ${query.date_from}::date AND ${query.date_to}::date`;
    const rows = (
      await this.db.execute(sql`SELECT o.id FROM orders o
        WHERE ${scopeCondition(scope)}
          ${query.status === 'any' ? sql`` : sql`AND o.status = ${query.status}`}
          AND (EXISTS (SELECT 1 FROM invoice_documents d WHERE d.order_id = o.id AND ${inRange(sql`d.issued_at`)})
            OR (${inRange(sql`o.created_at`)}
              AND NOT EXISTS (SELECT 1 FROM invoice_documents d WHERE d.order_id = o.id)
              AND o.status NOT IN (${sql.join(
                [...STATUSES_WITHOUT_INVOICE, 'cancelled', 'refunded'].map((s) => sql`${s}`),
                sql`, `,
              )})))
        ORDER BY o.created_at, o.id LIMIT ${limit}`)
    ).rows as { id: number }[];
    return rows.map((r) => r.id);
  }

  async documentIdsOf(orderId: number): Promise<number[]> {
    const rows = (await this.db.execute(sql`SELECT id FROM invoice_documents WHERE order_id = ${orderId} ORDER BY id`)).rows as {
      id: number;
    }[];
    return rows.map((r) => r.id);
  }
}

function toDocument(row: DocumentRow): StoredInvoiceDocument {
  return {
    id: row.id,
    orderId: row.order_id,
    kind: row.kind,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    reason: row.reason,
    amount: row.amount,
    vatByRate: row.vat_by_rate,
    wholeInvoice: row.whole_invoice,
    snapshot: reviveSnapshot(row.snapshot),
    corrects:
      row.kind === 'credit_note' && row.corrects_id !== null && row.corrects_number !== null && row.corrects_issued_at !== null
        ? { id: row.corrects_id, number: row.corrects_number, issuedAt: new Date(row.corrects_issued_at) }
        : null,
  };
}
