import type { AdminDashboard, Language } from '@soul/contracts';
import type { DashboardRepository } from '@soul/domain/back-office/dashboard-port';
import { shopDay } from '@soul/domain/statistics/statistics';
import type { Clock } from '../clock.ts';

/** No per-product low-stock threshold exists yet (issue 21): a product with this many or fewer units left is low. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many products each list card names. */
const LISTED = 5;

/**
 * The back office's dashboard (issue 21): today's and this month's sales in
 * shop days (Europe/Vilnius), and the queues waiting for someone: orders to
 * ship, low stock, reviews to moderate, failed renewals, back-in-stock demand.
 */
export class DashboardService {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly clock: Clock,
  ) {}

  async figures(language: Language): Promise<AdminDashboard> {
    const today = shopDay(this.clock.now());
    const monthStart = `${today.slice(0, 8)}01`;
    const [day, month, ordersToShip, lowStock, pendingReviews, failedRenewals, backInStock] = await Promise.all([
      this.dashboard.sales({ from: today, to: today }),
      this.dashboard.sales({ from: monthStart, to: today }),
      this.dashboard.ordersToShip(),
      this.dashboard.lowStock(LOW_STOCK_THRESHOLD, language, LISTED),
      this.dashboard.pendingReviews(),
      this.dashboard.failedRenewals(),
      this.dashboard.backInStock(language, LISTED),
    ]);
    return {
      currency: 'EUR',
      today,
      sales: { today: day, month },
      orders_to_ship: ordersToShip,
      low_stock: { threshold: LOW_STOCK_THRESHOLD, ...lowStock },
      pending_reviews: pendingReviews,
      failed_renewals: failedRenewals,
      back_in_stock: backInStock,
    };
  }
}
