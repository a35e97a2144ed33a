/** Orders and what they cost (cents with VAT) over a range of shop days. */
export interface SalesFigures {
  orders: number;
  revenue: number;
}

export interface LowStockProduct {
  id: number;
  name: string;
  stock: number;
}

export interface WantedProduct {
  id: number;
  name: string;
  waiting: number;
}

/** What the back office's dashboard counts (packages/db implements it). */
export interface DashboardRepository {
  /** Spending orders (as Reports and Statistics count them) placed from `from` to `to`, both shop days included. */
  sales(range: { from: string; to: string }): Promise<SalesFigures>;
  /** Paid orders not shipped yet. */
  ordersToShip(): Promise<number>;
  /** Published products with managed stock at or below `threshold`: how many, and the lowest few. */
  lowStock(threshold: number, language: 'en' | 'lt', limit: number): Promise<{ count: number; products: LowStockProduct[] }>;
  pendingReviews(): Promise<number>;
  failedRenewals(): Promise<number>;
  /** Back-in-stock sign-ups not mailed yet: how many, and the most wanted products. */
  backInStock(language: 'en' | 'lt', limit: number): Promise<{ count: number; products: WantedProduct[] }>;
}
