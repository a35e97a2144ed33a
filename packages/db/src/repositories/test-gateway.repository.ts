import type { NewTestGatewayOperation, TestGatewayRecord, TestGatewayRepository } from '@soul/domain/payments/test-gateway-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

interface Row {
  kind: 'charge' | 'refund';
  amount: number;
  transaction_id: string | null;
  outcome: unknown;
  delay_ms: number;
  wait_ms: number;
}

const COLUMNS = sql`kind, amount, transaction_id, outcome, delay_ms,
  greatest(0, ceil(extract(epoch FROM completes_at - clock_timestamp()) * 1000))::int AS wait_ms`;

const toRecord = (row: Row): TestGatewayRecord => ({
  kind: row.kind,
  amount: row.amount,
  transactionId: row.transaction_id,
  outcome: row.outcome,
  delayMs: row.delay_ms,
  waitMs: row.wait_ms,
  ready: row.wait_ms === 0,
});

/**
 * The test card processor's durable memory (table test_gateway_operations):
 * the processor's side, shared by every shop instance on the database and
 * surviving their restarts, as a real processor's records do. The first
 * request with a key decides; a later one with the same key gets that answer.
 */
export class PgTestGatewayRepository implements TestGatewayRepository {
  constructor(private readonly db: Database) {}

  /** Records a charge under its key unless one is there; the recorded one either way. */
  async recordCharge(operation: NewTestGatewayOperation): Promise<TestGatewayRecord> {
    const inserted = (
      await this.db
        .execute(sql`INSERT INTO test_gateway_operations (idempotency_key, kind, amount, transaction_id, outcome, delay_ms, completes_at)
        VALUES (${operation.idempotencyKey}, 'charge', ${operation.amount}, ${operation.transactionId}, ${JSON.stringify(operation.outcome)}::jsonb,
          ${operation.delayMs}, clock_timestamp() + make_interval(secs => ${operation.delayMs / 1000}))
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}`)
    ).rows as unknown as Row[];
    const row = inserted[0] ?? (await this.findRow(operation.idempotencyKey));
    if (!row) throw new Error(`test gateway: operation ${operation.idempotencyKey} vanished`);
    return toRecord(row);
  }

  /**
   * Records a refund of a charge, deciding it with the charge locked (so
   * two refunds at once never give back more than it took): `decide` gets
   * the charge (null when this processor never made it) and what its
   * refunds gave back so far. A key already used answers as the first time.
   */
  async recordRefund(
    idempotencyKey: string,
    transactionId: string,
    decide: (
      charge: { amount: number; delayMs: number } | null,
      refundedSoFar: number,
    ) => { outcome: unknown; amount: number; delayMs: number },
  ): Promise<TestGatewayRecord> {
    return this.db.transaction(async (tx) => {
      const charges = (
        await tx.execute(
          sql`SELECT amount, delay_ms FROM test_gateway_operations WHERE kind = 'charge' AND transaction_id = ${transactionId} FOR UPDATE`,
        )
      ).rows as { amount: number; delay_ms: number }[];
      const earlier = (await tx.execute(sql`SELECT ${COLUMNS} FROM test_gateway_operations WHERE idempotency_key = ${idempotencyKey}`))
        .rows as unknown as Row[];
      if (earlier[0]) return toRecord(earlier[0]);
      const charge = charges[0] ? { amount: charges[0].amount, delayMs: charges[0].delay_ms } : null;
      const sums = (
        await tx.execute(sql`SELECT coalesce(sum(amount), 0)::int AS refunded FROM test_gateway_operations
          WHERE kind = 'refund' AND transaction_id = ${transactionId} AND outcome->>'ok' = 'true'`)
      ).rows as { refunded: number }[];
      const decided = decide(charge, sums[0]?.refunded ?? 0);
      const rows = (
        await tx.execute(sql`INSERT INTO test_gateway_operations (idempotency_key, kind, amount, transaction_id, outcome, delay_ms, completes_at)
          VALUES (${idempotencyKey}, 'refund', ${decided.amount}, ${transactionId}, ${JSON.stringify(decided.outcome)}::jsonb,
            ${decided.delayMs}, clock_timestamp() + make_interval(secs => ${decided.delayMs / 1000}))
          RETURNING ${COLUMNS}`)
      ).rows as unknown as Row[];
      if (!rows[0]) throw new Error('test gateway: refund insert returned nothing');
      return toRecord(rows[0]);
    });
  }

  /** The operation recorded under this key, if any. */
  async find(idempotencyKey: string): Promise<TestGatewayRecord | null> {
    const row = await this.findRow(idempotencyKey);
    return row ? toRecord(row) : null;
  }

  private async findRow(idempotencyKey: string): Promise<Row | undefined> {
    return (
      (await this.db.execute(sql`SELECT ${COLUMNS} FROM test_gateway_operations WHERE idempotency_key = ${idempotencyKey}`))
        .rows as unknown as Row[]
    )[0];
  }
}
