import type { OrderScope } from '../orders/stored-order.ts';

/** Spending of a set of orders (account §2 "reports"), money in cents with VAT. */
export interface SpendingReport {
  currency: string;
  total: number;
  orders: number;
  byMonth: { month: string; orders: number; total: number }[];
  byProduct: { productId: number; name: string; quantity: number; total: number }[];
  byUser: { userId: number; name: string; orders: number; total: number }[];
}

/** packages/db implements it. `from` and `to` are days (YYYY-MM-DD), both included, in the shop's time zone. */
export interface ReportRepository {
  spending(scope: OrderScope, range: { from: string; to: string }): Promise<SpendingReport>;
}
