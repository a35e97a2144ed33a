/** New stock values of one product after an order or a restock, and the products that embed it (the `catalogue_stock` notice). */
export interface StockChange {
  id: number;
  stock_quantity: number | null;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  total_sales: number;
  affects: number[];
}
