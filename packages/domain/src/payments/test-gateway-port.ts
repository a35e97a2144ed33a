/** An operation the test processor recorded, and how long until its answer may be given (0: now). */
export interface TestGatewayRecord {
  kind: 'charge' | 'refund';
  amount: number;
  transactionId: string | null;
  outcome: unknown;
  delayMs: number;
  waitMs: number;
  ready: boolean;
}

export interface NewTestGatewayOperation {
  idempotencyKey: string;
  amount: number;
  transactionId: string | null;
  outcome: unknown;
  delayMs: number;
}

/**
 * The test card processor's durable memory, shared by every shop instance
 * as a real processor's records are; packages/db implements it. The first
 * request with a key decides; a later one with the same key gets that answer.
 */
export interface TestGatewayRepository {
  /** Records a charge under its key unless one is there; the recorded one either way. */
  recordCharge(operation: NewTestGatewayOperation): Promise<TestGatewayRecord>;
  /** Records a refund of a charge, decided with the charge locked (`decide` gets the charge, or null, and what was given back so far). */
  recordRefund(
    idempotencyKey: string,
    transactionId: string,
    decide: (
      charge: { amount: number; delayMs: number } | null,
      refundedSoFar: number,
    ) => { outcome: unknown; amount: number; delayMs: number },
  ): Promise<TestGatewayRecord>;
  /** The operation recorded under this key, if any. */
  find(idempotencyKey: string): Promise<TestGatewayRecord | null>;
}
