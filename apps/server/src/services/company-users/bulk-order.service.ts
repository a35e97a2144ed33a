import { BULK_ORDER_LIMITS, problem, productQuerySchema, type Language, type Problem } from '@soul/contracts';
import { addToCart } from '@soul/domain/cart-document/operations';
import { checkBulkLine, type BulkLineProblem } from '@soul/domain/company-users/bulk-lines';
import type { CatalogueProduct } from '@soul/domain/products/product';
import { z } from 'zod/mini';
import type { Visitor } from '../accounts/visitor.ts';
import type { Answer } from '../answer.ts';
import type { CartRequestContext, CartService } from '../cart/cart.service.ts';
import { cartChangeProblem } from '../cart/cart-problems.ts';
import type { CatalogueService } from '../catalogue.service.ts';

/** One line's outcome: the product it found, or the problem (an unknown SKU, a bad quantity, the cart's own refusal). */
export interface BulkLineOutcome {
  line: number;
  sku: string;
  quantity: number;
  product: CatalogueProduct | null;
  problem: Problem | null;
}

const LINE_PROBLEMS: Record<BulkLineProblem | 'unknown_sku', string> = {
  sku_missing: 'bulkOrder.skuMissing',
  quantity_invalid: 'bulkOrder.quantityInvalid',
  quantity_too_large: 'bulkOrder.quantityTooLarge',
  unknown_sku: 'bulkOrder.unknownSku',
};
const lineProblem = (reason: BulkLineProblem | 'unknown_sku', sku: string): Problem =>
  problem('invalidParam', undefined, { message: LINE_PROBLEMS[reason], data: { sku } });

/**
 * Bulk order (issue 20): a company buyer's SKUs and quantities, each line
 * checked on the server and the good ones added to the cart in ONE cart
 * change (one transaction, the Store API cart service's rules: stock,
 * variations, subscriptions), the others answered with their reason.
 */
export class BulkOrderService {
  constructor(private readonly deps: { carts: CartService; catalogue: CatalogueService }) {}

  /** Company buyers only: the director, or staff with permission_buy (administrators too). */
  mayOrder(visitor: Visitor): Answer<true> {
    if (!visitor.userId) return { ok: false, problem: problem('notLoggedIn') };
    const company = visitor.role === 'director' || visitor.role === 'staff' || visitor.role === 'administrator';
    if (!company || !visitor.permissions.permission_buy) return { ok: false, problem: problem('companyForbidden') };
    return { ok: true, value: true };
  }

  /** The products of these SKUs (top-level products, in the reader's language). */
  async productsBySku(skus: readonly string[], language: Language): Promise<Map<string, CatalogueProduct>> {
    // SKUs are matched as typed or upper-cased (how shops write them): spreadsheets change their case freely.
    const typed = skus
      .map((sku) => sku.trim())
      .filter(Boolean)
      .slice(0, BULK_ORDER_LIMITS.maxLines);
    const wanted = [...new Set(typed.flatMap((sku) => [sku, sku.toUpperCase()]))];
    if (wanted.length === 0) return new Map();
    const query = z.parse(productQuerySchema, { sku: wanted.join(','), per_page: 100, catalog_visibility: 'any' });
    const page = await this.deps.catalogue.listPage(query, language);
    return new Map(page.products.map(({ product }) => [product.sku.toLowerCase(), product]));
  }

  async add(ctx: CartRequestContext, lines: readonly { sku: string; quantity: number | string }[]): Promise<BulkLineOutcome[]> {
    const checked = lines.map((raw) => checkBulkLine(raw.sku, raw.quantity));
    const products = await this.productsBySku(
      checked.filter((entry) => entry.problem === null).map((entry) => entry.line.sku),
      ctx.language,
    );
    const outcomes: BulkLineOutcome[] = checked.map(({ line, problem: found }, index) => {
      const product = found ? null : (products.get(line.sku.toLowerCase()) ?? null);
      return {
        line: index + 1,
        sku: line.sku,
        quantity: line.quantity,
        product,
        problem: found ? lineProblem(found, line.sku) : product ? null : lineProblem('unknown_sku', line.sku),
      };
    });
    const toAdd = outcomes.filter((outcome) => outcome.problem === null && outcome.product);
    if (toAdd.length === 0) return outcomes;
    const changed = await this.deps.carts.change(
      ctx,
      { productIds: toAdd.map((outcome) => outcome.product?.id ?? 0) },
      ({ current, products: loaded }) => {
        // The decision may run again (the cart changed meanwhile): each run starts from clean lines.
        for (const outcome of toAdd) outcome.problem = null;
        let document = current.document;
        let added = 0;
        for (const outcome of toAdd) {
          const product = loaded.get(outcome.product?.id ?? 0);
          if (!product) {
            outcome.problem = lineProblem('unknown_sku', outcome.sku);
            continue;
          }
          const change = addToCart(document, { product, parent: null, quantity: outcome.quantity, data: {} });
          if (!change.ok) {
            outcome.problem = cartChangeProblem({ ok: false, problem: change.problem, cart: null as never }, null, { id: product.id });
            continue;
          }
          document = change.document;
          added++;
        }
        return added > 0 ? { document } : { unchanged: true };
      },
    );
    // A refusal of the whole change (not a line's) marks every line it would have added.
    if (!changed.ok) for (const outcome of toAdd) outcome.problem ??= cartChangeProblem(changed, null);
    return outcomes;
  }
}
