import type { ConsentDecision, ConsentListQuery, ConsentRepository, StoredConsentDecision } from '@soul/domain/consent/consent-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { countRows } from './count-rows.ts';

interface DecisionRow {
  id: number | string;
  consent_id: string;
  categories: string[];
  services: Record<string, string[]>;
  revision: number;
  language: string;
  decided_at: Date | string;
  recorded_at: Date | string;
  total?: number | string;
}

const toDecision = (row: DecisionRow): StoredConsentDecision => ({
  id: Number(row.id),
  consentId: row.consent_id,
  categories: row.categories,
  services: row.services,
  revision: Number(row.revision),
  language: row.language,
  decidedAt: new Date(row.decided_at),
  recordedAt: new Date(row.recorded_at),
});

export class PgConsentRepository implements ConsentRepository {
  constructor(private readonly db: Database) {}

  async record(decision: ConsentDecision): Promise<StoredConsentDecision> {
    // One statement (its own transaction): the new row, or the one already kept for this decision.
    const rows = (
      await this.db.execute(sql`
        WITH made AS (
          INSERT INTO consent_decisions (consent_id, categories, services, revision, language, decided_at)
          VALUES (${decision.consentId}, ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(decision.categories)}::jsonb)), ${JSON.stringify(decision.services)}::jsonb,
                  ${decision.revision}, ${decision.language}, ${decision.decidedAt.toISOString()})
          ON CONFLICT (consent_id, decided_at) DO NOTHING
          RETURNING *)
        SELECT * FROM made
        UNION ALL
        SELECT * FROM consent_decisions
        WHERE consent_id = ${decision.consentId} AND decided_at = ${decision.decidedAt.toISOString()} AND NOT EXISTS (SELECT 1 FROM made)`)
    ).rows as unknown as DecisionRow[];
    const row = rows[0];
    if (!row) throw new Error('consent decision neither written nor found');
    return toDecision(row);
  }

  async list(query: ConsentListQuery): Promise<{ rows: StoredConsentDecision[]; total: number }> {
    const where = query.consentId ? sql`WHERE consent_id = ${query.consentId}` : sql``;
    const column = query.orderby === 'id' ? sql`id` : sql`recorded_at`;
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = (
      await this.db.execute(sql`
        SELECT *, count(*) OVER () AS total FROM consent_decisions ${where}
        ORDER BY ${column} ${direction}, id ${direction}
        LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`)
    ).rows as unknown as DecisionRow[];
    const total = rows[0] ? Number(rows[0].total) : await countRows(this.db, sql`SELECT count(*) AS n FROM consent_decisions ${where}`);
    return { rows: rows.map(toDecision), total };
  }
}
