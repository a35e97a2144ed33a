import type { OrderRepository } from '@soul/domain/orders/order-port';
import { parseDbId, problem, type Language, type OrderListQuery, type Problem } from '@soul/contracts';
import type { OrderScope, StoredOrder } from '@soul/domain/orders/stored-order';
import type { Translate } from '../../i18n.ts';
import { inScope, orderAbilities, orderScopeOf, type OrderAbilities } from '../accounts/order-access.ts';
import type { Visitor } from '../accounts/visitor.ts';
import { paymentMethodsByName } from './payment-method-order.ts';

export type OrderScopeAnswer = { ok: true; scope: OrderScope } | { ok: false; problem: Problem };
export type VisibleOrder = { ok: true; order: StoredOrder } | { ok: false; problem: Problem };

/**
 * The account area's reading of orders (account §2, §7): whose orders a
 * visitor may see, one of them by id (an unknown id and one outside the
 * reader's scope are the same "not found"), a page of them, and what the
 * reader may do with each.
 */
export class AccountOrderService {
  constructor(private readonly orders: Pick<OrderRepository, 'find' | 'list' | 'companyMemberIds'>) {}

  async scope(visitor: Visitor): Promise<OrderScopeAnswer> {
    if (!visitor.userId) return { ok: false, problem: problem('notLoggedIn') };
    const scope = await orderScopeOf(visitor, this.orders);
    return scope ? { ok: true, scope } : { ok: false, problem: problem('forbidden') };
  }

  /** The order with this id (as the client sent it) if the visitor may see it. */
  async visible(visitor: Visitor, id: unknown): Promise<VisibleOrder> {
    const scope = await this.scope(visitor);
    if (!scope.ok) return scope;
    const number = parseDbId(id);
    const order = number === null ? null : await this.orders.find(number);
    if (!order || !inScope(scope.scope, order.userId)) return { ok: false, problem: problem('orderNotFound') };
    return { ok: true, order };
  }

  /** A page of the visitor's orders; sorting by payment method follows the names the reader sees. */
  async list(
    scope: OrderScope,
    query: OrderListQuery,
    reader: { t: Translate; language: Language },
  ): Promise<{ orders: StoredOrder[]; total: number }> {
    return this.orders.list(scope, query, { paymentMethodOrder: paymentMethodsByName(reader.t, reader.language) });
  }

  /**
   * The order-received page's order: shown to whoever holds its key (the
   * redirect after checkout, the e-mail), the session that placed it, or
   * its customer; null for anyone else, as for an unknown id.
   */
  async receipt(visitor: Visitor, id: unknown, key: string | undefined): Promise<StoredOrder | null> {
    const number = parseDbId(id);
    const order = number === null ? null : await this.orders.find(number);
    if (!order) return null;
    const allowed =
      key === order.orderKey || visitor.sessionToken === order.sessionToken || (visitor.userId > 0 && visitor.userId === order.userId);
    return allowed ? order : null;
  }

  /** An order as it now stands (after a change the reader made). */
  find(id: number): Promise<StoredOrder | null> {
    return this.orders.find(id);
  }

  abilities(visitor: Visitor, order: StoredOrder, language: Language): OrderAbilities {
    return orderAbilities(visitor, order, language);
  }
}
