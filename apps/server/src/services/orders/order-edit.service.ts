import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { PaymentRepository } from '@soul/domain/payments/payment-port';
import type { EditAnswers, EditCharge, EditMoney, OrderEditRefusal, PaidPayment } from '@soul/domain/orders/order-changes';
import { message, problem, type Language, type OrderLineEdit, type PaymentMethodId, type Problem } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { orderLineName } from '@soul/domain/orders/order-draft';
import { MAX_LINE_QUANTITY, planOrderEdit, type NewOrderLine, type OrderEditPlan } from '@soul/domain/orders/order-edit';
import { EDITABLE_STATUSES } from '@soul/domain/orders/status';
import type { CatalogueProduct } from '@soul/domain/products/product';
import { unitPrice } from '@soul/domain/products/product-prices';
import { taxRateOf } from '@soul/domain/cart/tax-rates';
import type { CatalogueService } from '../catalogue.service.ts';
import { PaymentPendingError, type PaymentGateway } from '../payments/gateway.ts';
import { sendAll, sendRefund } from '../payments/refund-runner.ts';
import type { Visitor } from '../accounts/visitor.ts';
import { cancelProblem, type OrderCancellationService } from './order-cancellation.ts';

type EditOutcome =
  | { ok: true }
  /** The money was sent and its answer did not come: reconciliation finishes the edit. */
  | { ok: true; pending: true }
  | OrderEditRefusal
  | { ok: false; reason: 'product_unavailable' }
  /** The order moved on while the money moved; a charge made for the edit was given back. */
  | { ok: false; reason: 'moved_on' };

/** An edit's end: the order as it now stands (pending while the money's answer is awaited), or why not. */
export type OrderEditAnswer = { ok: true; order: StoredOrder; pending: boolean } | { ok: false; problem: Problem };

/**
 * Order edits of the account area (account §4, §7 update-order and
 * add-order-item). The server reads only ids and quantities: names and
 * prices of kept lines are what was sold; added products are priced from
 * the catalogue. Money moves with the edit: a card-paid order is charged the
 * increase on its saved card, or refunded the decrease; a bank-transfer or
 * cash-on-delivery order simply owes the new total.
 */
export class OrderEditService {
  constructor(
    private readonly deps: {
      orders: OrderRepository;
      catalogue: CatalogueService;
      payments: PaymentRepository;
      gateways: Partial<Record<PaymentMethodId, PaymentGateway>>;
      /** Payment titles in the order's language ("Order change"). */
      changeTitle: (language: Language) => string;
      /** An edit that leaves nothing is a cancellation. */
      cancellations: Pick<OrderCancellationService, 'cancel'>;
      log: (message: string) => void;
      /** The shop's clock: whether a back-in-stock hold is still live. */
      now?: () => Date;
    },
  ) {}

  /** update-order: the whole list of top-level lines after editing; new ones have id null. */
  async update(order: StoredOrder, editor: Visitor, lines: readonly OrderLineEdit[]): Promise<OrderEditAnswer> {
    if (!editor.permissions.permission_edit_orders) return { ok: false, problem: problem('forbidden') };
    const added = await this.resolveNewLines(
      order.language,
      lines.filter((l) => l.id === null),
    );
    if (!added) return this.conclude(order.id, editor, { ok: false, reason: 'product_unavailable' });
    const keep = lines.flatMap((l) => (l.id === null ? [] : [{ id: l.id, quantity: Math.min(l.quantity, MAX_LINE_QUANTITY) }]));
    return this.conclude(order.id, editor, await this.apply(order.id, editor, 'edited', () => ({ keep, add: added })));
  }

  /** add-order-item: only the new lines are read; the order keeps its current quantities. */
  async addItems(order: StoredOrder, editor: Visitor, lines: readonly OrderLineEdit[]): Promise<OrderEditAnswer> {
    if (!editor.permissions.permission_edit_orders) return { ok: false, problem: problem('forbidden') };
    const wanted = lines.filter((l) => l.id === null && l.quantity > 0);
    const added = await this.resolveNewLines(order.language, wanted);
    if (!added || added.length === 0) return this.conclude(order.id, editor, { ok: false, reason: 'product_unavailable' });
    const outcome = await this.apply(order.id, editor, 'item_added', (current) => ({
      keep: current.lines.filter((l) => l.parentLineId === null).map((l) => ({ id: l.id, quantity: l.quantity })),
      add: added,
    }));
    return this.conclude(order.id, editor, outcome);
  }

  /**
   * The edit's end as the account area sees it. Saving an order as it was is
   * no change and no error. An edit that leaves nothing cancels the order
   * instead (account §4: "all quantities 0" asks to cancel), with the
   * cancellation's own rules; an order that can no longer be cancelled can
   * no longer be edited either.
   */
  private async conclude(orderId: number, editor: Visitor, outcome: EditOutcome): Promise<OrderEditAnswer> {
    let pending = outcome.ok && 'pending' in outcome;
    if (!outcome.ok && outcome.reason !== 'nothing_changed') {
      if (outcome.reason !== 'cancel') return { ok: false, problem: editProblem(outcome) };
      const current = await this.deps.orders.find(orderId);
      const cancelled = current
        ? await this.deps.cancellations.cancel(current, editor.userId)
        : ({ ok: false, reason: 'not_cancellable' } as const);
      if (!cancelled.ok)
        return {
          ok: false,
          problem: cancelled.reason === 'not_cancellable' ? problem('orderNotEditable') : cancelProblem(cancelled.reason),
        };
      pending = 'pending' in cancelled;
    }
    const order = await this.deps.orders.find(orderId);
    return order ? { ok: true, order, pending } : { ok: false, problem: problem('orderNotFound') };
  }

  private async apply(
    orderId: number,
    editor: Visitor,
    eventKind: 'edited' | 'item_added',
    request: (current: StoredOrder) => { keep: { id: number; quantity: number }[]; add: NewOrderLine[] },
  ): Promise<EditOutcome> {
    const opened = await this.deps.orders.openEdit({
      orderId,
      userId: editor.userId,
      editableStatuses: EDITABLE_STATUSES,
      holds: { holder: editor.sessionToken, at: this.deps.now?.() ?? new Date() },
      eventKind,
      decide: (current) => planOrderEdit(current, request(current)),
      money: (plan, current, paid) => this.money(plan, current, paid),
    });
    if (!opened.ok) return opened;
    if (opened.applied) return { ok: true };
    const answers = await this.ask(opened.charge, opened.refunds);
    if (!answers) return { ok: true, pending: true };
    const finished = await this.deps.orders.finishEdit(opened.changeId, answers);
    if (finished.ok) return { ok: true };
    if (finished.reason === 'finished') return finished.applied ? { ok: true } : { ok: false, reason: 'not_editable' };
    if (finished.reason === 'not_editable') {
      // Applying failed after the money moved: it goes back.
      if (finished.giveBack) {
        const outcome = await sendRefund(this.deps.gateways, finished.giveBack, this.deps.log);
        if (outcome) await this.deps.payments.finishRefund(finished.giveBack, outcome);
      }
      return { ok: false, reason: 'moved_on' };
    }
    return finished;
  }

  /** The gateway's answers to an open edit's charge or refunds; null when one did not come. */
  private async ask(charge: EditCharge | null, refunds: Parameters<typeof sendAll>[1]): Promise<EditAnswers | null> {
    if (charge) {
      const gateway = this.gatewayOf(charge.gateway);
      if (!gateway) return { charge: { ok: false, code: 'no_gateway', detail: 'no gateway' }, refunds: [] };
      try {
        const result = await gateway.charge({
          amountCents: charge.amount,
          currency: 'EUR',
          description: `Soul Shop order change (payment #${charge.paymentId})`,
          idempotencyKey: charge.idempotencyKey,
          source: { kind: 'saved', customerRef: charge.card.customerRef, token: charge.card.token },
        });
        return {
          charge: result.ok ? { ok: true, transactionId: result.transactionId } : { ok: false, code: result.code, detail: result.detail },
          refunds: [],
        };
      } catch (error) {
        if (error instanceof PaymentPendingError) return null;
        throw error;
      }
    }
    const answers = await sendAll(this.deps.gateways, refunds, this.deps.log);
    return answers ? { charge: null, refunds: answers } : null;
  }

  /**
   * Products to add, priced now from the catalogue in the order's language:
   * a simple product or a variation (a variable product without one gets its
   * first variation in stock), or a subscription product's one-time twin.
   * Bundles and products that cannot be bought once are refused (null).
   */
  private async resolveNewLines(language: Language, lines: readonly OrderLineEdit[]): Promise<NewOrderLine[] | null> {
    if (lines.length === 0) return [];
    const ids = lines.map((l) => l.variation_id || l.product_id);
    const products = await this.deps.catalogue.domainProducts(ids, language);
    const resolved: NewOrderLine[] = [];
    for (const line of lines) {
      const found = products.get(line.variation_id || line.product_id);
      const sellable = found ? await this.sellableUnit(found, language) : null;
      if (!sellable || (line.variation_id && found?.parentId !== line.product_id)) return null;
      const { product, parent } = sellable;
      resolved.push({
        productId: parent?.id ?? product.id,
        variationId: parent ? product.id : 0,
        name: orderLineName(product, parent),
        sku: product.sku,
        quantity: Math.min(Math.max(line.quantity, 1), MAX_LINE_QUANTITY),
        unitGross: unitPrice(product),
        taxRatePercent: taxRateOf(product.taxClass),
      });
    }
    return resolved;
  }

  private async sellableUnit(
    found: CatalogueProduct,
    language: Language,
  ): Promise<{ product: CatalogueProduct; parent: CatalogueProduct | null } | null> {
    const inStock = (p: CatalogueProduct) => p.stockStatus !== 'outofstock';
    if (found.type === 'simple') return inStock(found) ? { product: found, parent: null } : null;
    if (found.type === 'variable') {
      const variation = found.variations.find(inStock);
      return variation ? { product: variation, parent: found } : null;
    }
    if (found.type === 'variation' && found.parentId !== null) {
      const parent = (await this.deps.catalogue.domainProducts([found.parentId], language)).get(found.parentId);
      return parent?.type === 'variable' && inStock(found) ? { product: found, parent } : null;
    }
    if ((found.type === 'subscription' || found.type === 'variable-subscription') && found.oneTimeTwinId !== null) {
      const twin = (await this.deps.catalogue.domainProducts([found.oneTimeTwinId], language)).get(found.oneTimeTwinId);
      return twin ? this.sellableUnit(twin, language) : null;
    }
    return null;
  }

  /**
   * How the difference is settled, decided under the order's lock from what
   * its cards hold: the increase is charged on the saved card of the newest
   * card payment; the decrease is refunded (see `refundDue`), newest payment
   * first. Orders whose money has not been taken (bank transfer, cash on
   * delivery) owe the new total: nothing moves now.
   */
  private money(plan: OrderEditPlan, order: StoredOrder, paid: PaidPayment[]): EditMoney {
    if (plan.difference === 0 || paid.length === 0) return { kind: 'owed' };
    if (plan.difference > 0) {
      const source = [...paid].reverse().find((p) => p.card && this.gatewayOf(p.gateway));
      if (!source?.card) return { kind: 'refused', reason: 'declined', code: 'no_saved_card' };
      return {
        kind: 'charge',
        gateway: source.gateway,
        title: this.deps.changeTitle(order.language),
        amount: plan.difference,
        card: source.card,
      };
    }
    let left = refundDue(plan, paid);
    if (left === 0) return { kind: 'owed' };
    const refunds: { paymentId: number; amount: number }[] = [];
    for (const payment of [...paid].reverse()) {
      const amount = Math.min(payment.amount - payment.refunded, left);
      if (amount <= 0) continue;
      if (!this.gatewayOf(payment.gateway)) return { kind: 'refused', reason: 'refund_failed', code: 'no_gateway' };
      refunds.push({ paymentId: payment.id, amount });
      left -= amount;
      if (left === 0) break;
    }
    return left === 0 ? { kind: 'refunds', refunds } : { kind: 'refused', reason: 'refund_failed', code: 'nothing_left_to_refund' };
  }

  private gatewayOf(id: string): PaymentGateway | undefined {
    return this.deps.gateways[id as PaymentMethodId];
  }
}

/**
 * What goes back to the card when an order gets smaller: the decrease, but
 * never so much that the cards hold less than the new total. Money an
 * administrator already refunded by hand has gone back; it is not refunded
 * twice (a €25 goodwill refund on a €31.61 order leaves €6.61 held: taking
 * €14 off the order refunds nothing more).
 */
function refundDue(plan: OrderEditPlan, paid: readonly PaidPayment[]): number {
  const held = paid.reduce((sum, payment) => sum + payment.amount - payment.refunded, 0);
  return Math.min(-plan.difference, Math.max(0, held - plan.totals.total));
}

/** Why an edit was refused, as the editor reads it. */
function editProblem(outcome: Exclude<EditOutcome, { ok: true } | { reason: 'cancel' | 'nothing_changed' }>): Problem {
  switch (outcome.reason) {
    case 'busy':
      return problem('orderBusy');
    case 'moved_on':
      return problem('orderMovedOn');
    case 'not_found':
      return problem('orderNotFound');
    case 'not_editable':
      return problem('orderNotEditable');
    case 'product_unavailable':
      return problem('productUnavailable');
    case 'stock':
      return problem('orderEditStock', { name: outcome.productName });
    case 'stock_held':
      return problem('orderEditStockHeld', { name: outcome.productName, count: outcome.available });
    case 'declined':
      return problem('orderEditDeclined', undefined, { data: { decline_code: outcome.code } });
    case 'refund_failed':
      return problem('orderEditRefundFailed');
    case 'unknown_line':
    case 'bundle_item':
    case 'duplicate_line':
      return problem('orderEditLines', { params: 'line_items' }, { data: { params: { line_items: message('errors.orderEditLines') } } });
  }
}
