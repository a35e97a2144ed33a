/**
 * The back office's dashboard (issue 21): `GET soul/v1/admin/dashboard`.
 * Money in cents with VAT (EUR); days are shop days (Europe/Vilnius).
 */
export interface AdminDashboardSales {
  orders: number;
  revenue: number;
}

export interface AdminDashboardProduct {
  id: number;
  name: string;
}

export interface AdminDashboard {
  currency: string;
  /** The shop day the figures are for (YYYY-MM-DD). */
  today: string;
  sales: { today: AdminDashboardSales; month: AdminDashboardSales };
  /** Paid orders waiting to be shipped (status processing). */
  orders_to_ship: number;
  /** Products with managed stock at or below the low-stock threshold. */
  low_stock: { threshold: number; count: number; products: (AdminDashboardProduct & { stock: number })[] };
  pending_reviews: number;
  /** Renewals whose charge was declined: retrying or held with no retries left. */
  failed_renewals: number;
  /** Shoppers waiting for a product to come back, by product (most wanted first). */
  back_in_stock: { count: number; products: (AdminDashboardProduct & { waiting: number })[] };
}
