import type { MailAttachment, SentMailRecord, SentMailRepository } from '@soul/domain/mail/sent-mail-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

/** A `sent_mail` row as both reads select it. */
type SentMailRow = Omit<SentMailRecord, 'attachments' | 'sentAt'> & { attachments: MailAttachment[]; sent_at: string };

/** Every e-mail sent, whatever the transport; the dev mailbox lists them. */
export class PgSentMailRepository implements SentMailRepository {
  constructor(private readonly db: Database) {}

  async record(mail: Omit<SentMailRecord, 'id' | 'sentAt'>): Promise<void> {
    await this.db.execute(sql`INSERT INTO sent_mail ("to", subject, html, text, kind, ref, transport, attachments)
      VALUES (${mail.to}, ${mail.subject}, ${mail.html}, ${mail.text}, ${mail.kind}, ${mail.ref}, ${mail.transport}, ${JSON.stringify(mail.attachments ?? [])}::jsonb)`);
  }

  /** Whether this mail (kind + ref) was already sent: a retried job skips it. */
  async wasSent(kind: string, ref: string): Promise<boolean> {
    return (await this.db.execute(sql`SELECT 1 FROM sent_mail WHERE ref = ${ref} AND kind = ${kind} LIMIT 1`)).rows.length > 0;
  }

  async latest(limit: number, to?: string): Promise<SentMailRecord[]> {
    // Attachments are listed by name only here: their content is read one mail at a time (find).
    const rows = (
      await this.db.execute(sql`SELECT id, "to", subject, html, text, kind, ref, transport, sent_at,
          (SELECT coalesce(jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType', 'base64', '')), '[]'::jsonb)
            FROM jsonb_array_elements(attachments) a) AS attachments
        FROM sent_mail
        ${to ? sql`WHERE "to" = ${to.toLowerCase()}` : sql``} ORDER BY id DESC LIMIT ${limit}`)
    ).rows as SentMailRow[];
    return rows.map((r) => ({ ...r, id: Number(r.id), sentAt: new Date(r.sent_at) }));
  }

  async find(id: number): Promise<SentMailRecord | null> {
    const rows = (
      await this.db.execute(
        sql`SELECT id, "to", subject, html, text, kind, ref, transport, attachments, sent_at FROM sent_mail WHERE id = ${id}`,
      )
    ).rows as SentMailRow[];
    const r = rows[0];
    return r ? { ...r, id: Number(r.id), sentAt: new Date(r.sent_at) } : null;
  }
}
