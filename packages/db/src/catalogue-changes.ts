import type pg from 'pg';
import type { StockChange } from '@soul/domain/products/stock-change';
import { z } from 'zod';

/** The `catalogue_stock` notice (migration 0010): new stock values of one product, and the products that embed it. */
const stockChangeSchema = z.object({
  id: z.number().int().positive(),
  stock_quantity: z.number().int().nullable(),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']),
  total_sales: z.number().int(),
  affects: z.array(z.number().int().positive()),
});
// The schema stays in step with the domain's StockChange: a change to either fails the typecheck here.
const _sameShape: z.ZodType<StockChange> = stockChangeSchema;

export interface CatalogueChangeHandlers {
  /** Anything in the catalogue changed: drop everything. */
  onChange: () => void;
  /** Only one product's stock (or sales count) changed: an order or a restock (migrations 0009, 0010). */
  onStockChange: (change: StockChange) => void;
}

/**
 * Listens for `catalogue_changed` notifications (sent by triggers on every
 * catalogue table, migration 0001) and `catalogue_stock` ones (stock-only
 * updates, with the product ids affected, migration 0009). If the listening
 * connection drops, it reconnects and calls `onChange`, because changes may
 * have been missed meanwhile.
 */
export class CatalogueChangeListener {
  private client: pg.PoolClient | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly handlers: CatalogueChangeHandlers,
    private readonly log: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = await this.pool.connect();
      client.on('notification', (message) => {
        if (message.channel === 'catalogue_stock') {
          const change = stockChangeSchema.safeParse(safeJson(message.payload));
          // A notice we cannot read still means something changed: drop everything.
          if (change.success) this.handlers.onStockChange(change.data);
          else this.handlers.onChange();
        } else {
          this.handlers.onChange();
        }
      });
      client.on('error', (error) => this.reconnect(`catalogue listener lost its connection: ${error.message}`));
      await client.query('LISTEN catalogue_changed; LISTEN catalogue_stock');
      this.client = client;
    } catch (error) {
      this.reconnect(`catalogue listener could not connect: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private reconnect(reason: string): void {
    this.log(reason);
    this.handlers.onChange();
    this.client?.release(true);
    this.client = null;
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, 1000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      await client.query('UNLISTEN *').catch(() => {});
      client.release();
    }
  }
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return null;
  }
}
