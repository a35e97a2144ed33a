import { randomUUID } from 'node:crypto';
import type { Language, OrderLineEdit, PaymentMethodId } from '@soul/contracts';
import type { EditSettlement, OrderEditResult, PaidPayment, PgOrderRepository, StoredOrder } from '@soul/db';
import { orderLineName } from '@soul/domain/orders/order-draft';
import { MAX_LINE_QUANTITY, planOrderEdit, type NewOrderLine, type OrderEditPlan } from '@soul/domain/orders/order-edit';
import { EDITABLE_STATUSES } from '@soul/domain/orders/status';
import type { CatalogueProduct } from '@soul/domain/products/product';
import { unitPrice } from '@soul/domain/products/pricing';
import { taxRateOf } from '@soul/domain/cart/tax-rates';
import type { CatalogueService } from '../catalogue.service.ts';
import type { PaymentGateway } from '../payments/gateway.ts';

export type OrderEditAnswer = OrderEditResult | { ok: false; reason: 'product_unavailable' };

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
      orders: PgOrderRepository;
      catalogue: CatalogueService;
      gateways: Partial<Record<PaymentMethodId, PaymentGateway>>;
      /** Payment titles in the order's language ("Order change"). */
      changeTitle: (language: Language) => string;
    },
  ) {}

  /** update-order: the whole list of top-level lines after editing; new ones have id null. */
  async update(order: StoredOrder, editorId: number, lines: readonly OrderLineEdit[]): Promise<OrderEditAnswer> {
    const added = await this.resolveNewLines(order.language, lines.filter((l) => l.id === null));
    if (!added) return { ok: false, reason: 'product_unavailable' };
    const keep = lines.flatMap((l) => (l.id === null ? [] : [{ id: l.id, quantity: Math.min(l.quantity, MAX_LINE_QUANTITY) }]));
    return this.apply(order.id, editorId, 'edited', () => ({ keep, add: added }));
  }

  /** add-order-item: only the new lines are read; the order keeps its current quantities. */
  async addItems(order: StoredOrder, editorId: number, lines: readonly OrderLineEdit[]): Promise<OrderEditAnswer> {
    const wanted = lines.filter((l) => l.id === null && l.quantity > 0);
    const added = await this.resolveNewLines(order.language, wanted);
    if (!added || added.length === 0) return { ok: false, reason: 'product_unavailable' };
    return this.apply(order.id, editorId, 'item_added', (current) => ({
      keep: current.lines.filter((l) => l.parentLineId === null).map((l) => ({ id: l.id, quantity: l.quantity })),
      add: added,
    }));
  }

  private apply(
    orderId: number,
    editorId: number,
    eventKind: 'edited' | 'item_added',
    request: (current: StoredOrder) => { keep: { id: number; quantity: number }[]; add: NewOrderLine[] },
  ): Promise<OrderEditResult> {
    return this.deps.orders.edit({
      orderId,
      userId: editorId,
      editableStatuses: EDITABLE_STATUSES,
      eventKind,
      decide: (current) => planOrderEdit(current, request(current)),
      settle: (plan, current, paid) => this.settle(plan, current, paid),
    });
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

  private async sellableUnit(found: CatalogueProduct, language: Language): Promise<{ product: CatalogueProduct; parent: CatalogueProduct | null } | null> {
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
   * Settles the difference (while the order is locked): card payments that
   * took money are charged the increase on the saved card, or refunded the
   * decrease (see `refundDue`), newest payment first. Orders whose money has not been taken
   * (bank transfer, cash on delivery) owe the new total; nothing moves now.
   */
  private async settle(plan: OrderEditPlan, order: StoredOrder, paid: PaidPayment[]): Promise<EditSettlement> {
    const none: EditSettlement = { ok: true, charge: null, refunds: [] };
    if (plan.difference === 0 || paid.length === 0) return none;
    if (plan.difference > 0) {
      const source = [...paid].reverse().find((p) => p.card && this.gatewayOf(p.gateway));
      const gateway = source ? this.gatewayOf(source.gateway) : null;
      if (!source?.card || !gateway) return { ok: false, reason: 'declined', code: 'no_saved_card' };
      const charged = await gateway.charge({
        amountCents: plan.difference, currency: 'EUR', description: `Soul Shop order #${order.id} (changed)`, idempotencyKey: `edit-${order.id}-${randomUUID()}`,
        source: { kind: 'saved', customerRef: source.card.customerRef, token: source.card.token },
      });
      if (!charged.ok) return { ok: false, reason: 'declined', code: charged.code };
      return {
        ok: true,
        charge: { gateway: gateway.id, title: this.deps.changeTitle(order.language), amount: plan.difference, transactionId: charged.transactionId, paymentTokenId: source.card.tokenId },
        refunds: [],
      };
    }
    let left = refundDue(plan, paid);
    if (left === 0) return none;
    const refunds: { paymentId: number; refundId: string; amount: number }[] = [];
    for (const payment of [...paid].reverse()) {
      const amount = Math.min(payment.amount - payment.refunded, left);
      if (amount <= 0) continue;
      const gateway = this.gatewayOf(payment.gateway);
      if (!gateway) return { ok: false, reason: 'refund_failed', code: 'no_gateway' };
      const refunded = await gateway.refund({ transactionId: payment.transactionId, amountCents: amount, idempotencyKey: `edit-${order.id}-${payment.id}-${randomUUID()}` });
      if (!refunded.ok) return { ok: false, reason: 'refund_failed', code: refunded.detail };
      refunds.push({ paymentId: payment.id, refundId: refunded.refundId, amount });
      left -= amount;
      if (left === 0) break;
    }
    return left === 0 ? { ok: true, charge: null, refunds } : { ok: false, reason: 'refund_failed', code: 'nothing_left_to_refund' };
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
