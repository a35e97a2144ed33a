import type { ReviewStatus } from '@soul/contracts';
import type { UserUpload, UserUploadKind, UserUploadQuery, UserUploadRepository } from '@soul/domain/media/user-upload';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { countRows } from './count-rows.ts';

/**
 * Every upload with its source's facts, as one row each: the type is worked
 * out here (a review video's from its file name, as the media route serves
 * it) so the `mime_type` filter and the answer agree.
 */
const UPLOADS = sql`SELECT u.id, u.kind, u.user_id, u.created_at,
    CASE WHEN u.kind = 'profile_photo' THEN p.updated_at ELSE coalesce(r.moderated_at, r.created_at) END AS modified_at,
    CASE WHEN u.kind = 'profile_photo' THEN p.mime WHEN u.kind = 'review_photo' THEN 'image/webp'
      WHEN r.attachment_key LIKE '%.avi' THEN 'video/x-msvideo' WHEN r.attachment_key LIKE '%.mov' THEN 'video/quicktime'
      ELSE 'video/mp4' END AS mime_type,
    octet_length(p.content) AS photo_bytes, substring(p.content FROM 1 FOR 32) AS photo_head, p.updated_at AS photo_updated_at,
    r.id AS review_id, r.title AS review_title, r.status AS review_status, r.product_id, r.attachment_key, r.attachment_widths
  FROM user_uploads u LEFT JOIN user_photos p ON p.user_id = u.photo_user_id LEFT JOIN reviews r ON r.id = u.review_id`;

type Row = {
  id: number;
  kind: UserUploadKind;
  user_id: number | null;
  created_at: string;
  modified_at: string;
  mime_type: string;
  photo_bytes: number | null;
  photo_head: Buffer | null;
  photo_updated_at: string | null;
  review_id: number | null;
  review_title: string | null;
  review_status: ReviewStatus | null;
  product_id: number | null;
  attachment_key: string | null;
  attachment_widths: number[] | null;
};

/** The media list's reads (account §7): a user's uploads, or everyone's for administrators. */
export class PgUserUploadRepository implements UserUploadRepository {
  constructor(private readonly db: Database) {}

  async list(query: UserUploadQuery): Promise<{ rows: UserUpload[]; total: number }> {
    const filters: SQL[] = [sql`TRUE`];
    if (query.owner !== null) filters.push(sql`m.user_id = ${query.owner}`);
    if (query.mimeType !== null)
      filters.push(query.mimeType.includes('/') ? sql`m.mime_type = ${query.mimeType}` : sql`m.mime_type LIKE ${`${query.mimeType}/%`}`);
    const where = sql.join(filters, sql` AND `);
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const sort = query.orderby === 'id' ? sql`m.id ${direction}` : sql`m.created_at ${direction}, m.id ${direction}`;
    const rows = (
      await this.db.execute(sql`SELECT m.*, count(*) OVER () AS n FROM (${UPLOADS}) m WHERE ${where}
        ORDER BY ${sort} LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`)
    ).rows as (Row & { n: number })[];
    const total = rows[0] ? Number(rows[0].n) : await countRows(this.db, sql`SELECT count(*) AS n FROM (${UPLOADS}) m WHERE ${where}`);
    return { rows: rows.map(toUpload), total };
  }

  async byId(id: number): Promise<UserUpload | null> {
    const rows = (await this.db.execute(sql`SELECT * FROM (${UPLOADS}) m WHERE m.id = ${id}`)).rows as Row[];
    return rows[0] ? toUpload(rows[0]) : null;
  }
}

function toUpload(r: Row): UserUpload {
  return {
    id: r.id,
    kind: r.kind,
    userId: r.user_id,
    createdAt: new Date(r.created_at),
    modifiedAt: new Date(r.modified_at),
    mimeType: r.mime_type,
    photo:
      r.kind === 'profile_photo'
        ? {
            bytes: Number(r.photo_bytes ?? 0),
            head: new Uint8Array(r.photo_head ?? Buffer.alloc(0)),
            version: r.photo_updated_at ? new Date(r.photo_updated_at).getTime() : 0,
          }
        : null,
    review:
      r.review_id !== null
        ? {
            id: r.review_id,
            title: r.review_title ?? '',
            status: r.review_status ?? 'pending',
            productId: r.product_id ?? 0,
            fileKey: r.attachment_key ?? '',
            widths: [...(r.attachment_widths ?? [])].sort((a, b) => a - b),
          }
        : null,
  };
}
