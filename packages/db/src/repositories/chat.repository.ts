import type { ChatAuthor } from '@soul/contracts';
import type { ChatListQuery, ChatRepository, ChatThreadSummary, NewChatMessage, StoredChatMessage } from '@soul/domain/chat/chat-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { queueJob } from '../jobs/add-job.ts';
import { SEND_MAIL_JOB } from '../jobs/task-names.ts';
import { contactMessages } from '../schema/index.ts';
import { countRows } from './count-rows.ts';
import { containsPattern } from './like-pattern.ts';

interface MessageRow {
  id: number;
  order_id: number;
  sender: ChatAuthor;
  user_id: number | null;
  user_name: string | null;
  subject: string | null;
  message: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

interface ThreadRow {
  order_id: number;
  customer_id: number | null;
  customer_name: string | null;
  customer_email: string | null;
  billing_email: string | null;
  messages: number;
  unread: number;
  last_at: Date | string;
  last_sender: ChatAuthor;
  last_message: string;
  total: number;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Order threads (account §7) in `contact_messages`: chat messages and the
 * contact form's messages that name the order, and the shop's answers.
 */
export class PgChatRepository implements ChatRepository {
  constructor(private readonly db: Database) {}

  async readThread(orderId: number, reader: ChatAuthor | null): Promise<StoredChatMessage[]> {
    return this.db.transaction(async (tx) => {
      const rows = (
        await tx.execute(sql`
          SELECT m.id, m.order_id, m.sender, m.user_id, m.subject, m.message, m.created_at, m.read_at,
                 COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS user_name
          FROM contact_messages m LEFT JOIN users u ON u.id = m.user_id
          WHERE m.order_id = ${orderId}
          ORDER BY m.created_at, m.id`)
      ).rows as unknown as MessageRow[];
      // The reader has now seen what the other side wrote (the answer still shows it as it was: new).
      if (reader) {
        const other: ChatAuthor = reader === 'customer' ? 'shop' : 'customer';
        await tx.execute(
          sql`UPDATE contact_messages SET read_at = now() WHERE order_id = ${orderId} AND sender = ${other} AND read_at IS NULL`,
        );
      }
      return rows.map((row) => ({
        id: row.id,
        orderId: row.order_id,
        author: row.sender,
        userId: row.user_id,
        userName: row.user_name ?? '',
        subject: row.subject,
        message: row.message,
        createdAt: asDate(row.created_at),
        readAt: row.read_at === null ? null : asDate(row.read_at),
      }));
    });
  }

  async sentSince(userId: number, seconds: number): Promise<number> {
    return countRows(
      this.db,
      sql`SELECT count(*)::int AS n FROM contact_messages
          WHERE user_id = ${userId} AND subject IS NULL AND created_at > now() - make_interval(secs => ${seconds})`,
    );
  }

  async add(message: NewChatMessage, mail: (messageId: number) => object): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          userId: message.userId,
          orderId: message.orderId,
          subject: null,
          message: message.message,
          language: message.language,
          sender: message.author,
          externalId: message.externalId ?? null,
        })
        .onConflictDoNothing({ target: contactMessages.externalId })
        .returning({ id: contactMessages.id });
      // Only a mailed answer delivered again finds its Message-ID taken: it is there already, mailed once.
      if (!row) return null;
      // Writing is reading: what the other side wrote before this answer is no longer new to the writer.
      const other: ChatAuthor = message.author === 'customer' ? 'shop' : 'customer';
      await tx.execute(
        sql`UPDATE contact_messages SET read_at = now() WHERE order_id = ${message.orderId} AND sender = ${other} AND read_at IS NULL`,
      );
      await queueJob(tx, SEND_MAIL_JOB, mail(row.id));
      return row.id;
    });
  }

  async threads(query: ChatListQuery): Promise<{ rows: ChatThreadSummary[]; total: number }> {
    const search = query.search;
    // An order number finds that order's thread; other text a customer by name or e-mail.
    const orderNumber = search && /^#?\d{1,10}$/.test(search) ? Number(search.replace('#', '')) : null;
    const searchWhere =
      orderNumber !== null
        ? sql`AND o.id = ${orderNumber}`
        : search
          ? sql`AND (u.email ILIKE ${containsPattern(search)} OR (u.first_name || ' ' || u.last_name) ILIKE ${containsPattern(search)}
                  OR (o.billing_address->>'email') ILIKE ${containsPattern(search)})`
          : sql``;
    const unreadWhere = query.unreadOnly ? sql`AND t.unread > 0` : sql``;
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const sort = query.orderby === 'order' ? sql`o.id ${direction}` : sql`t.last_at ${direction}, o.id ${direction}`;
    const from = sql`
      FROM (
        SELECT m.order_id, count(*)::int AS messages,
               (count(*) FILTER (WHERE m.sender = 'customer' AND m.read_at IS NULL))::int AS unread,
               max(m.created_at) AS last_at
        FROM contact_messages m WHERE m.order_id IS NOT NULL GROUP BY m.order_id
      ) t
      JOIN orders o ON o.id = t.order_id
      LEFT JOIN users u ON u.id = o.user_id
      CROSS JOIN LATERAL (
        SELECT m.sender, m.message FROM contact_messages m WHERE m.order_id = t.order_id ORDER BY m.created_at DESC, m.id DESC LIMIT 1
      ) last
      WHERE true ${unreadWhere} ${searchWhere}`;
    const rows = (
      await this.db.execute(sql`
        SELECT t.order_id, t.messages, t.unread, t.last_at, o.user_id AS customer_id,
               NULLIF(trim(u.first_name || ' ' || u.last_name), '') AS customer_name, u.email AS customer_email,
               o.billing_address->>'email' AS billing_email,
               last.sender AS last_sender, last.message AS last_message,
               count(*) OVER ()::int AS total
        ${from}
        ORDER BY ${sort}
        LIMIT ${query.limit} OFFSET ${query.offset}`)
    ).rows as unknown as ThreadRow[];
    const total = rows[0]?.total ?? (query.offset > 0 ? await countRows(this.db, sql`SELECT count(*)::int AS n ${from}`) : 0);
    return {
      total,
      rows: rows.map((row) => {
        const email = row.customer_email ?? row.billing_email ?? '';
        return {
          orderId: row.order_id,
          customer: { id: row.customer_id, name: row.customer_name ?? email, email },
          messages: row.messages,
          unreadByShop: row.unread,
          lastMessageAt: asDate(row.last_at),
          lastAuthor: row.last_sender,
          lastMessage: row.last_message,
        };
      }),
    };
  }
}
