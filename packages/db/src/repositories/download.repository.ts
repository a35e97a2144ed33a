import type { DownloadGrant, DownloadState } from '@soul/domain/downloads/download-grant';
import { downloadState } from '@soul/domain/downloads/download-grant';
import type { DownloadFile, DownloadRepository } from '@soul/domain/downloads/download-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

interface GrantRow {
  id: number;
  user_id: number | null;
  order_id: number;
  product_id: number;
  name: string | null;
  download_name: string;
  file_name: string;
  kind: 'file' | 'video';
  granted_at: Date | string;
  expires_at: Date | string | null;
  downloads_remaining: number | null;
  revoked_at: Date | string | null;
  line_total: number;
  currency: string;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

const toGrant = (row: GrantRow): DownloadGrant => ({
  id: row.id,
  userId: row.user_id,
  orderId: row.order_id,
  productId: row.product_id,
  name: row.name ?? row.download_name,
  fileName: row.file_name,
  kind: row.kind,
  grantedAt: new Date(row.granted_at),
  expiresAt: dateOrNull(row.expires_at),
  downloadsRemaining: row.downloads_remaining === null ? null : Number(row.downloads_remaining),
  revokedAt: dateOrNull(row.revoked_at),
  lineTotalCents: Number(row.line_total),
  currency: row.currency,
});

export class PgDownloadRepository implements DownloadRepository {
  constructor(private readonly db: Database) {}

  async grantsOf(userId: number, language: string): Promise<DownloadGrant[]> {
    const rows = (
      await this.db.execute(sql`
        SELECT g.id, g.user_id, g.order_id, d.product_id, t.name, d.name AS download_name, d.file_name, d.kind,
          g.granted_at, g.expires_at, g.downloads_remaining, g.revoked_at,
          l.total + l.total_tax AS line_total, o.currency
        FROM download_grants g
        JOIN product_downloads d ON d.id = g.download_id
        JOIN order_lines l ON l.id = g.order_line_id
        JOIN orders o ON o.id = g.order_id
        LEFT JOIN product_translations t ON t.product_id = d.product_id AND t.lang = ${language}
        WHERE g.user_id = ${userId}
        ORDER BY g.granted_at DESC, g.id DESC, d.position`)
    ).rows as unknown as GrantRow[];
    return rows.map(toGrant);
  }

  async useLink(
    grantId: number,
    userId: number,
    linkId: string,
    now: Date,
  ): Promise<DownloadFile | Exclude<DownloadState, 'available'> | null> {
    return this.db.transaction(async (tx) => {
      // The grant's row lock orders concurrent uses: two clicks on the last download give one file.
      const grant = (
        await tx.execute(sql`
          SELECT g.expires_at, g.downloads_remaining, g.revoked_at, d.file_name, d.content_type, d.storage_key, d.kind
          FROM download_grants g JOIN product_downloads d ON d.id = g.download_id
          WHERE g.id = ${grantId} AND g.user_id = ${userId}
          FOR UPDATE OF g`)
      ).rows[0] as
        | {
            expires_at: Date | string | null;
            downloads_remaining: number | null;
            revoked_at: Date | string | null;
            file_name: string;
            content_type: string;
            storage_key: string;
            kind: 'file' | 'video';
          }
        | undefined;
      if (!grant) return null;
      const file: DownloadFile = {
        fileName: grant.file_name,
        contentType: grant.content_type,
        storageKey: grant.storage_key,
        kind: grant.kind,
      };
      if (grant.revoked_at) return 'revoked';
      const used = (await tx.execute(sql`SELECT grant_id FROM download_link_uses WHERE link_id = ${linkId}`)).rows[0] as
        | { grant_id: number }
        | undefined;
      // A link already counted serves again (a player's next range) while the access stands, whatever is left.
      if (used) return used.grant_id === grantId && !isPast(grant.expires_at, now) ? file : 'expired';
      const state = downloadState(
        {
          expiresAt: dateOrNull(grant.expires_at),
          downloadsRemaining: grant.downloads_remaining === null ? null : Number(grant.downloads_remaining),
          revokedAt: null,
        },
        now,
      );
      if (state !== 'available') return state;
      await tx.execute(sql`INSERT INTO download_link_uses (link_id, grant_id) VALUES (${linkId}, ${grantId})`);
      await tx.execute(sql`UPDATE download_grants SET downloads_remaining = downloads_remaining - 1
        WHERE id = ${grantId} AND downloads_remaining IS NOT NULL`);
      return file;
    });
  }
}

const isPast = (value: Date | string | null, now: Date) => value !== null && new Date(value).getTime() <= now.getTime();
