import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in test card processor's own memory (its side of the wire, not
 * the shop's): every charge and refund it was asked for, by idempotency
 * key, with the answer it gave. A real processor keeps this durably; so
 * does this one, so a retry after a restart, or on another instance, gets
 * the first answer and a lookup by key finds what happened.
 */
export const testGatewayOperations = pgTable(
  'test_gateway_operations',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    amount: integer('amount').notNull(),
    /** A charge: the id it issued when it succeeded. A refund: the charge it gives back. */
    transactionId: text('transaction_id'),
    /** The answer, as the gateway port returns it. */
    outcome: jsonb('outcome').notNull(),
    /** How long the processor takes (the slow test card); a refund of such a charge takes as long. */
    delayMs: integer('delay_ms').notNull().default(0),
    /** Until then the operation is still being processed: a lookup says so, a repeated request waits. */
    completesAt: timestamp('completes_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_gateway_operations_transaction').on(t.transactionId)],
);
