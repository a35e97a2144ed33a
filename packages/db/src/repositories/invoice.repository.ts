import type { InvoiceRepository, IssuedInvoiceRecord } from '@soul/domain/invoices/invoice-port';
import { DEFAULT_INVOICE_SETTINGS, invoiceSettingsSchema, type InvoiceExportQuery, type InvoiceSettings } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { STATUSES_WITHOUT_INVOICE } from '@soul/domain/orders/status';
import type { OrderScope } from '@soul/domain/orders/stored-order';

const SETTINGS_KEY = 'invoice';
/** Invoices are dated and numbered in the shop's own time zone (a New Year's Eve order is numbered in the year it is in Vilnius). */
const SHOP_TIME_ZONE = 'Europe/Vilnius';

/**
 * Invoices: numbers issued once per order, without gaps within a year
 * (SS-2026-00001, …), and the shop's invoice settings (account §2).
 */
export class PgInvoiceRepository implements InvoiceRepository {
  constructor(private readonly db: Database) {}

  /**
   * The order's invoice, issued now if it has none: the year's counter is
   * taken under its row lock in the same transaction as the invoice row, so
   * two orders never get one number and a rolled-back issue leaves no gap.
   */
  async issue(orderId: number): Promise<IssuedInvoiceRecord> {
    const existing = await this.find(orderId);
    if (existing) return existing;
    return this.db.transaction(async (tx) => {
      // Two first views of one order queue here; the second finds the first's invoice.
      await tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`);
      const again = (await tx.execute(sql`SELECT number, issued_at FROM invoices WHERE order_id = ${orderId}`)).rows as {
        number: string;
        issued_at: string;
      }[];
      if (again[0]) return { number: again[0].number, issuedAt: new Date(again[0].issued_at) };
      const rows = (
        await tx.execute(sql`WITH year AS (SELECT extract(year FROM now() AT TIME ZONE ${SHOP_TIME_ZONE})::int AS y),
          counter AS (
            INSERT INTO invoice_counters (year, last) SELECT y, 1 FROM year
            ON CONFLICT (year) DO UPDATE SET last = invoice_counters.last + 1
            RETURNING year, last)
          INSERT INTO invoices (order_id, number)
          SELECT ${orderId}, 'SS-' || year || '-' || lpad(last::text, 5, '0') FROM counter
          RETURNING number, issued_at`)
      ).rows as { number: string; issued_at: string }[];
      const row = rows[0];
      if (!row) throw new Error(`invoice for order ${orderId} was not issued`);
      return { number: row.number, issuedAt: new Date(row.issued_at) };
    });
  }

  async find(orderId: number): Promise<IssuedInvoiceRecord | null> {
    const rows = (await this.db.execute(sql`SELECT number, issued_at FROM invoices WHERE order_id = ${orderId}`)).rows as {
      number: string;
      issued_at: string;
    }[];
    const row = rows[0];
    return row ? { number: row.number, issuedAt: new Date(row.issued_at) } : null;
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

  async saveSettings(settings: InvoiceSettings, userId: number): Promise<void> {
    await this.db
      .execute(sql`INSERT INTO shop_settings (key, value, updated_by) VALUES (${SETTINGS_KEY}, ${JSON.stringify(settings)}::jsonb, ${userId})
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`);
  }

  /**
   * The orders of a date range (days in the shop's time zone, both ends
   * included) that have or may have an invoice, oldest first; at most
   * `limit` ids (the caller asks one more than it allows, to tell "too many").
   */
  async exportOrderIds(scope: OrderScope, query: InvoiceExportQuery, limit: number): Promise<number[]> {
    const rows = (
      await this.db.execute(sql`SELECT id FROM orders
        WHERE ${scope.kind === 'all' ? sql`true` : sql`user_id = ANY(${`{${scope.userIds.join(',')}}`}::int[])`}
          AND (created_at AT TIME ZONE ${SHOP_TIME_ZONE})::date BETWEEN ${query.date_from}::date AND ${query.date_to}::date
          AND status NOT IN (${sql.join(
            STATUSES_WITHOUT_INVOICE.map((s) => sql`${s}`),
            sql`, `,
          )})
          ${query.status === 'any' ? sql`` : sql`AND status = ${query.status}`}
        ORDER BY created_at, id LIMIT ${limit}`)
    ).rows as { id: number }[];
    return rows.map((r) => r.id);
  }
}
