import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { UpsellRefusalReason } from '@soul/domain/orders/upsell-purchase';
import type { Language, PaymentMethodId } from '@soul/contracts';
import { unitPrice } from '@soul/domain/products/product-prices';
import { orderLineName } from '@soul/domain/orders/order-draft';
import { upsellLinePrice } from '@soul/domain/orders/upsell';
import type { Translate } from '../../i18n.ts';
import type { CatalogueService } from '../catalogue.service.ts';
import { taxRateOf } from '@soul/domain/cart/tax-rates';
import { PaymentPendingError, type PaymentGateway } from '../payments/gateway.ts';

export interface UpsellRequest {
  orderId: number;
  productId: number;
  variationId: number;
  quantity: number;
  customerRef: string;
  claimedUserId: number;
}

export type UpsellAnswer = { ok: true; orderId: number } | { ok: false; message: string };

/** Most units of one product one click adds. */
const MAX_QUANTITY = 10;

const REFUSAL_TEXT: Record<UpsellRefusalReason, string> = {
  not_found: 'checkout:upsell.notFound',
  expired: 'checkout:upsell.expired',
  no_saved_card: 'checkout:upsell.noSavedCard',
  stock: 'checkout:upsell.outOfStock',
  stock_held: 'checkout:upsell.stockHeld',
  declined: 'checkout:upsell.declined',
  busy: 'checkout:upsell.busy',
};

/**
 * One-click upsell (storefront §2, §4, §5): adds a product to a paid order
 * and charges the card saved with it, at the shop's upsell discount. The
 * price and discount come from the server; the page's `discount_rate` is
 * only what it shows. The line and its charge are recorded and committed
 * first (OrderRepository.openUpsell), the saved card is charged outside
 * any transaction, and the answer is recorded after (finishUpsell: a
 * decline takes the line off again); reconciliation finishes one whose
 * answer never came.
 */
export class UpsellService {
  constructor(
    private readonly deps: {
      orders: OrderRepository;
      catalogue: CatalogueService;
      gateways: Partial<Record<PaymentMethodId, PaymentGateway>>;
      discountPercent: number;
      now?: () => Date;
    },
  ) {}

  get discountPercent(): number {
    return this.deps.discountPercent;
  }

  async add(
    request: UpsellRequest,
    who: { sessionToken: string; userId: number; language: Language; t: Translate },
  ): Promise<UpsellAnswer> {
    const { t } = who;
    const id = request.variationId || request.productId;
    const products = await this.deps.catalogue.domainProducts([id], who.language);
    const product = products.get(id);
    const parent = product?.parentId ? (products.get(product.parentId) ?? null) : null;
    const purchasable =
      product &&
      product.type !== 'variable' &&
      product.type !== 'variable-subscription' &&
      product.type !== 'bundle' &&
      (product.parentId === null || product.parentId === request.productId);
    if (!product || !purchasable) return { ok: false, message: t('checkout:upsell.unavailable') };
    if (product.stockStatus === 'outofstock') return { ok: false, message: t('checkout:upsell.outOfStock') };
    const quantity = Math.min(Math.max(1, request.quantity), MAX_QUANTITY);
    const taxRate = taxRateOf(product.taxClass);
    const price = upsellLinePrice(unitPrice(product), quantity, this.deps.discountPercent, taxRate);
    const opened = await this.deps.orders.openUpsell({
      orderId: request.orderId,
      sessionToken: who.sessionToken,
      userId: who.userId,
      claimedUserId: request.claimedUserId,
      customerRef: request.customerRef,
      now: this.deps.now?.() ?? new Date(),
      stockProductId: product.manageStock && product.stockQuantity !== null ? product.id : null,
      line: {
        productId: parent?.id ?? product.id,
        variationId: parent ? product.id : 0,
        name: orderLineName(product, parent),
        sku: product.sku,
        quantity,
        net: price.net,
        tax: price.tax,
        taxRatePercent: taxRate,
        data: { upsell_discount_percent: this.deps.discountPercent },
      },
      paymentTitle: t('checkout:payment.soul_test_card'),
    });
    if (!opened.ok) return { ok: false, message: t(REFUSAL_TEXT[opened.reason]) };
    const gateway = this.deps.gateways[opened.attempt.gateway as PaymentMethodId];
    if (!gateway) throw new Error(`no gateway ${opened.attempt.gateway} for the upsell of order ${request.orderId}`);
    try {
      const charged = await gateway.charge({
        amountCents: opened.attempt.amount,
        currency: 'EUR',
        description: `Soul Shop order #${request.orderId} (one-click add)`,
        idempotencyKey: opened.attempt.idempotencyKey,
        source: { kind: 'saved', customerRef: opened.card.customerRef, token: opened.card.token },
      });
      await this.deps.orders.finishUpsell(
        opened.attempt.paymentId,
        charged.ok ? { ok: true, transactionId: charged.transactionId } : { ok: false, code: charged.code, detail: charged.detail },
      );
      return charged.ok ? { ok: true, orderId: opened.orderId } : { ok: false, message: t(REFUSAL_TEXT.declined) };
    } catch (error) {
      if (!(error instanceof PaymentPendingError)) throw error;
      // No answer: the line stays with its charge pending; reconciliation keeps it (paid) or takes it off.
      return { ok: false, message: t('checkout:upsell.pending') };
    }
  }
}
