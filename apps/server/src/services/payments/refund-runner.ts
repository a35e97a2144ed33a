import type { RefundIntent, RefundOutcome } from '@soul/domain/payments/refund-intent';
import type { PaymentMethodId } from '@soul/contracts';
import type { PaymentGateway } from './gateway.ts';

export type Gateways = Partial<Record<PaymentMethodId, PaymentGateway>>;

/**
 * Sends a recorded refund to the gateway that charged (never inside a
 * transaction: the intent is committed first). Null when the gateway could
 * not say what happened: the intent stays pending for reconciliation.
 */
export async function sendRefund(gateways: Gateways, intent: RefundIntent, log: (message: string) => void): Promise<RefundOutcome | null> {
  const gateway = gateways[intent.gateway as PaymentMethodId];
  if (!gateway) return { ok: false, detail: 'no_gateway' };
  try {
    return await gateway.refund({ transactionId: intent.transactionId, amountCents: intent.amount, idempotencyKey: intent.idempotencyKey });
  } catch (error) {
    log(`refund ${intent.idempotencyKey}: no answer from ${intent.gateway}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * What became of a refund left pending (reconciliation): the gateway's
 * record by its key; one the gateway never received is sent now with the
 * same key (a refund, unlike a charge, needs nothing from the customer).
 * Null while the gateway is still working on it or cannot be reached.
 */
export async function settleRefund(
  gateways: Gateways,
  intent: RefundIntent,
  log: (message: string) => void,
): Promise<RefundOutcome | null> {
  const gateway = gateways[intent.gateway as PaymentMethodId];
  if (!gateway) return { ok: false, detail: 'no_gateway' };
  try {
    const found = await gateway.findRefund({ transactionId: intent.transactionId, idempotencyKey: intent.idempotencyKey });
    if (found.state === 'succeeded') return { ok: true, refundId: found.refundId };
    if (found.state === 'failed') return { ok: false, detail: found.detail };
    if (found.state === 'processing') return null;
  } catch (error) {
    log(`refund ${intent.idempotencyKey}: lookup failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  return sendRefund(gateways, intent, log);
}

/**
 * Sends the refunds of one change (a cancellation's, an edit's) in turn.
 * After a failure the rest are not sent (the change is abandoned): they are
 * answered as failed here, so their held amounts are released. Null when
 * an answer did not come: the change stays open for reconciliation.
 */
export async function sendAll(
  gateways: Gateways,
  refunds: readonly RefundIntent[],
  log: (message: string) => void,
): Promise<{ intentId: number; outcome: RefundOutcome }[] | null> {
  const answers: { intentId: number; outcome: RefundOutcome }[] = [];
  for (const intent of refunds) {
    const failedBefore = answers.some((a) => !a.outcome.ok);
    const outcome: RefundOutcome | null = failedBefore
      ? { ok: false, detail: 'not sent: an earlier refund of this change failed' }
      : await sendRefund(gateways, intent, log);
    if (!outcome) return null;
    answers.push({ intentId: intent.id, outcome });
  }
  return answers;
}
