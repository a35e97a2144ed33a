import { POINTS_COUPON_CODE } from '@soul/domain/points/points-discount';
import type { ReopenCommand, ReopenResult } from '@soul/domain/orders/order-pay';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { queueJob } from '../../jobs/add-job.ts';
import { ORDER_MAIL_JOB } from '../../jobs/task-names.ts';
import { openAttempt } from '../payments/charge-attempts.ts';
import { pgCode } from './pg-errors.ts';
import { lockOrder } from './order-changes.ts';
import { retakeStock } from './order-stock.ts';

class Refusal extends Error {
  constructor(readonly result: Exclude<ReopenResult, { ok: true }>) {
    super(result.reason);
  }
}

/**
 * The pay-for-order page's payment (WooCommerce's order-pay), in one
 * transaction with the order locked: a failed order takes its coupon uses
 * and stock again (refused, changing nothing, when they are gone), then
 * either opens a new card charge attempt (its own idempotency key: the
 * declined one's answer stays the declined one's) with the order pending,
 * or, for bank transfer or cash on delivery, becomes on-hold or processing
 * with a payment due and its e-mails queued, as if placed that way.
 */
export async function reopenForPayment(db: Database, command: ReopenCommand): Promise<ReopenResult> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const status = await lockOrder(t, command.orderId);
      const open = await openAttempt(t, command.orderId);
      // A pending order with a charge in flight is paid by resuming that charge, not by a second one.
      if (open || (status !== 'failed' && status !== 'pending')) throw new Refusal({ ok: false, reason: 'not_payable' });
      if (status === 'failed') {
        const codes = (
          (
            await tx.execute(
              sql`SELECT code FROM order_coupons WHERE order_id = ${command.orderId} AND code <> ${POINTS_COUPON_CODE} ORDER BY code`,
            )
          ).rows as {
            code: string;
          }[]
        ).map((r) => r.code);
        if (codes.length > 0) {
          try {
            await tx.execute(
              sql`SELECT use_coupons(ARRAY[${sql.join(
                codes.map((code) => sql`${code}`),
                sql`, `,
              )}]::text[])`,
            );
          } catch (error) {
            if (pgCode(error) === 'P0001') throw new Refusal({ ok: false, reason: 'coupon_usage', code: couponOf(error) });
            throw error;
          }
        }
        const shortage = await retakeStock(t, command.orderId, command.at);
        if (shortage) throw new Refusal({ ok: false, reason: 'stock', shortage });
      }
      const next = command.card ? 'pending' : command.method === 'cod' ? 'processing' : 'on-hold';
      const total = (
        await tx.execute(
          sql`UPDATE orders SET status = ${next}, payment_method = ${command.method}, updated_at = now() WHERE id = ${command.orderId} RETURNING total`,
        )
      ).rows as { total: number }[];
      const amount = total[0]?.total ?? 0;
      if (!command.card) {
        await tx.execute(
          sql`UPDATE subscriptions SET status = ${next === 'processing' ? 'active' : 'pending'}, payment_method = ${command.method} WHERE order_id = ${command.orderId}`,
        );
        const rows = (
          await tx.execute(
            sql`INSERT INTO payments (order_id, gateway, title, amount, status) VALUES (${command.orderId}, ${command.method}, ${command.title}, ${amount}, 'pending') RETURNING id`,
          )
        ).rows as { id: number }[];
        await tx.execute(
          sql`INSERT INTO payment_events (payment_id, kind, detail, amount) VALUES (${rows[0]?.id ?? 0}, 'created', ${command.method}, ${amount})`,
        );
        await queueJob(tx, ORDER_MAIL_JOB, { orderId: command.orderId });
        return { ok: true as const, attempt: null };
      }
      await tx.execute(sql`UPDATE subscriptions SET payment_method = ${command.method} WHERE order_id = ${command.orderId}`);
      await tx.execute(sql`WITH next AS (SELECT nextval(pg_get_serial_sequence('payments', 'id'))::int AS id),
        p AS (
          INSERT INTO payments (id, order_id, gateway, title, amount, status, idempotency_key)
          SELECT next.id, ${command.orderId}, ${command.method}, ${command.title}, ${amount}, 'pending', ${`order-${command.orderId}-`} || next.id FROM next
          RETURNING id, amount)
        INSERT INTO payment_events (payment_id, kind, detail, amount) SELECT id, 'created', ${command.method}, amount FROM p`);
      return { ok: true as const, attempt: await openAttempt(t, command.orderId) };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

function couponOf(error: unknown): string {
  const e = error as { detail?: string; cause?: { detail?: string } };
  return e.cause?.detail ?? e.detail ?? '';
}
