import {
  PaymentPendingError,
  type ChargeRequest,
  type DeclineCode,
  type PaymentGateway,
  type RefundRequest,
} from '../services/payments/gateway.ts';

/** What to do to the next call of a kind: look at the world while it is in flight, and/or lose its answer. */
export interface CallBehaviour {
  /** Runs while the gateway is being asked, before it answers (e.g. checks that no row of the shop is locked). */
  probe?: (call: { kind: 'charge' | 'refund'; idempotencyKey: string }) => Promise<void>;
  /**
   * The answer never reaches the shop: `before` the request reaches the
   * processor (nothing happens there), or `after` it did (the processor
   * charged or refunded; the shop does not know) — a timeout, or a crash.
   */
  lose?: 'before' | 'after';
  /** The processor declines the charge with this code (a saved card that no longer works). */
  decline?: DeclineCode;
}

/**
 * A test wrapper around a real gateway (the test card processor): the
 * next charge or refund can be probed mid-call or have its answer lost.
 * Everything else goes through unchanged.
 */
export class GatewayDouble {
  private readonly next: Record<'charge' | 'refund', CallBehaviour[]> = { charge: [], refund: [] };
  readonly calls: { kind: 'charge' | 'refund'; idempotencyKey: string }[] = [];

  /** Queues a behaviour for the next call of this kind. */
  onNext(kind: 'charge' | 'refund', behaviour: CallBehaviour): this {
    this.next[kind].push(behaviour);
    return this;
  }

  wrap = (inner: PaymentGateway): PaymentGateway => ({
    id: inner.id,
    charge: (request: ChargeRequest) => this.run('charge', request.idempotencyKey, () => inner.charge(request)),
    refund: (request: RefundRequest) => this.run('refund', request.idempotencyKey, () => inner.refund(request)),
    saveCard: (request) => inner.saveCard(request),
    findCharge: (key) => inner.findCharge(key),
    findRefund: (request) => inner.findRefund(request),
  });

  private async run<T>(kind: 'charge' | 'refund', idempotencyKey: string, call: () => Promise<T>): Promise<T> {
    this.calls.push({ kind, idempotencyKey });
    const behaviour = this.next[kind].shift() ?? {};
    await behaviour.probe?.({ kind, idempotencyKey });
    if (behaviour.lose === 'before') throw new PaymentPendingError('connection lost before the request was sent');
    if (behaviour.decline && kind === 'charge') return { ok: false, code: behaviour.decline, detail: 'declined by the test double' } as T;
    const answer = await call();
    if (behaviour.lose === 'after') throw new PaymentPendingError('connection lost before the answer came');
    return answer;
  }
}
