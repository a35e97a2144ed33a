import type { AdminActor } from '@soul/domain/audit/admin-audit';
import { problem } from '@soul/contracts';
import type { PointsBalance } from '@soul/domain/points/ledger';
import type { PointsListQuery, PointsRepository, StoredPointsEntry } from '@soul/domain/points/points-port';
import type { ReviewRewardSettings } from '@soul/domain/points/review-reward';
import { CENTS_PER_POINT } from '@soul/domain/points/redemption';
import type { Answer } from '../answer.ts';
import type { CartRequestContext, CartService, CurrentCart } from '../cart/cart.service.ts';

/** The account's points screen: the balance, a page of history and what points are worth and how they are earned. */
export interface PointsOverview {
  balance: PointsBalance;
  rows: StoredPointsEntry[];
  total: number;
  centsPerPoint: number;
  reviewRewards: ReviewRewardSettings;
}

/**
 * Customer points (storefront §1, account §2/§9; DESIGN §5): the ledger's
 * reads for the account and administrators, administrators' adjustments, and
 * the cart's request to spend points, checked against the balance here and
 * again, under the customer's lock, when the order reserves them.
 */
export class PointsService {
  constructor(
    private readonly deps: {
      points: PointsRepository;
      reviewRewards: ReviewRewardSettings;
    },
  ) {}

  balance(userId: number): Promise<PointsBalance> {
    return this.deps.points.balance(userId);
  }

  async overview(userId: number, page: number, perPage: number): Promise<PointsOverview> {
    const [balance, list] = await Promise.all([
      this.deps.points.balance(userId),
      this.deps.points.list({ page, perPage, order: 'desc', userId, statuses: [], kinds: [] }),
    ]);
    return { balance, ...list, centsPerPoint: CENTS_PER_POINT, reviewRewards: this.deps.reviewRewards };
  }

  list(query: PointsListQuery): Promise<{ rows: StoredPointsEntry[]; total: number }> {
    return this.deps.points.list(query);
  }

  /** An administrator's adjustment, either way; it never takes more than the customer has available. */
  async adjust(actor: AdminActor, input: { customer: number; points: number; details: string }): Promise<Answer<StoredPointsEntry>> {
    const outcome = await this.deps.points.adjust({
      userId: input.customer,
      points: input.points,
      details: input.details,
      actor,
    });
    if (outcome === 'unknown_customer') return { ok: false, problem: problem('pointsCustomerNotFound') };
    if (outcome === 'overdraw') {
      const { available } = await this.deps.points.balance(input.customer);
      return { ok: false, problem: problem('pointsOverdraw', { available }) };
    }
    return { ok: true, value: outcome };
  }

  /**
   * The signed-in customer asks to spend `points` on the session's cart (0
   * takes them off). More than the balance is refused, nothing changed; the
   * cart then spends at most what its goods are worth (priceCart).
   */
  async applyToCart(carts: CartService, ctx: CartRequestContext, userId: number, points: number): Promise<Answer<CurrentCart>> {
    if (userId <= 0) return { ok: false, problem: problem('pointsSignIn') };
    if (points > 0) {
      const { available } = await this.deps.points.balance(userId);
      if (points > available) return { ok: false, problem: problem('pointsNotEnough', { available }) };
    }
    const outcome = await carts.change(ctx, {}, ({ current }) => {
      if ((current.document.points ?? 0) === points) return { unchanged: true };
      const { points: _previous, ...rest } = current.document;
      return { document: points > 0 ? { ...rest, points } : rest };
    });
    return { ok: true, value: outcome.cart };
  }
}
