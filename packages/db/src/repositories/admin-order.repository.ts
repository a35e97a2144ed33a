import type {
  AdminOrderExtras,
  AdminOrderListQuery,
  AdminOrderRepository,
  AdminOrderRow,
  OrderNote,
  TransitionWrite,
} from '@soul/domain/orders/admin-order-port';
import type { OrderStatus } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { recordAdminChangeByUser } from './audit-log.ts';
import type { Database } from '../connection.ts';
import { queueJob } from '../jobs/add-job.ts';
import { SEND_MAIL_JOB } from '../jobs/task-names.ts';
import { countRows } from './count-rows.ts';
import { containsPattern } from './like-pattern.ts';

const SORT_COLUMNS: Record<AdminOrderListQuery['orderby'], string> = {
  date: 'o.created_at',
  id: 'o.id',
  total: 'o.total',
  status: 'o.status',
};

interface ListRow {
  id: number;
  created_at: string | Date;
  status: OrderStatus;
  user_id: number | null;
  name: string;
  email: string;
  total: number;
  payment_method: string;
  items_count: number;
  shipping_rate_id: string;
  lang: 'en' | 'lt';
  full_count: number | string;
}

/** The list's filters as one WHERE condition (`o` is the order). */
function listFilters(query: AdminOrderListQuery) {
  const search = query.search;
  // "#12" or "12" is an order number; other text a customer's name or e-mail.
  const number = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  const like = search ? containsPattern(search) : '';
  return sql`true
    ${query.statuses.length > 0 ? sql`AND o.status = ANY(${`{${query.statuses.join(',')}}`}::text[])` : sql``}
    ${query.after ? sql`AND o.created_at >= ${query.after}::date` : sql``}
    ${query.before ? sql`AND o.created_at < ${query.before}::date + 1` : sql``}
    ${query.paymentMethod ? sql`AND o.payment_method = ${query.paymentMethod}` : sql``}
    ${query.customerId ? sql`AND o.user_id = ${query.customerId}` : sql``}
    ${query.toShip === true ? sql`AND o.status = 'processing' AND o.shipping_rate_id <> ''` : sql``}
    ${query.toShip === false ? sql`AND NOT (o.status = 'processing' AND o.shipping_rate_id <> '')` : sql``}
    ${
      number !== null
        ? sql`AND o.id = ${number}`
        : search
          ? sql`AND (o.billing_address->>'email' ILIKE ${like}
              OR concat_ws(' ', o.billing_address->>'first_name', o.billing_address->>'last_name') ILIKE ${like})`
          : sql``
    }`;
}

/**
 * The back office's orders (issue 21): the list with its filters, the
 * detail's notes, parcels, timeline, payments and documents, and the writes
 * it makes, each in one transaction. Cancellations and refunds go through the
 * order and payment repositories' own two-step writes (the gateway is asked
 * between their transactions).
 */
export class PgAdminOrderRepository implements AdminOrderRepository {
  constructor(private readonly db: Database) {}

  async list(query: AdminOrderListQuery): Promise<{ rows: AdminOrderRow[]; total: number }> {
    const where = listFilters(query);
    const direction = sql.raw(query.order === 'asc' ? 'ASC' : 'DESC');
    const rows = (
      await this.db.execute(sql`SELECT o.id, o.created_at, o.status, o.user_id, o.total, o.payment_method, o.shipping_rate_id, o.lang,
          concat_ws(' ', o.billing_address->>'first_name', o.billing_address->>'last_name') AS name,
          coalesce(o.billing_address->>'email', '') AS email,
          (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id AND l.parent_line_id IS NULL) AS items_count,
          count(*) OVER () AS full_count
        FROM orders o WHERE ${where}
        ORDER BY ${sql.raw(SORT_COLUMNS[query.orderby])} ${direction}, o.id ${direction}
        LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`)
    ).rows as unknown as ListRow[];
    // Past the last page no row carries the window count: count on its own, so X-WP-Total stays true.
    const total = rows[0]
      ? Number(rows[0].full_count)
      : query.page > 1
        ? await countRows(this.db, sql`SELECT count(*) AS n FROM orders o WHERE ${where}`)
        : 0;
    return {
      rows: rows.map((r) => ({
        id: r.id,
        createdAt: new Date(r.created_at),
        status: r.status,
        customer: { id: r.user_id, name: r.name, email: r.email },
        total: r.total,
        paymentMethod: r.payment_method,
        itemsCount: r.items_count,
        shippingRateId: r.shipping_rate_id,
        language: r.lang,
      })),
      total,
    };
  }

  async extras(orderId: number): Promise<AdminOrderExtras> {
    const [notes, shipments, events, payments, refunds, documents] = await Promise.all([
      this.db.execute(sql`SELECT n.id, n.note, n.to_customer, n.created_at, u.id AS author_id,
          concat_ws(' ', u.first_name, u.last_name) AS author_name, u.email AS author_email
        FROM order_notes n LEFT JOIN users u ON u.id = n.author_id WHERE n.order_id = ${orderId} ORDER BY n.created_at DESC, n.id DESC`),
      this.db.execute(sql`SELECT id, carrier, tracking_number, created_at FROM order_shipments WHERE order_id = ${orderId} ORDER BY id`),
      // The timeline: placed, what was done to the order (order_events), what happened to its money (payment_events), notes.
      // Rows of one transaction share their time: the source, then each table's own id, keeps them in a fixed order
      // (a status move before the note written with it), whatever the tables' id counters are.
      this.db.execute(sql`SELECT at, kind, actor_id, actor_name, detail FROM (
          SELECT o.created_at AS at, 'placed' AS kind, NULL::int AS actor_id, NULL AS actor_name, jsonb_build_object('status', o.status) AS detail, 0 AS source, 0 AS seq
            FROM orders o WHERE o.id = ${orderId}
          UNION ALL
          SELECT e.created_at, e.kind, u.id, nullif(concat_ws(' ', u.first_name, u.last_name), ''), e.detail, 1, e.id
            FROM order_events e LEFT JOIN users u ON u.id = e.user_id WHERE e.order_id = ${orderId}
          UNION ALL
          SELECT pe.created_at, 'payment_' || pe.kind, NULL, NULL,
              jsonb_build_object('payment_id', pe.payment_id, 'detail', pe.detail, 'amount', pe.amount), 2, pe.id
            FROM payment_events pe JOIN payments p ON p.id = pe.payment_id WHERE p.order_id = ${orderId}
          UNION ALL
          SELECT n.created_at, CASE WHEN n.to_customer THEN 'note_to_customer' ELSE 'note' END, u.id,
              nullif(concat_ws(' ', u.first_name, u.last_name), ''), jsonb_build_object('note_id', n.id), 3, n.id
            FROM order_notes n LEFT JOIN users u ON u.id = n.author_id WHERE n.order_id = ${orderId}
        ) t ORDER BY at, source, seq`),
      this.db
        .execute(sql`SELECT id, gateway, title, purpose, status, amount, refunded_amount, refund_pending_amount, transaction_id, created_at
        FROM payments WHERE order_id = ${orderId} ORDER BY id`),
      this.db.execute(sql`SELECT r.id, r.payment_id, r.amount, r.status, r.reason, r.purpose, r.created_at
        FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = ${orderId} ORDER BY r.id`),
      this.db.execute(sql`SELECT kind, number, issued_at FROM invoice_documents WHERE order_id = ${orderId} ORDER BY id`),
    ]);
    const refundRows = refunds.rows as {
      id: number;
      payment_id: number;
      amount: number;
      status: string;
      reason: string;
      purpose: string;
      created_at: string | Date;
    }[];
    return {
      notes: (notes.rows as unknown as NoteRow[]).map(toNote),
      shipments: (shipments.rows as { id: number; carrier: string; tracking_number: string; created_at: string | Date }[]).map((s) => ({
        id: s.id,
        carrier: s.carrier,
        trackingNumber: s.tracking_number,
        createdAt: new Date(s.created_at),
      })),
      timeline: (
        events.rows as {
          at: string | Date;
          kind: string;
          actor_id: number | null;
          actor_name: string | null;
          detail: Record<string, unknown>;
        }[]
      ).map((e) => ({
        at: new Date(e.at),
        kind: e.kind,
        actor: e.actor_id === null ? null : { id: e.actor_id, name: e.actor_name ?? '' },
        detail: e.detail,
      })),
      payments: (
        payments.rows as {
          id: number;
          gateway: string;
          title: string;
          purpose: string;
          status: string;
          amount: number;
          refunded_amount: number;
          refund_pending_amount: number;
          transaction_id: string | null;
          created_at: string | Date;
        }[]
      ).map((p) => ({
        id: p.id,
        gateway: p.gateway,
        title: p.title,
        purpose: p.purpose,
        status: p.status,
        amount: p.amount,
        refunded: p.refunded_amount,
        refundPending: p.refund_pending_amount,
        transactionId: p.transaction_id,
        createdAt: new Date(p.created_at),
        refunds: refundRows
          .filter((r) => r.payment_id === p.id)
          .map((r) => ({
            id: r.id,
            amount: r.amount,
            status: r.status,
            reason: r.reason,
            purpose: r.purpose,
            createdAt: new Date(r.created_at),
          })),
      })),
      documents: (documents.rows as { kind: 'invoice' | 'credit_note'; number: string; issued_at: string | Date }[]).map((d) => ({
        kind: d.kind,
        number: d.number,
        issuedAt: new Date(d.issued_at),
      })),
    };
  }

  async transition(write: TransitionWrite): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = (
        await tx.execute(sql`UPDATE orders SET status = ${write.to}, updated_at = now(),
            upsell_expires_at = CASE WHEN ${write.to} = 'on-hold' THEN upsell_expires_at ELSE NULL END
          WHERE id = ${write.orderId} AND status = ${write.from} RETURNING id`)
      ).rows;
      // Someone else moved it first (a payment's answer, another back-office user): nothing is written.
      if (moved.length === 0) return false;
      if (write.shipment) {
        await tx.execute(sql`INSERT INTO order_shipments (order_id, carrier, tracking_number, user_id)
          VALUES (${write.orderId}, ${write.shipment.carrier}, ${write.shipment.trackingNumber}, ${write.userId})`);
      }
      await tx.execute(sql`INSERT INTO order_events (order_id, user_id, kind, detail) VALUES (${write.orderId}, ${write.userId}, 'status_changed',
        ${JSON.stringify({
          from: write.from,
          to: write.to,
          ...(write.shipment ? { carrier: write.shipment.carrier, tracking_number: write.shipment.trackingNumber } : {}),
        })}::jsonb)`);
      if (write.note) {
        await tx.execute(
          sql`INSERT INTO order_notes (order_id, author_id, note, to_customer) VALUES (${write.orderId}, ${write.userId}, ${write.note}, false)`,
        );
      }
      if (write.mail) await queueJob(tx, SEND_MAIL_JOB, write.mail);
      await recordAdminChangeByUser(tx, {
        userId: write.userId,
        entity: 'order',
        id: write.orderId,
        action: 'transition',
        before: { status: write.from },
        after: {
          status: write.to,
          ...(write.shipment ? { carrier: write.shipment.carrier, tracking_number: write.shipment.trackingNumber } : {}),
        },
      });
      return true;
    });
  }

  async recordEvent(orderId: number, userId: number, kind: string, detail: Record<string, unknown>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO order_events (order_id, user_id, kind, detail) VALUES (${orderId}, ${userId}, ${kind}, ${JSON.stringify(detail)}::jsonb)`,
      );
      await recordAdminChangeByUser(tx, {
        userId,
        entity: 'order',
        id: orderId,
        action: 'transition',
        before: null,
        after: { event: kind, ...detail },
      });
    });
  }

  async addNote(
    input: { orderId: number; authorId: number; note: string; toCustomer: boolean },
    mail: ((noteId: number) => object) | null,
  ): Promise<OrderNote> {
    return this.db.transaction(async (tx) => {
      const rows = (
        await tx.execute(sql`WITH n AS (INSERT INTO order_notes (order_id, author_id, note, to_customer)
            VALUES (${input.orderId}, ${input.authorId}, ${input.note}, ${input.toCustomer}) RETURNING *)
          SELECT n.id, n.note, n.to_customer, n.created_at, u.id AS author_id,
            concat_ws(' ', u.first_name, u.last_name) AS author_name, u.email AS author_email
          FROM n LEFT JOIN users u ON u.id = n.author_id`)
      ).rows as unknown as NoteRow[];
      const row = rows[0];
      if (!row) throw new Error('order note insert returned nothing');
      if (mail) await queueJob(tx, SEND_MAIL_JOB, mail(row.id));
      await recordAdminChangeByUser(tx, {
        userId: input.authorId,
        entity: 'order_note',
        id: row.id,
        action: 'create',
        before: null,
        after: { order_id: input.orderId, note: input.note, to_customer: input.toCustomer },
      });
      return toNote(row);
    });
  }
}

interface NoteRow {
  id: number;
  note: string;
  to_customer: boolean;
  created_at: string | Date;
  author_id: number | null;
  author_name: string | null;
  author_email: string | null;
}

function toNote(r: NoteRow): OrderNote {
  return {
    id: r.id,
    note: r.note,
    toCustomer: r.to_customer,
    // A user with no name on file is named by their e-mail.
    author: r.author_id === null ? null : { id: r.author_id, name: r.author_name?.trim() || r.author_email || '' },
    createdAt: new Date(r.created_at),
  };
}
